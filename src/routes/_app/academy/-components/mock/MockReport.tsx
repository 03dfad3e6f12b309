import { useSuspenseQuery } from '@tanstack/react-query'
import { scorePercent } from '../../../../../../contracts/student-reports'
import { css } from '../../../../../../styled-system/css'
import {
  mockPerformanceQueryOptions,
  mockProgressQueryOptions,
  mockSummaryQueryOptions,
} from '../../../../../api/mock-exams'
import { BarChart } from '../../../../../charts/BarChart'
import * as Card from '../../../../../ui/Card'
import { PercentBar, percentText } from './PercentBar'

type Props = { studentId?: number; name: string; isChild: boolean }

const tiles = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
})
const tile = css({
  p: '4',
  borderRadius: 'control',
  bg: 'bg.subtle',
  '& dd': { fontSize: '2xl', fontWeight: '800' },
})
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    py: '2',
    pr: '3',
    borderBottom: '1px solid',
    borderColor: 'border.default',
  },
  '& th': { color: 'fg.muted', fontWeight: '650', fontSize: 'sm' },
})

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-SG', { day: 'numeric', month: 'short', year: 'numeric' }) : '—'

/** One student's mock exams: the summary at a glance, each paper's score, and marks by topic. */
export function MockReport({ studentId, name, isChild }: Props) {
  const whose = { student_id: studentId }
  const { data: summary } = useSuspenseQuery(mockSummaryQueryOptions(whose))
  const { data: items } = useSuspenseQuery(mockProgressQueryOptions(whose))
  const { data: topics } = useSuspenseQuery(mockPerformanceQueryOptions(whose))
  if (!items.length)
    return (
      <Card.Root>
        <Card.Body>
          <p>
            {isChild
              ? 'You have not handed in a mock exam yet. You will find one for Maths and Science in your library, timed like the real paper.'
              : `${name} has not handed in a mock exam yet. There is one for Maths and Science in ${name}’s library, timed like the real paper; the results appear here once it is marked.`}
          </p>
        </Card.Body>
      </Card.Root>
    )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <dl className={tiles}>
        <div className={tile}>
          <dt>Mock exams</dt>
          <dd>{summary.attempts}</dd>
        </div>
        <div className={tile}>
          <dt>Average</dt>
          <dd>{percentText(summary.average_percent ?? undefined)}</dd>
        </div>
        <div className={tile}>
          <dt>Best</dt>
          <dd>{percentText(summary.best_percent ?? undefined)}</dd>
        </div>
        <div className={tile}>
          <dt>Last one</dt>
          <dd className={css({ fontSize: 'lg!' })}>{dateOf(summary.last_attempted_at)}</dd>
        </div>
      </dl>
      {summary.strongest_topic && summary.weakest_topic ? (
        <p>
          Strongest topic: <strong>{summary.strongest_topic}</strong>. Worth practising next:{' '}
          <strong>{summary.weakest_topic}</strong>.
        </p>
      ) : null}
      <Card.Root as="section" aria-labelledby="mock-papers">
        <Card.Header>
          <Card.Title id="mock-papers">Each mock exam</Card.Title>
        </Card.Header>
        <Card.Body className={css({ overflowX: 'auto' })}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Paper</th>
                <th scope="col">Handed in</th>
                <th scope="col">Marks</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.quiz_id ?? item.title}>
                  <td>{item.title}</td>
                  <td>{dateOf(item.completed_at)}</td>
                  <td>
                    {item.marks_given} / {item.max_scores}
                  </td>
                  <td>
                    <PercentBar percent={scorePercent(item.marks_given, item.max_scores)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="mock-topics">
        <Card.Header>
          <Card.Title id="mock-topics">By topic</Card.Title>
          <Card.Description>Marks won out of marks possible, over every mock exam.</Card.Description>
        </Card.Header>
        <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <BarChart
            labels={topics.map((t) => t.topic_name)}
            series={[
              {
                name: 'Score (%)',
                className: 'current',
                values: topics.map((t) => Math.round(scorePercent(t.marks_given, t.max_scores) ?? 0)),
              },
            ]}
          />
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Topic</th>
                <th scope="col">Questions</th>
                <th scope="col">Marks</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {topics.map((t) => (
                <tr key={t.topic_id}>
                  <td>{t.topic_name}</td>
                  <td>{t.questions_attempted}</td>
                  <td>
                    {t.marks_given} / {t.max_scores}
                  </td>
                  <td>
                    <PercentBar percent={scorePercent(t.marks_given, t.max_scores)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card.Body>
      </Card.Root>
    </div>
  )
}
