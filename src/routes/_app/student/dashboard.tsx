import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { LearningPathPage } from './-components/LearningPathPage'

export const Route = createFileRoute('/_app/student/dashboard')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'My learning path' },
  loader: loadLearningPath,
  pendingComponent: () => <Spinner label="Loading your learning path" />,
  component: LearningPathPage,
})

// Everything is prefetched, never required: the page shows its own loading and error states, so a failure
// here (the lessons call is new) never becomes an error page.
async function loadLearningPath() {
  const [
    { queryClient },
    { userCoursesQueryOptions },
    lessons,
    { quizzesQueryOptions },
    progress,
    session,
    { readSelectedCourse },
    picker,
  ] = await Promise.all([
    import('../../../api/queryClient'),
    import('../../../api/courses'),
    import('../../../api/lessons'),
    import('../../../api/quiz'),
    import('../../../api/progress'),
    import('../../../auth/session'),
    import('../../../courses/selectedCourse'),
    import('./-components/LearningPathCoursePicker'),
  ])
  const userId = session.getSessionUser()?.id ?? 0
  const loadCourse = async () => {
    await queryClient.prefetchQuery(userCoursesQueryOptions())
    const courses = picker.pathCoursesOf(queryClient.getQueryData(userCoursesQueryOptions().queryKey) ?? [])
    const course = picker.pathCourseOf(courses, readSelectedCourse())
    if (course) await queryClient.prefetchQuery(lessons.learningPathQueryOptions(course.id))
  }
  await Promise.all([
    loadCourse(),
    queryClient.prefetchQuery(quizzesQueryOptions()),
    userId ? queryClient.prefetchQuery(progress.xpQueryOptions(userId)) : null,
    userId ? queryClient.prefetchQuery(progress.streaksQueryOptions(userId)) : null,
  ])
}
