import type { League } from '../../contracts/leaderboard'

/** Each league's colours: bronze, silver and gold, deep enough for a white star to stand out. */
const COLOURS: Record<League, { face: string; rim: string; shine: string }> = {
  1: { face: '#b0652b', rim: '#7a3f12', shine: '#e3a36f' },
  2: { face: '#8a97a8', rim: '#4f5b6b', shine: '#d7dee8' },
  3: { face: '#d49a00', rim: '#8a5a00', shine: '#ffe08a' },
}
export const LEAGUE_NAMES: Record<League, string> = { 1: 'Bronze', 2: 'Silver', 3: 'Gold' }

/** A shield with one, two or three stars: the league at a glance, drawn in code. */
export function LeagueEmblem({ league, size = 72 }: { league: League; size?: number }) {
  const c = COLOURS[league]
  const stars = [
    [[50, 52]],
    [
      [38, 54],
      [62, 54],
    ],
    [
      [50, 40],
      [36, 62],
      [64, 62],
    ],
  ][league - 1]
  return (
    <svg
      role="img"
      aria-label={`${LEAGUE_NAMES[league]} league emblem`}
      width={size}
      height={size}
      viewBox="0 0 100 100"
    >
      <path d="M50 4 L90 18 V48 C90 72 72 88 50 96 C28 88 10 72 10 48 V18 Z" fill={c.rim} />
      <path d="M50 11 L83 23 V48 C83 68 68 81 50 88 C32 81 17 68 17 48 V23 Z" fill={c.face} />
      <path d="M50 11 L83 23 V34 C66 28 34 28 17 34 V23 Z" fill={c.shine} opacity="0.55" />
      {stars.map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          transform={`translate(${x} ${y}) scale(${league === 1 ? 1.4 : 1})`}
          d="M0 -10 L2.9 -3.1 L10 -3.1 L4.3 1.4 L6.5 8.5 L0 4.2 L-6.5 8.5 L-4.3 1.4 L-10 -3.1 L-2.9 -3.1 Z"
          fill="#ffffff"
          stroke={c.rim}
          strokeWidth="0.8"
        />
      ))}
    </svg>
  )
}
