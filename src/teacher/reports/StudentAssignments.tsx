import { chip } from '../../../styled-system/recipes'
import type { AssignmentProgress, StudentProgress } from '../../api/class-reports'
import { table } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { dayOf } from '../worksheets/dates'
import { dayOfInstant, PROGRESS_LABELS, progressOf } from './progress'
import { Scroller } from './ReportParts'

export type StudentAssignment = { assignment: AssignmentProgress; progress: StudentProgress }

const TONE = {
  overdue: 'danger',
  not_started: 'neutral',
  in_progress: 'info',
  late_hand_in: 'warning',
  completed: 'success',
} as const

/** One child's rows of the class's assignments. */
export function assignmentsOf(list: AssignmentProgress[], studentId: number): StudentAssignment[] {
  return list.flatMap((assignment) => {
    const progress = assignment.students.find((s) => s.student_id === studentId)
    return progress ? [{ assignment, progress }] : []
  })
}

/** The work set for one child: its days, where they are with it (late in words), and their marks. */
export function StudentAssignments({ rows }: { rows: StudentAssignment[] }) {
  return (
    <Scroller label="Table of their assignments">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Worksheet</th>
            <th scope="col">Due</th>
            <th scope="col">Progress</th>
            <th scope="col">Marks</th>
            <th scope="col">Handed in</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ assignment, progress }) => {
            const kind = progressOf(assignment, progress)
            return (
              <tr key={assignment.assignment_id}>
                <Cell label="Worksheet">{assignment.title}</Cell>
                <Cell label="Due">{dayOf(assignment.due_date)}</Cell>
                <Cell label="Progress">
                  <span className={chip({ tone: TONE[kind] })}>{PROGRESS_LABELS[kind]}</span>
                </Cell>
                <Cell label="Marks">
                  {progress.marks_given === null ? '—' : `${progress.marks_given} of ${progress.max_score}`}
                </Cell>
                <Cell label="Handed in">{dayOfInstant(progress.completed_at)}</Cell>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Scroller>
  )
}
