import type { SessionEvaluation } from '../../machines/quizSession.machine'
import { css } from '../../styled-system/css'
import type { QuizQuestion } from '../api/quiz'
import { answerText } from './answerText'
import { Markdown } from './Markdown'

type Attempt = NonNullable<SessionEvaluation['attempts']>[number]

const marksOf = (a: Attempt, max: number | undefined) =>
  `${a.marks_given ?? 0} out of ${max ?? '?'} ${max === 1 ? 'mark' : 'marks'}`
const hintsOf = (n: number) => (n === 0 ? '' : ` · used ${n} ${n === 1 ? 'hint' : 'hints'}`)

/** Earlier tries: the kept tries before the answer on screen (ADR 0062), each with its mark and explanation. */
export function earlierTries(evaluation: SessionEvaluation | undefined): Attempt[] {
  const attempts = evaluation?.attempts ?? []
  return evaluation?.grading_completed ? attempts.slice(0, -1) : attempts
}

/** Every earlier try at a question, readable by the child, the parent and the teacher. */
export function AttemptHistory({
  question,
  evaluation,
}: {
  question: QuizQuestion
  evaluation: SessionEvaluation | undefined
}) {
  const tries = earlierTries(evaluation)
  if (!tries.length) return null
  return (
    <section
      aria-label="Earlier tries"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h3 className={css({ fontSize: 'md', fontWeight: '750' })}>Earlier tries</h3>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' })}>
        {tries.map((a) => (
          <li key={a.attempt}>
            <details className={css({ bg: 'bg.subtle', borderRadius: 'control', p: '3' })}>
              <summary className={css({ cursor: 'pointer' })}>
                Try {a.attempt}: {answerText(question, null, { ...evaluation!, ...a }) ?? 'no answer'} —{' '}
                {marksOf(a, evaluation?.max_score)}
                {hintsOf(a.hints_used)}
              </summary>
              {a.explanation ? <Markdown text={a.explanation} /> : null}
            </details>
          </li>
        ))}
      </ol>
    </section>
  )
}
