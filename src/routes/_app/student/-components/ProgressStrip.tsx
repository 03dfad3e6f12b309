import { useQuery } from '@tanstack/react-query'
import { Flame, Heart, Sparkles } from 'lucide-react'
import { css } from '../../../../../styled-system/css'
import { heartStatusQueryOptions, streaksQueryOptions, xpQueryOptions } from '../../../../api/progress'
import { useSessionUser } from '../../../../auth/session'

const strip = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: { base: '3', md: '6' },
  alignItems: 'center',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  px: '4',
  py: '3',
  fontWeight: '650',
  '& svg': { width: '5', height: '5', flexShrink: 0 },
})
const part = css({ display: 'flex', alignItems: 'center', gap: '2' })
const bar = css({
  width: '24',
  height: '2.5',
  bg: 'bg.subtle',
  borderRadius: 'full',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.control',
})

/** Level and XP, the practice streak, and hearts for Lite students. Quiet while loading; absent on error. */
export function ProgressStrip() {
  const user = useSessionUser()
  const id = user?.id ?? 0
  const xp = useQuery({ ...xpQueryOptions(id), enabled: id > 0 })
  const streaks = useQuery({ ...streaksQueryOptions(id), enabled: id > 0 })
  const hearts = useQuery({ ...heartStatusQueryOptions(id), enabled: id > 0 && Boolean(user?.is_free_tier) })
  if (!xp.data && !streaks.data) return null

  const level = xp.data
  const span = level ? Math.max(1, level.next_level_xp - level.current_level_base_xp) : 1
  const into = level ? Math.min(span, Math.max(0, level.xp - level.current_level_base_xp)) : 0
  return (
    <section aria-label="Your progress" className={strip}>
      {level ? (
        <div className={part}>
          <Sparkles aria-hidden="true" className={css({ color: 'brand.accent' })} />
          <span>Level {level.level}</span>
          <div
            role="progressbar"
            aria-label={`XP towards level ${level.level + 1}`}
            aria-valuemin={0}
            aria-valuemax={span}
            aria-valuenow={into}
            aria-valuetext={`${into} of ${span} XP`}
            className={bar}
          >
            <div
              className={css({ height: '100%', bg: 'brand.solid' })}
              style={{ width: `${(into / span) * 100}%` }}
            />
          </div>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{level.xp} XP</span>
        </div>
      ) : null}
      {streaks.data ? (
        <div className={part}>
          <Flame
            aria-hidden="true"
            className={css({ color: streaks.data.active ? 'brand.accent' : 'fg.subtle' })}
          />
          <span>
            {streaks.data.days > 0
              ? `${streaks.data.days}-day streak${streaks.data.active ? '' : ' — practise today to keep it!'}`
              : 'Practise today to start a streak'}
          </span>
        </div>
      ) : null}
      {hearts.data?.is_free_tier ? (
        <div className={part}>
          <Heart aria-hidden="true" className={css({ color: 'danger.fg', fill: 'currentColor' })} />
          <span>
            {hearts.data.hearts} of {hearts.data.max_hearts} hearts
          </span>
        </div>
      ) : null}
    </section>
  )
}
