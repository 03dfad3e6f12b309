import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { PartyPopper, X } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { celebrationMachine, type Moment } from '../../machines/celebration.machine'
import { dataState } from '../../machines/dataState'
import { css, cx } from '../../styled-system/css'
import { progressKeys } from '../api/progress'
import { markRewardsSeen, newRewardsQueryOptions, rewardKeys } from '../api/rewards'
import { useSessionUser } from '../auth/session'
import { Button } from '../ui/Button'

type NewRewards = Awaited<ReturnType<NonNullable<ReturnType<typeof newRewardsQueryOptions>['queryFn']>>>

/** What the server says is new, as moments: the level first, then badges and stickers in the order earned. */
export function momentsOf(data: NewRewards): Moment[] {
  const level: Moment[] = data.level
    ? [
        {
          key: `level-${data.level.level}`,
          kind: 'level',
          title: `Level ${data.level.level}!`,
          line: `You reached level ${data.level.level}. All that careful practice is paying off!`,
          image: null,
          alt: '',
        },
      ]
    : []
  return [
    ...level,
    ...data.rewards.map((r) => ({
      key: `${r.kind}-${r.id}`,
      kind: r.kind,
      title: r.kind === 'badge' ? `New badge: ${r.name}` : `New sticker: ${r.name}`,
      line:
        r.kind === 'badge'
          ? `${r.how_to_earn.replace(/\.$/, '')} — you did it!`
          : 'It is in your sticker book now.',
      image: r.image,
      alt: r.alt,
    })),
  ]
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)

const card = css({
  position: 'fixed',
  zIndex: 50,
  left: '50%',
  bottom: { base: '4', md: '8' },
  transform: 'translateX(-50%)',
  width: 'min(26rem, calc(100vw - 2rem))',
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  p: '4',
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '3px',
  borderColor: 'brand.accent',
  boxShadow: 'overlay',
})

/**
 * The level-up and new-reward moments on the results screen (ADR 0060): what is new since the last marking,
 * each shown once for a few seconds, and marked seen on the server as it shows.
 */
export function RewardMoments() {
  const userId = useSessionUser()?.id ?? 0
  const queryClient = useQueryClient()
  const fresh = useQuery({ ...newRewardsQueryOptions(userId), enabled: userId > 0 })
  const logic = useMemo(
    () =>
      celebrationMachine.provide({
        actions: {
          markShown: (_, moment: Moment) => {
            const [kind, id] = moment.key.split('-')
            const seen =
              kind === 'level' ? markRewardsSeen([], Number(id)) : markRewardsSeen([Number(id)], null)
            void seen
              .then(() => {
                void queryClient.invalidateQueries({ queryKey: rewardKeys.all(userId) })
                void queryClient.invalidateQueries({ queryKey: progressKeys.all(userId) })
              })
              .catch(() => {})
          },
        },
      }),
    [queryClient, userId],
  )
  const [snapshot, send] = useMachine(logic, { input: { reducedMotion: prefersReducedMotion() } })
  useEffect(() => {
    if (fresh.data) send({ type: 'moments.add', moments: momentsOf(fresh.data) })
  }, [fresh.data, send])

  const moment = snapshot.context.current
  const still = snapshot.context.reducedMotion
  // Escape closes every waiting moment at once, as it closes other things laid over a page.
  useEffect(() => {
    if (!moment) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'moments.dismissAll' })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [moment, send])
  return (
    <div aria-live="polite" data-flow="celebration" data-state={dataState(snapshot.value)}>
      {moment ? (
        <section aria-label="Celebration" className={card}>
          {moment.image ? (
            <img
              src={moment.image}
              alt={moment.alt}
              width={72}
              height={72}
              className={cx(
                css({ width: '18', height: '18', flexShrink: 0 }),
                !still && css({ animation: 'bounce 1s ease-in-out 2' }),
              )}
            />
          ) : (
            <PartyPopper
              aria-hidden="true"
              className={cx(
                css({ width: '14', height: '14', color: 'brand.accent', flexShrink: 0 }),
                !still && css({ animation: 'bounce 1s ease-in-out 2' }),
              )}
            />
          )}
          <div className={css({ flex: 1, minWidth: 0 })}>
            <p className={css({ fontSize: 'xl', fontWeight: '800' })}>{moment.title}</p>
            <p>{moment.line}</p>
          </div>
          <Button variant="ghost" aria-label="Close" onClick={() => send({ type: 'moment.dismiss' })}>
            <X aria-hidden="true" />
          </Button>
        </section>
      ) : null}
    </div>
  )
}
