import type { AssignmentProgress, Period, StudentProgress } from '../../api/class-reports'

// Each assignment's progress, read the way the class report counts it (ADR 0053).

export type ProgressKind = 'not_started' | 'in_progress' | 'completed' | 'late_hand_in' | 'overdue'

export const PROGRESS_LABELS: Record<ProgressKind, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Done',
  late_hand_in: 'Done late',
  overdue: 'Late',
}

/** The end of a due day in Singapore, when work becomes late (ADR 0050). */
export const dueEnd = (dueDate: string) => new Date(`${dueDate}T23:59:59.999+08:00`)

/** A child's state of one assignment; work handed in after its due day is "done late". */
export function progressOf(
  assignment: Pick<AssignmentProgress, 'due_date'>,
  student: StudentProgress,
): ProgressKind {
  if (student.status !== 'completed') return student.status
  const late =
    assignment.due_date &&
    student.completed_at &&
    new Date(student.completed_at) > dueEnd(assignment.due_date)
  return late ? 'late_hand_in' : 'completed'
}

/** The assignments that touch a period, as the server's class report counts them: due on or after its start and set by its end. */
export function assignmentsIn(list: AssignmentProgress[], { start, end }: Period) {
  return list.filter(
    (a) =>
      a.assignment_id !== null &&
      (!start || !a.due_date || a.due_date >= start) &&
      (!end || !a.date_assigned || a.date_assigned <= end),
  )
}

export function countsOf(assignment: AssignmentProgress): Record<ProgressKind, StudentProgress[]> {
  const counts: Record<ProgressKind, StudentProgress[]> = {
    not_started: [],
    in_progress: [],
    completed: [],
    late_hand_in: [],
    overdue: [],
  }
  for (const student of assignment.students) counts[progressOf(assignment, student)].push(student)
  return counts
}

/** Per child, over the assignments given: how many they have not started and how many are late (not handed in). */
export function lateness(list: AssignmentProgress[]) {
  const byStudent = new Map<number, { notStarted: number; overdue: number; doneLate: number }>()
  for (const assignment of list)
    for (const student of assignment.students) {
      const row = byStudent.get(student.student_id) ?? { notStarted: 0, overdue: 0, doneLate: 0 }
      const kind = progressOf(assignment, student)
      if (kind === 'not_started') row.notStarted += 1
      if (kind === 'overdue') row.overdue += 1
      if (kind === 'late_hand_in') row.doneLate += 1
      byStudent.set(student.student_id, row)
    }
  return byStudent
}

const schoolDay = new Intl.DateTimeFormat('en-SG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Singapore',
})
/** The school day (Singapore's) of an instant, as the due days are: "25 Nov 2026"; a dash for none. */
export const dayOfInstant = (iso: string | null) => (iso ? schoolDay.format(new Date(iso)) : '—')
