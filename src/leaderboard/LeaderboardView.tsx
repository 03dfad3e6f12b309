import { ArrowDown, ArrowUp, Minus } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Leaderboard } from '../../contracts/leaderboard'
import { css, cx } from '../../styled-system/css'
import { daysLeft, ordinal, shortDay } from './dates'
import { LEAGUE_NAMES, LeagueEmblem } from './LeagueEmblem'
import { zoneOf, zoneWords } from './zones'

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
})
const header = css({ display: 'flex', gap: { base: '3', md: '5' }, alignItems: 'center', flexWrap: 'wrap' })
const list = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1.5' })
const rowStyle = css({
  display: 'grid',
  gridTemplateColumns: '2.5rem 1.5rem 1fr auto',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2.5',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'transparent',
  bg: 'bg.subtle',
})
const mine = css({ bg: 'info.bg', borderColor: 'brand.solid', borderWidth: '2px', fontWeight: '700' })
const zoneIcon = { up: ArrowUp, down: ArrowDown, stay: Minus }
const zoneLabel = { up: 'moving up', down: 'moving down', stay: 'staying' }
const zoneClass = {
  up: css({ color: 'success.fg', w: '5', h: '5' }),
  down: css({ color: 'danger.fg', w: '5', h: '5' }),
  stay: css({ color: 'fg.muted', w: '5', h: '5' }),
}

type Props = {
  board: Leaderboard
  /** Today in Singapore (YYYY-MM-DD): how many days the race has left. */
  today: string
  /** What to say, and offer, when she is not yet in this week's race. */
  notJoined?: ReactNode
}

/** A league table: the league, the week, her place, the rules of moving up and down, and the children in it. */
export function LeaderboardView({ board, today, notJoined }: Props) {
  const { period, league } = board
  const left = daysLeft(period.current.end_date, today)
  const size = board.students.length
  const me = board.students.find((s) => s.is_me)
  // The list comes ranked: a child's place is her row's identity.
  const rows = board.students.map((s, i) => ({ ...s, place: i + 1 }))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <section aria-labelledby="league-name" className={cx(card, header)}>
        <LeagueEmblem league={league} />
        <div className={css({ flex: '1', minWidth: '12rem' })}>
          <h2 id="league-name" className={css({ fontSize: '2xl', fontWeight: '800' })}>
            {LEAGUE_NAMES[league]} league
          </h2>
          <p className={css({ color: 'fg.muted' })}>
            This week: {shortDay(period.current.start_date)} to {shortDay(period.current.end_date)}
            {' · '}
            {left === 1 ? 'last day!' : `${left} days left`}
          </p>
        </div>
        {board.rank ? (
          <p className={css({ fontSize: 'xl', fontWeight: '800' })} data-testid="my-rank">
            You are {ordinal(board.rank)} of {size}
          </p>
        ) : null}
      </section>

      {board.hidden ? (
        <p className={card} role="status">
          A grown-up has chosen to keep you off leaderboards, so other children do not see you here. You still
          earn points for yourself: <strong>{me?.points ?? 0} points</strong> this week.
        </p>
      ) : !period.assigned ? (
        <div className={card}>{notJoined}</div>
      ) : (
        <>
          <section aria-labelledby="league-rules" className={card}>
            <h2 id="league-rules" className={css({ fontWeight: '700', mb: '2' })}>
              How the week works
            </h2>
            <ul
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '1',
                pl: '5',
                listStyle: 'disc',
              })}
            >
              <li>Points are the XP you earn this week, from right answers and finished worksheets.</li>
              {zoneWords(league, board.promote_count, board.demote_count).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="league-table">
            <h2 id="league-table" className={css({ fontWeight: '700', mb: '2' })}>
              This week&apos;s race
            </h2>
            <ol className={list} aria-labelledby="league-table">
              {rows.map((s) => {
                const zone = zoneOf(s.place, size, board.promote_count, board.demote_count)
                const Icon = zoneIcon[zone]
                return (
                  <li
                    key={s.place}
                    className={cx(rowStyle, s.is_me ? mine : undefined)}
                    aria-current={s.is_me ? 'true' : undefined}
                  >
                    <span className={css({ fontWeight: '800', textAlign: 'right' })}>{s.place}</span>
                    <span>
                      <Icon aria-hidden="true" className={zoneClass[zone]} />
                      <span className={css({ srOnly: true })}>{zoneLabel[zone]}</span>
                    </span>
                    <span>
                      {s.first_name} {s.last_name}
                      {s.is_me ? ' (you)' : ''}
                      <span
                        className={css({
                          display: 'block',
                          fontSize: 'sm',
                          color: 'fg.muted',
                          fontWeight: '500',
                        })}
                      >
                        Level {s.current_level}
                      </span>
                    </span>
                    <span className={css({ fontWeight: '700' })}>{s.points} points</span>
                  </li>
                )
              })}
            </ol>
          </section>
        </>
      )}
    </div>
  )
}
