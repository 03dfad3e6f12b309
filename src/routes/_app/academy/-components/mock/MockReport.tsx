import { useSuspenseQuery } from '@tanstack/react-query'
import { scorePercent } from '../../../../../../contracts/student-reports'
import { css } from '../../../../../../styled-system/css'
import {
  mockPerformanceQueryOptions,
  mockProgressQueryOptions,
  mockSummaryQueryOptions,
} from '../../../../../api/mock-exams'
import { BarChart } from '../../../../../charts/BarChart'
import { formatDate } from '../../../../../dates'
import * as Card from '../../../../../ui/Card'
import { percentText } from './PercentBar'
import { ScoreTable } from './ScoreTable'

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

const dateOf = (iso: string | null) => (iso ? formatDate(iso) : '—')

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
        <Card.Body>
          <ScoreTable
            label="Each mock exam"
            columns={['Paper', 'Handed in']}
            rows={items.map((item) => ({
              key: item.quiz_id ?? item.title,
              name: item.title,
              detail: dateOf(item.completed_at),
              marks: item.marks_given,
              max: item.max_scores,
            }))}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="mock-topics">
        <Card.Header>
          <Card.Title id="mock-topics">By topic</Card.Title>
          <Card.Description>Marks won out of marks possible, over every mock exam.</Card.Description>
        </Card.Header>
        <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <BarChart
            horizontal
            height={Math.max(120, topics.length * 34)}
            labels={topics.map((t) => t.topic_name)}
            series={[
              {
                name: 'Score (%)',
                className: 'current',
                values: topics.map((t) => Math.round(scorePercent(t.marks_given, t.max_scores) ?? 0)),
              },
            ]}
          />
          <ScoreTable
            label="Marks by topic"
            columns={['Topic', 'Questions']}
            rows={topics.map((t) => ({
              key: t.topic_id,
              name: t.topic_name,
              detail: t.questions_attempted,
              marks: t.marks_given,
              max: t.max_scores,
            }))}
          />
        </Card.Body>
      </Card.Root>
    </div>
  )
}
