import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { chip, link } from '../../../styled-system/recipes'
import type { AssignmentProgress, ClassReport } from '../../api/class-reports'
import { table } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { fullName } from '../format'
import { muted } from '../states'
import { percentText } from './mastery'
import { lateness } from './progress'
import { Scroller } from './ReportParts'

/** Each child: work set and done, what they have not started or is late, and their average; the name opens their report. */
export function StudentsTable({
  classId,
  students,
  assignments,
}: {
  classId: number
  students: ClassReport['students']
  assignments: AssignmentProgress[]
}) {
  const late = lateness(assignments)
  return (
    <Scroller label="Table of students">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Done</th>
            <th scope="col">Not started</th>
            <th scope="col">Late</th>
            <th scope="col">Average</th>
          </tr>
        </thead>
        <tbody>
          {students.map((s) => {
            const row = late.get(s.student_id)
            return (
              <tr key={s.student_id}>
                <Cell label="Student">
                  <Link
                    to="/teacher/students/$studentId/class/$classId/reports"
                    params={{ studentId: String(s.student_id), classId: String(classId) }}
                    className={link()}
                  >
                    {fullName(s)}
                  </Link>
                </Cell>
                <Cell label="Done">
                  {s.completed} of {s.assigned}
                </Cell>
                <Cell label="Not started">
                  {row?.notStarted ? row.notStarted : <span className={muted}>0</span>}
                </Cell>
                <Cell label="Late">
                  <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
                    {row?.overdue ? (
                      <span className={chip({ tone: 'danger' })}>{row.overdue} late</span>
                    ) : null}
                    {row?.doneLate ? (
                      <span className={chip({ tone: 'warning' })}>{row.doneLate} handed in late</span>
                    ) : null}
                    {!row?.overdue && !row?.doneLate ? <span className={muted}>None</span> : null}
                  </span>
                </Cell>
                <Cell label="Average">{percentText(s.average_percent)}</Cell>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Scroller>
  )
}
