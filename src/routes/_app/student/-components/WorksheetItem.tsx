import { Link } from '@tanstack/react-router'
import { Clock, ListChecks } from 'lucide-react'
import { css, cx } from '../../../../../styled-system/css'
import type { QuizSummary } from '../../../../api/quiz'
import { DueChip } from './DueChip'
import { StatusChip } from './StatusChip'

const item = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  p: '4',
  transition: 'box-shadow 150ms, border-color 150ms',
  _hover: { borderColor: 'border.control', boxShadow: 'card' },
  '&:has(a:focus-visible)': { outline: '3px solid token(colors.focusRing)', outlineOffset: '2px' },
})
// The title link covers the card, so the whole card opens the worksheet with one tab stop.
const stretched = css({
  fontWeight: '750',
  fontSize: 'lg',
  textDecoration: 'none',
  _focusVisible: { outline: 'none' },
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'control' },
  _hover: { textDecoration: 'underline' },
})
const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  color: 'fg.muted',
  fontSize: 'sm',
  '& svg': { width: '4', height: '4' },
})

export const actionOf = (quiz: QuizSummary) =>
  quiz.status === 'completed' ? 'Review' : quiz.status === 'in_progress' ? 'Continue' : 'Start'

type Props = { quiz: QuizSummary; headingLevel?: 3 | 4; className?: string }

/** One worksheet: its title opens it (in review once completed), with its size, time limit and status. */
export function WorksheetItem({ quiz, headingLevel = 4, className }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={cx(item, className)}>
      <Heading className={css({ fontSize: 'lg' })}>
        <Link
          to="/student/quiz/$quizId"
          params={{ quizId: String(quiz.id) }}
          search={quiz.status === 'completed' ? { view: 'review' } : {}}
          className={stretched}
        >
          {quiz.title}
        </Link>
      </Heading>
      <p className={meta}>
        <span className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
          <ListChecks aria-hidden="true" />
          {quiz.num_questions} questions
        </span>
        {quiz.time_limit ? (
          <span className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
            <Clock aria-hidden="true" />
            {quiz.time_limit} min
          </span>
        ) : null}
        <StatusChip quiz={quiz} />
        <DueChip quiz={quiz} />
      </p>
    </article>
  )
}
