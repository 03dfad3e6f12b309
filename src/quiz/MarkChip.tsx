import type { SessionEvaluation } from '../../machines/quizSession.machine'
import { cx } from '../../styled-system/css'
import { chip } from '../../styled-system/recipes'
import { MARK_SYMBOL, MARK_WORDS, markStatusOf, marksText } from './marks'

const TONE = {
  right: 'success',
  part: 'warning',
  wrong: 'danger',
  teacher: 'neutral',
  waiting: 'neutral',
} as const

/** ✓ / ½ / ✗ with words and marks: never colour alone. */
export function MarkChip({
  evaluation,
  waiting,
  className,
}: {
  evaluation?: SessionEvaluation
  waiting?: string
  className?: string
}) {
  const status = markStatusOf(evaluation)
  return (
    <span className={cx(chip({ tone: TONE[status] }), className)}>
      <span aria-hidden="true">{MARK_SYMBOL[status]}</span>
      {status === 'waiting' || !evaluation
        ? (waiting ?? MARK_WORDS.waiting)
        : `${MARK_WORDS[status]}: ${marksText(evaluation)}`}
    </span>
  )
}
