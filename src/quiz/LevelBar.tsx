import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { css } from '../../styled-system/css'
import { xpQueryOptions } from '../api/progress'
import { useSessionUser } from '../auth/session'
import { levelProgress, type XpStatus, xpBeforeOf } from './levelProgress'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)

const track = css({
  position: 'relative',
  height: '4',
  borderRadius: 'full',
  bg: 'bg.muted',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
})
const fill = css({
  height: '100%',
  borderRadius: 'full',
  bg: 'brand.solid',
  transition: 'width 1.2s cubic-bezier(0.22, 1, 0.36, 1)',
  _motionReduce: { transition: 'none' },
})
const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`

/**
 * A level bar that fills by the XP this practice earned (issue 14 item 7), from the server's XP and level. It
 * moves once, shortly after the results appear; still when the system asks for reduced motion. A level reached
 * now is celebrated by RewardMoments (the celebration machine); the bar only says so.
 */
export function LevelBar({ xpEarned }: { xpEarned: number }) {
  const userId = useSessionUser()?.id ?? 0
  const queryClient = useQueryClient()
  // What the page knew before the results (the library or the player read it): taken once, before it is asked again.
  const [known] = useState(() => queryClient.getQueryData<XpStatus>(xpQueryOptions(userId).queryKey)?.xp)
  const xp = useQuery({
    ...xpQueryOptions(userId),
    enabled: userId > 0,
    staleTime: 0,
    refetchOnMount: 'always',
  })
  const fresh = xp.data && !xp.isFetching ? xp.data : null
  const before = fresh ? xpBeforeOf(fresh.xp, xpEarned, known) : 0
  const progress = fresh ? levelProgress(fresh, before) : null
  const earned = fresh ? fresh.xp - before : 0
  const [moved, setMoved] = useState(prefersReducedMotion)
  useEffect(() => {
    if (!progress || moved) return
    const timer = setTimeout(() => setMoved(true), 300)
    return () => clearTimeout(timer)
  }, [progress, moved])

  if (xp.isError) return null
  if (!progress)
    return (
      <p role="status" className={css({ color: 'fg.muted' })}>
        Loading your level…
      </p>
    )
  const toNext = progress.span - progress.into
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxWidth: '32rem' })}>
      <p className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontWeight: '700' })}>
        <span id="level-bar-label">
          {progress.leveledUp ? `Level up! You are on level ${progress.level}` : `Level ${progress.level}`}
        </span>
        {earned > 0 ? <span className={css({ color: 'brand.accent' })}>+{earned} XP</span> : null}
      </p>
      <div
        role="progressbar"
        aria-labelledby="level-bar-label"
        aria-valuemin={0}
        aria-valuemax={progress.span}
        aria-valuenow={progress.into}
        aria-valuetext={`${progress.into} of ${progress.span} XP on level ${progress.level}`}
        className={track}
      >
        <div
          data-testid="level-fill"
          className={fill}
          style={{ width: percent(moved ? progress.to : progress.from) }}
        />
      </div>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {toNext > 0 ? `${toNext} XP to level ${progress.level + 1}` : `Level ${progress.level + 1} is next!`}
      </p>
    </div>
  )
}
