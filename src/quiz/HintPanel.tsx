import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Lightbulb, MessageCircleQuestion } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { messageOf } from '../api/errors'
import { showHints } from '../api/quiz'
import { Button } from '../ui/Button'
import { Markdown } from './Markdown'

type Props = { quizId: number; position: number; used: number }

/**
 * "Give me a hint": the worked solution one step at a time, never the step with the answer; "Ask Lantern" opens
 * the coach on this question (issue 14 item 2).
 */
export function HintPanel({ quizId, position, used }: Props) {
  const [shown, setShown] = useState<{ hints: string[]; hasMore: boolean } | null>(null)
  const ask = useMutation({
    mutationFn: (count: number) => showHints(quizId, position, count),
    onSuccess: (body) => setShown({ hints: body.hints, hasMore: body.has_more }),
  })
  const count = shown?.hints.length ?? 0
  // After a reload the hints used are asked for again, without counting more.
  const next = shown ? count + 1 : Math.max(used, 0) + (used > 0 ? 0 : 1)
  const none = shown !== null && count === 0 && !shown.hasMore

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {count > 0 ? (
        <section aria-label="Hints" aria-live="polite">
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5' })}>
            {shown?.hints.map((hint, i) => (
              <li key={hint}>
                <span className={css({ fontWeight: '700' })}>Hint {i + 1}: </span>
                <Markdown text={hint} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {none ? (
        <p role="status">This one has no hints to give. Read the question again slowly: you can do it!</p>
      ) : shown && !shown.hasMore ? (
        <p role="status">That is every hint. The last step is yours to find!</p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {none || (shown && !shown.hasMore) ? null : (
          <Button
            variant="outline"
            loading={ask.isPending}
            loadingText="Finding a hint…"
            onClick={() => ask.mutate(next)}
          >
            <Lightbulb aria-hidden="true" />
            {count > 0 ? 'Give me another hint' : used > 0 && !shown ? 'Show my hints' : 'Give me a hint'}
          </Button>
        )}
        {/* The coach on this question: it guides, never gives the answer (its answer guard applies). */}
        <Link
          to="/student/v2/chat"
          search={{ quiz: quizId, question: position }}
          className={button({ variant: 'outline' })}
        >
          <MessageCircleQuestion aria-hidden="true" />
          Ask Lantern
        </Link>
      </div>
      {ask.isError ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {messageOf(ask.error)}
        </p>
      ) : null}
    </div>
  )
}
