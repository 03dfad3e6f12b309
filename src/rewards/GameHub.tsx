import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Award, BookHeart, Flame, Heart, Sparkles, Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { heartStatusQueryOptions, xpQueryOptions } from '../api/progress'
import { streakCalendarQueryOptions } from '../api/rewards'
import { useSessionUser } from '../auth/session'
import { QueryStatus } from './QueryStatus'
import { StreakCalendar } from './StreakCalendar'

const card = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: { base: '4', md: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})
const heading = css({
  fontSize: 'xl',
  fontWeight: '800',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  '& svg': { width: '6', height: '6', color: 'brand.accent' },
})

function Card({
  id,
  title,
  icon,
  children,
}: {
  id: string
  title: string
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={heading}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

function LevelCard({ userId }: { userId: number }) {
  const xp = useQuery(xpQueryOptions(userId))
  const level = xp.data
  const span = level ? Math.max(1, level.next_level_xp - level.current_level_base_xp) : 1
  const into = level ? Math.min(span, Math.max(0, level.xp - level.current_level_base_xp)) : 0
  return (
    <Card
      id="hub-level"
      title={level ? `Level ${level.level}` : 'Your level'}
      icon={<Sparkles aria-hidden="true" />}
    >
      <QueryStatus query={xp} loading="Loading your level" failure="Your level did not load" />
      {level ? (
        <>
          <div
            role="progressbar"
            aria-label={`XP towards level ${level.level + 1}`}
            aria-valuemin={0}
            aria-valuemax={span}
            aria-valuenow={into}
            aria-valuetext={`${into} of ${span} XP`}
            className={css({
              height: '4',
              bg: 'bg.subtle',
              borderRadius: 'full',
              overflow: 'hidden',
              borderWidth: '1px',
              borderColor: 'border.control',
            })}
          >
            <div
              className={css({ height: '100%', bg: 'brand.solid' })}
              style={{ width: `${(into / span) * 100}%` }}
            />
          </div>
          <p>
            {level.xp} XP in all. {span - into} more XP to reach level {level.level + 1}.
          </p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            You earn XP for each mark the first time you get it right, and a bonus for finishing a worksheet.
            Taking your time pays: there is no XP for being quick.
          </p>
        </>
      ) : null}
    </Card>
  )
}

function StreakCard({ userId }: { userId: number }) {
  const calendar = useQuery(streakCalendarQueryOptions(userId))
  const data = calendar.data
  return (
    <Card
      id="hub-streak"
      title={data ? `${data.streak_days}-day streak` : 'Your streak'}
      icon={<Flame aria-hidden="true" />}
    >
      <QueryStatus query={calendar} loading="Loading your streak" failure="Your streak did not load" />
      {data ? (
        <>
          <StreakCalendar days={data.days} today={data.today} />
          <p>
            <strong>
              Streak freezes: {data.freezes_held} of {data.max_freezes}.
            </strong>{' '}
            {data.days_to_next_freeze === null
              ? 'You hold as many as you can.'
              : `Practise ${data.days_to_next_freeze} more ${data.days_to_next_freeze === 1 ? 'day' : 'days'} in a row to earn one.`}
          </p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            You earn a freeze for every 7 days in a row. If you miss a day, a freeze keeps your streak going
            by itself (it shows as a snowflake).
          </p>
        </>
      ) : null}
    </Card>
  )
}

function HeartsCard({ userId }: { userId: number }) {
  const hearts = useQuery(heartStatusQueryOptions(userId))
  const data = hearts.data
  if (!data?.is_free_tier) return null
  return (
    <Card
      id="hub-hearts"
      title={`Hearts: ${data.hearts} of ${data.max_hearts}`}
      icon={<Heart aria-hidden="true" />}
    >
      <p>
        On Lantern Lite, each wrong answer uses one heart. One heart comes back every 30 minutes, up to{' '}
        {data.max_hearts}.
        {data.next_refill_at
          ? ` Your next heart comes back at ${new Date(data.next_refill_at).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}.`
          : ''}
      </p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        Hearts never stop you reading your marks or reviewing your answers.
      </p>
    </Card>
  )
}

const tileLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '4',
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '2px',
  borderColor: 'border.default',
  fontWeight: '800',
  fontSize: 'lg',
  textDecoration: 'none',
  color: 'fg.default',
  _hover: { borderColor: 'brand.accent' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.accent' },
  '& svg': { width: '7', height: '7', color: 'brand.accent', flexShrink: 0 },
})

/** The child's "my progress" play hub: level, streak, freezes, hearts, and where the rewards are kept. */
export function GameHub() {
  const user = useSessionUser()
  const userId = user?.id ?? 0
  if (!userId) return null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <nav
        aria-label="Your rewards"
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
          gap: '3',
        })}
      >
        <Link to="/student/sticker-book" className={tileLink}>
          <BookHeart aria-hidden="true" />
          Sticker book
        </Link>
        <Link to="/student/v2/engagement/badges" className={tileLink}>
          <Award aria-hidden="true" />
          Badges
        </Link>
        <Link to="/student/leaderboard" className={tileLink}>
          <Trophy aria-hidden="true" />
          Leaderboard
        </Link>
      </nav>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
          gap: '5',
          alignItems: 'start',
        })}
      >
        <LevelCard userId={userId} />
        <StreakCard userId={userId} />
        {user?.is_free_tier ? <HeartsCard userId={userId} /> : null}
      </div>
    </div>
  )
}
