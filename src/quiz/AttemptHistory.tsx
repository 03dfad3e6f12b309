import type { QuizAttempt } from '../../contracts/quiz-schemas'
import type { SessionEvaluation } from '../../machines/quizSession.machine'
import { css } from '../../styled-system/css'
import type { QuizQuestion } from '../api/quiz'
import { MathText } from '../ui/maths/MathText'
import { answerText } from './answerText'
import { Markdown } from './Markdown'

type Attempt = NonNullable<SessionEvaluation['attempts']>[number]
/** One try as a list shows it: the answer in words, its mark, the hints used and the explanation. */
export type TryView = Pick<QuizAttempt, 'attempt' | 'marks_given' | 'hints_used' | 'explanation'> & {
  answer: string | null
}

const marksOf = (marks: number | null, max: number | undefined) =>
  `${marks ?? 0} out of ${max ?? '?'} ${max === 1 ? 'mark' : 'marks'}`
const hintsOf = (n: number) => (n === 0 ? '' : ` · used ${n} ${n === 1 ? 'hint' : 'hints'}`)

/** A kept try's answer in words where the question is not at hand (a report): the text or the chosen option. */
export const triedAnswer = (a: Pick<QuizAttempt, 'value' | 'selected_option'>) =>
  a.selected_option?.text ?? a.value ?? null

/** Earlier tries: the kept tries before the answer on screen (ADR 0062), each with its mark and explanation. */
export function earlierTries(evaluation: SessionEvaluation | undefined): Attempt[] {
  const attempts = evaluation?.attempts ?? []
  return evaluation?.grading_completed ? attempts.slice(0, -1) : attempts
}

/** Tries at one question, each opening to its explanation: for the child, the parent and the teacher alike. */
export function TriesList({
  tries,
  maxScore,
  title = 'Earlier tries',
  headingLevel = 3,
}: {
  tries: TryView[]
  maxScore: number | undefined
  title?: string
  /** Its heading's level where it sits under a section of its own (the parent's card). */
  headingLevel?: 3 | 4
}) {
  if (!tries.length) return null
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  return (
    <section aria-label={title} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Heading className={css({ fontSize: 'md', fontWeight: '750' })}>{title}</Heading>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' })}>
        {tries.map((a) => (
          <li key={a.attempt}>
            <details className={css({ bg: 'bg.subtle', borderRadius: 'control', p: '3' })}>
              <summary className={css({ cursor: 'pointer' })}>
                Try {a.attempt}: <MathText text={a.answer ?? 'no answer'} /> —{' '}
                {marksOf(a.marks_given, maxScore)}
                {hintsOf(a.hints_used)}
              </summary>
              {a.explanation ? <Markdown text={a.explanation} /> : <p>No explanation was kept.</p>}
            </details>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Every earlier try at a question in the player and the review. */
export function AttemptHistory({
  question,
  evaluation,
}: {
  question: QuizQuestion
  evaluation: SessionEvaluation | undefined
}) {
  const tries = earlierTries(evaluation).map((a) => ({
    ...a,
    answer: answerText(question, null, { ...evaluation!, ...a }),
  }))
  return <TriesList tries={tries} maxScore={evaluation?.max_score} />
}
