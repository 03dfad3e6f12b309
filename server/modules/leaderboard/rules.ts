import type { League } from '../../../contracts/leaderboard'

/** About 30 children a cohort, as Duolingo's leagues: enough to race, few enough to find yourself. */
export const COHORT_SIZE = 30
/** The top fifth moves up and the bottom fifth moves down (ADR 0059). */
const ZONE_SHARE = 5

export const promoteCount = (size: number, league: League) =>
  league === 3 || size === 0 ? 0 : Math.max(1, Math.floor(size / ZONE_SHARE))

export const demoteCount = (size: number, league: League) => {
  if (league === 1) return 0
  return Math.min(Math.floor(size / ZONE_SHARE), size - promoteCount(size, league))
}

export type Standing = { userId: number; points: number; joinedAt: Date }

/** Most points first; a tie goes to whoever joined the week first (they were there first), then the lower id. */
export function rankStandings<T extends Standing>(rows: readonly T[]): Array<T & { rank: number }> {
  return [...rows]
    .sort((a, b) => b.points - a.points || a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId - b.userId)
    .map((row, i) => ({ ...row, rank: i + 1 }))
}

export type Outcome = 1 | 0 | -1
export const OUTCOME_NAMES = { 1: 'promoted', 0: 'stayed', [-1]: 'demoted' } as const

/**
 * What the close does to a place: the top places move up, the bottom places down. A child who earned nothing
 * in the week never moves up (she cannot be at the top by being there).
 */
export function outcomeFor(rank: number, points: number, size: number, league: League): Outcome {
  if (rank <= promoteCount(size, league) && points > 0) return 1
  if (rank > size - demoteCount(size, league)) return -1
  return 0
}

export const leagueAfter = (league: League, outcome: Outcome) =>
  Math.min(3, Math.max(1, league + outcome)) as League

/** Another child as children see her: first name and last initial only. */
export const initialOf = (lastName: string) => {
  const first = lastName.trim().charAt(0).toUpperCase()
  return first ? `${first}.` : ''
}
