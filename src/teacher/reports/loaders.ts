import type { PeriodSearch } from './period'

// Route loaders import the API on demand, so the client and the contract stay out of the first page's bundle.

async function api() {
  const [{ queryClient }, teachers, reports, { periodOf }] = await Promise.all([
    import('../../api/queryClient'),
    import('../../api/teachers'),
    import('../../api/class-reports'),
    import('./period'),
  ])
  return { queryClient, teachers, reports, periodOf }
}

/** The teacher's classes, and the chosen (or first) class's report, started so the page opens with it. */
export async function loadClassReport({ search }: { search: PeriodSearch & { class?: number } }) {
  const { queryClient, teachers, reports, periodOf } = await api()
  const classes = await queryClient.ensureQueryData(teachers.classesQueryOptions())
  const klass = classes.find((c) => c.id === search.class) ?? classes[0]
  if (!klass) return
  void queryClient.prefetchQuery(reports.classReportQueryOptions(klass.id, periodOf(search)))
  void queryClient.prefetchQuery(reports.classProgressQueryOptions(klass.id))
}

/** The child's report, started before the page draws; the page shows its own loading and errors. */
export async function loadStudentReport({
  classId,
  studentId,
  search,
}: {
  classId: number
  studentId: number
  search: PeriodSearch
}) {
  const { queryClient, teachers, reports, periodOf } = await api()
  const period = periodOf(search)
  void queryClient.prefetchQuery(teachers.classesQueryOptions())
  void queryClient.prefetchQuery(reports.studentReportQueryOptions(classId, studentId, period))
  void queryClient.prefetchQuery(reports.classProgressQueryOptions(classId))
}
