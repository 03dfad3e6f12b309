import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { chip, link } from '../../../styled-system/recipes'
import { type SectionReport as Report, sectionReportQueryOptions } from '../../api/lessons'
import { table } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { fullName } from '../format'
import { Scroller } from '../reports/ReportParts'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { plural } from './format'
import { AverageChip, DoneBar } from './SectionReportParts'

/** How the students (all the teacher's, or one class) are doing in a section: per item, then per student. */
export function SectionReport({ sectionId, classId }: { sectionId: number; classId?: number }) {
  const report = useQuery(sectionReportQueryOptions(sectionId, classId))
  if (report.error)
    return <LoadFailed title="The report did not load" error={report.error} retry={() => report.refetch()} />
  if (!report.data) return <Loading>Loading how the students are doing…</Loading>
  if (report.data.students.length === 0)
    return (
      <Empty>
        {classId ? 'Nobody in this class was set this lesson yet.' : 'Nobody was set this lesson yet.'}
      </Empty>
    )
  return <ReportTables report={report.data} classId={classId} />
}

function ReportTables({ report, classId }: { report: Report; classId?: number }) {
  const total = report.items.length
  const students = report.students
  const finished = students.filter((s) => total > 0 && s.completed_items >= total).length
  const late = students.filter((s) => s.late_items > 0).length
  return (
    <div className={css({ display: 'grid', gap: '3', minWidth: 0 })}>
      <h3 className={css({ fontWeight: '750' })}>How the students are doing</h3>
      <p className={css({ fontSize: 'sm' })}>
        {plural(students.length, 'student')} set this section · <strong>{finished}</strong> finished every
        item
        {late ? (
          <>
            {' '}
            · <strong>{late}</strong> {late === 1 ? 'has' : 'have'} late items
          </>
        ) : null}
      </p>
      <Scroller label="Items of the section">
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Done by</th>
              <th scope="col">Average mark</th>
            </tr>
          </thead>
          <tbody>
            {report.items.map((item) => (
              <tr key={item.item_id}>
                <Cell label="Item">{item.title}</Cell>
                <Cell label="Done by">
                  <DoneBar rate={item.completion_rate} students={students.length} />
                </Cell>
                <Cell label="Average mark">
                  <AverageChip percent={item.average_percent} />
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
      <Scroller label="Students in the section">
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Items done</th>
              <th scope="col">Late</th>
              <th scope="col">Marks</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s) => (
              <tr key={s.student_id}>
                <Cell label="Student">
                  {classId ? (
                    <Link
                      to="/teacher/students/$studentId/class/$classId/reports"
                      params={{ studentId: String(s.student_id), classId: String(classId) }}
                      className={link()}
                    >
                      {fullName(s)}
                    </Link>
                  ) : (
                    fullName(s)
                  )}
                </Cell>
                <Cell label="Items done">
                  <span
                    className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}
                  >
                    {s.completed_items} of {total}
                    {total > 0 && s.completed_items >= total ? (
                      <span className={chip({ tone: 'success' })}>All done</span>
                    ) : s.completed_items === 0 ? (
                      <span className={chip({ tone: 'neutral' })}>Not started</span>
                    ) : null}
                  </span>
                </Cell>
                <Cell label="Late">
                  {s.late_items ? (
                    <span className={chip({ tone: 'danger' })}>{s.late_items} late</span>
                  ) : (
                    <span className={muted}>None</span>
                  )}
                </Cell>
                <Cell label="Marks">{marksText(s.marks_given, s.max_score)}</Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </div>
  )
}

const marksText = (given: number | null, max: number | null) =>
  given === null || !max ? '—' : `${given} / ${max} (${Math.round((given / max) * 100)}%)`
