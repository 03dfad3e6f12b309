import { useQuery } from '@tanstack/react-query'
import { CircleCheck, CircleX } from 'lucide-react'
import { css } from '../../../styled-system/css'
import { type Period, studentTopicReportQueryOptions } from '../../api/class-reports'
import { TriesList, triedAnswer } from '../../quiz/AttemptHistory'
import { table } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { csvName } from './csv'
import { answersCsv } from './exports'
import { dayOfInstant } from './progress'
import { DownloadCsv, ReportSection, Scroller } from './ReportParts'

type Student = { student_id: number; first_name: string; last_name: string }

/** A child's marked answers in one topic, oldest first, with the tries before each (issue 14 item 5). */
export function StudentTopicAnswers({
  classId,
  student,
  topicId,
  period,
}: {
  classId: number
  student: Student
  topicId: number
  period: Period
}) {
  const report = useQuery(studentTopicReportQueryOptions(classId, student.student_id, topicId, period))
  const topic = report.data
  return (
    <ReportSection
      title={topic ? `Answers: ${topic.topic_name}` : 'Answers'}
      intro="What they answered and the marks given. Choose another topic above to see its answers."
      action={
        topic?.evaluations.length ? (
          <DownloadCsv
            what="the answers"
            filename={csvName(
              student.first_name,
              student.last_name,
              topic.topic_name,
              period.start,
              period.end,
            )}
            csv={() => answersCsv(student, topic)}
          />
        ) : null
      }
    >
      {report.error ? (
        <LoadFailed title="The answers did not load" error={report.error} retry={() => report.refetch()} />
      ) : !topic ? (
        <Loading>Loading the answers…</Loading>
      ) : topic.evaluations.length === 0 ? (
        <Empty>No answers in this topic in this period.</Empty>
      ) : (
        <Scroller label={`Answers in ${topic.topic_name}`}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Their answer</th>
                <th scope="col">Marks</th>
                <th scope="col">Answered</th>
              </tr>
            </thead>
            <tbody>
              {topic.evaluations.map((e) => {
                const right = e.marks_given !== null && e.marks_given >= e.max_score
                const Icon = right ? CircleCheck : CircleX
                return (
                  <tr key={e.evaluation_id}>
                    <Cell label="Question">{e.text_preview}</Cell>
                    <Cell label="Answer">
                      {e.answer_text ?? e.value ?? <span className={muted}>—</span>}
                      {e.earlier_tries?.length ? (
                        <TriesList
                          tries={e.earlier_tries.map((a) => ({ ...a, answer: triedAnswer(a) }))}
                          maxScore={e.max_score}
                        />
                      ) : null}
                    </Cell>
                    <Cell label="Marks">
                      <span
                        className={css({
                          display: 'inline-flex',
                          gap: '1',
                          alignItems: 'center',
                          color: right ? 'success.fg' : 'danger.fg',
                          '& svg': { w: '4', h: '4' },
                        })}
                      >
                        <Icon aria-hidden="true" />
                        {e.marks_given ?? 0} of {e.max_score}
                      </span>
                    </Cell>
                    <Cell label="Answered">{dayOfInstant(e.submitted_at)}</Cell>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </Scroller>
      )}
    </ReportSection>
  )
}
