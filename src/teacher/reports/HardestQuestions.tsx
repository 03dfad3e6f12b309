import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { classTopicReportQueryOptions, type Period } from '../../api/class-reports'
import { table } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { csvName } from './csv'
import { questionsCsv } from './exports'
import { DownloadCsv, ReportSection, Scroller } from './ReportParts'

const SHOWN = 10

/** The questions of one topic the class got wrong most, with the wrong answers they gave most often. */
export function HardestQuestions({
  classId,
  className,
  topicId,
  period,
}: {
  classId: number
  className: string
  topicId: number
  period: Period
}) {
  const report = useQuery(classTopicReportQueryOptions(classId, topicId, period))
  const topic = report.data
  return (
    <ReportSection
      title={topic ? `Hardest questions: ${topic.topic_name}` : 'Hardest questions'}
      intro="Lowest share of right answers first. Choose another topic above to see its questions."
      action={
        topic?.questions.length ? (
          <DownloadCsv
            what="the hardest questions"
            filename={csvName(className, topic.topic_name, 'questions', period.start, period.end)}
            csv={() => questionsCsv(topic)}
          />
        ) : null
      }
    >
      {report.error ? (
        <LoadFailed title="This topic did not load" error={report.error} retry={() => report.refetch()} />
      ) : !topic ? (
        <Loading>Loading the topic’s questions…</Loading>
      ) : topic.questions.length === 0 ? (
        <Empty>No answers in this topic in this period.</Empty>
      ) : (
        <Scroller label={`Hardest questions in ${topic.topic_name}`}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Answers</th>
                <th scope="col">Right</th>
                <th scope="col">Common wrong answers</th>
              </tr>
            </thead>
            <tbody>
              {topic.questions.slice(0, SHOWN).map((q) => (
                <tr key={q.question_id}>
                  <Cell label="Question">{q.text_preview}</Cell>
                  <Cell label="Answers">{q.attempts}</Cell>
                  <Cell label="Right">{Math.round(q.correct_rate * 100)}%</Cell>
                  <Cell label="Wrong answers">
                    {q.common_wrong_answers.length ? (
                      <ul className={css({ listStyle: 'none' })}>
                        {q.common_wrong_answers.map((w) => (
                          <li key={w.value}>
                            “{w.value}” <span className={muted}>× {w.count}</span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className={muted}>—</span>
                    )}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroller>
      )}
    </ReportSection>
  )
}
