import type { League } from '../../contracts/leaderboard'
import { LEAGUE_NAMES } from './LeagueEmblem'

export type Zone = 'up' | 'down' | 'stay'

/** Which zone a place in the table is in, from the counts the server sends. */
export function zoneOf(rank: number, size: number, promote: number, demote: number): Zone {
  if (rank <= promote) return 'up'
  if (rank > size - demote) return 'down'
  return 'stay'
}

/** The week's rules in a child's words. */
export function zoneWords(league: League, promote: number, demote: number): string[] {
  const up =
    league === 3
      ? 'Gold is the top league. Keep earning points to stay here!'
      : `The top ${promote === 1 ? 'child moves' : `${promote} children move`} up to ${LEAGUE_NAMES[(league + 1) as League]} next week.`
  const down =
    league === 1
      ? 'Nobody moves down from Bronze, so have fun and keep practising.'
      : demote === 0
        ? 'Nobody moves down this week while the group is small.'
        : `The bottom ${demote === 1 ? 'child moves' : `${demote} children move`} down to ${LEAGUE_NAMES[(league - 1) as League]}.`
  return [up, down, 'Everyone else stays in this league. Each week is a brand-new race!']
}
