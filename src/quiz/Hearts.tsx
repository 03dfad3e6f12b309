import { useMutation, useQuery } from '@tanstack/react-query'
import { Heart, HeartCrack, Send } from 'lucide-react'
import { css } from '../../styled-system/css'
import { messageOf } from '../api/errors'
import { askGrownUp } from '../api/lite'
import { heartStatusQueryOptions } from '../api/progress'
import { useSessionUser } from '../auth/session'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { useQuizData } from './session'

export type QuizHearts = { hearts: number; max: number; nextRefillAt: string | null }

/** The child's hearts while this quiz costs them (a Lite course); null otherwise, or while loading. */
export function useQuizHearts(): QuizHearts | null {
  const { quiz } = useQuizData()
  const id = useSessionUser()?.id ?? 0
  const { data } = useQuery({ ...heartStatusQueryOptions(id), enabled: id > 0 && quiz.pays_hearts === true })
  if (!quiz.pays_hearts || !data?.is_free_tier) return null
  return { hearts: data.hearts, max: data.max_hearts, nextRefillAt: data.next_refill_at }
}

/** "at 2:15 pm" (or "tomorrow at 7:00 am") on this device's clock, the child's own. */
export function localTimeWords(iso: string, now = new Date()) {
  const at = new Date(iso)
  const time = at
    .toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    .replace(/\s?([AP])M$/, (_, p) => ` ${p.toLowerCase()}m`)
  return at.toDateString() === now.toDateString() ? `at ${time}` : `tomorrow at ${time}`
}

/** A small row of hearts with its words, for sight and screen readers alike. */
export function HeartMeter({ hearts }: { hearts: QuizHearts }) {
  return (
    <p
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1.5',
        fontWeight: '650',
        fontSize: 'sm',
      })}
    >
      <span aria-hidden="true" className={css({ display: 'inline-flex', gap: '0.5' })}>
        {Array.from({ length: hearts.max }, (_, i) => (
          <Heart
            // biome-ignore lint/suspicious/noArrayIndexKey: hearts have no identity but their place
            key={i}
            size={18}
            className={css({ color: i < hearts.hearts ? 'danger.fg' : 'fg.subtle' })}
            fill={i < hearts.hearts ? 'currentColor' : 'none'}
          />
        ))}
      </span>
      <span>
        {hearts.hearts} of {hearts.max} hearts
      </span>
    </p>
  )
}

/** Said before the last heart goes: what uses it, and what else the child can do (issue 14 item 8). */
export function LastHeartWarning({ hearts, practice }: { hearts: QuizHearts; practice: boolean }) {
  if (hearts.hearts !== 1) return null
  return (
    <div role="status" className={css({ display: 'contents' })}>
      <p
        className={css({ bg: 'warning.bg', color: 'fg.default', borderRadius: 'control', px: '3', py: '2' })}
      >
        <strong>This is your last heart.</strong>{' '}
        {practice
          ? 'A wrong answer uses it when you check. Take your time, and try a hint first.'
          : 'Each wrong answer uses a heart when your answers are marked, so check them before you hand in.'}{' '}
        One heart comes back every 30 minutes.
      </p>
    </div>
  )
}

/** "Ask a grown-up": the parent is e-mailed how to unlock a subject; the child is told it went. */
export function AskGrownUp() {
  const ask = useMutation({ mutationFn: askGrownUp })
  if (ask.isSuccess)
    return (
      <p role="status" className={css({ fontWeight: '600' })}>
        We sent your grown-up a message. They can unlock this subject on their Lantern page.
      </p>
    )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
      <Button variant="outline" loading={ask.isPending} onClick={() => ask.mutate()}>
        <Send aria-hidden="true" />
        Ask a grown-up
      </Button>
      {ask.isError ? <p role="alert">{messageOf(ask.error)}</p> : null}
    </div>
  )
}

/** No hearts left: when the next one comes, on the child's clock, and the one thing that works now. */
export function OutOfHearts({ hearts }: { hearts: QuizHearts }) {
  return (
    <Alert status="warning" title="You have no hearts left for now">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <HeartCrack aria-hidden="true" size={18} />
          One heart comes back every 30 minutes
          {hearts.nextRefillAt ? `; the next ${localTimeWords(hearts.nextRefillAt)}` : ''}. Your answers are
          saved, so you can hand them in then.
        </p>
        <AskGrownUp />
      </div>
    </Alert>
  )
}
