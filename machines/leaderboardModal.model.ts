import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import {
  type LeaderboardModalEvent,
  type LeaderboardModalInput,
  type LoadedBoard,
  leaderboardModalMachine,
} from './leaderboardModal.machine'

const week = { start_date: '2026-11-30', end_date: '2026-12-06' }
const loadedAt = Date.parse('2026-12-02T04:00:00Z')
const closesAt = '2026-12-06T16:00:00.000Z'
export const WEEK_LEFT_MS = Date.parse(closesAt) - loadedAt + 1

const board = (previous: boolean, assigned: boolean): LoadedBoard => ({
  period: {
    previous: previous ? { end_date: '2026-11-29' } : null,
    current: week,
    in_progress: true,
    assigned,
    closes_at: closesAt,
  },
  loadedAt,
})
/** The answers GET /leaderboard can give, as the modal sees them. */
export const boards = {
  'after a week played': board(true, false),
  'in a league this week': board(false, true),
  'never played': board(false, false),
}

export const leaderboardModalInputs = {
  'nothing seen yet': { seen: { results: null, current: null } },
  'results already seen': { seen: { results: '2026-11-29', current: null } },
  'everything seen': { seen: { results: '2026-11-29', current: '2026-11-30' } },
} satisfies Record<string, LeaderboardModalInput>

export const leaderboardModalModel = defineModel({
  machine: leaderboardModalMachine,
  inputs: leaderboardModalInputs,
  events: (): LeaderboardModalEvent[] => [
    ...Object.values(boards).map((output) => doneEvent<LeaderboardModalEvent>('loadLeaderboard', output)),
    errorEvent('loadLeaderboard', { message: 'Could not reach Lantern.' }),
  ],
  eventName: (event) => {
    if (event.type !== ('xstate.done.actor.loadLeaderboard' as string)) return undefined
    const output = (event as unknown as { output: LoadedBoard }).output
    return Object.entries(boards)
      .find(([, b]) => b === output)?.[0]
      .replaceAll(' ', '-')
  },
  traversal: () => ({
    // One reload is enough to show the loop; after it the walk would only repeat itself.
    filterEvents: ({ context }, event) =>
      !(event.type === 'leaderboard.changed' && context.board?.period.assigned === true),
  }),
  sees: {
    loading: 'Nothing yet: the page behind shows its own loading state',
    unavailable: 'No modal; the leaderboard page says what did not load',
    results: 'A modal: "Last week you came 3rd in Silver: you move up to Gold!" with a big "Yay!" button',
    joinNew: 'A modal: "A new week, a new race! You are in the Bronze league" with "Let\'s go"',
    nothing: 'No modal',
  },
  words: {
    guards: {
      resultsDue: "if last week's results are not seen yet",
      joinNewDue: "if this week's league is not seen yet",
    },
    delays: { untilWeekEnds: 'when the league week ends' },
  },
})
