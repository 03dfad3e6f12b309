import { assign, fromPromise, setup } from 'xstate'
import { type ModalPeriod, type ModalSeen, modalToShow } from './leaderboardModal.rules'

/**
 * The leaderboard modal on a student's pages (product.md §4: "returns results, joinNew or nothing, depending on
 * whether the user already saw the results or current modal within date windows"). It loads the period, shows
 * last week's results once, then "you are in a new league" once, and otherwise nothing; when the week ends while
 * the page is open it loads again.
 *
 * Accepts `modal.dismiss` (the child closes the modal) and `leaderboard.changed` (the page read the leaderboard
 * again: her points changed, she may just have joined a league, or a failed load worked on "Try again"). Provided by the app: `loadLeaderboard` (GET /leaderboard, with the
 * moment it answered) and the action `rememberSeen` (writes the flags to local storage, keyed per user).
 */
export type LoadedBoard = {
  period: ModalPeriod & { closes_at: string }
  /** When the answer was read (ms since 1970): the week's end is this far away. */
  loadedAt: number
}
export type LeaderboardModalInput = { seen: ModalSeen }
export type LeaderboardModalEvent = { type: 'modal.dismiss' } | { type: 'leaderboard.changed' }

type Context = { seen: ModalSeen; board: LoadedBoard | null }

/** setTimeout's longest wait; a week is well inside it. */
const LONGEST_TIMER_MS = 2_147_483_647

export const leaderboardModalMachine = setup({
  types: {
    input: {} as LeaderboardModalInput,
    context: {} as Context,
    events: {} as LeaderboardModalEvent,
  },
  actors: {
    loadLeaderboard: fromPromise<LoadedBoard>(async () => {
      throw new Error('The leaderboard is not available here.')
    }),
  },
  delays: {
    // One millisecond after the week closes, so the server has surely moved on to the next one.
    untilWeekEnds: ({ context }) =>
      context.board
        ? Math.min(
            LONGEST_TIMER_MS,
            Math.max(0, Date.parse(context.board.period.closes_at) - context.board.loadedAt) + 1,
          )
        : LONGEST_TIMER_MS,
  },
  actions: {
    rememberSeen: (_, _seen: ModalSeen) => {},
    keepBoard: assign({ board: (_, board: LoadedBoard) => board }),
    seeResults: assign({
      seen: ({ context }) => ({ ...context.seen, results: context.board?.period.previous?.end_date ?? null }),
    }),
    seeCurrent: assign({
      seen: ({ context }) => ({ ...context.seen, current: context.board?.period.current.start_date ?? null }),
    }),
  },
  guards: {
    resultsDue: ({ context }) =>
      !!context.board && modalToShow(context.board.period, context.seen) === 'results',
    joinNewDue: ({ context }) =>
      !!context.board && modalToShow(context.board.period, context.seen) === 'joinNew',
  },
}).createMachine({
  id: 'leaderboardModal',
  context: ({ input }) => ({ seen: input.seen, board: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLeaderboard',
        src: 'loadLeaderboard',
        onDone: { target: 'deciding', actions: { type: 'keepBoard', params: ({ event }) => event.output } },
        // No modal is better than a broken one: the page itself says what did not load.
        onError: 'unavailable',
      },
    },
    unavailable: { on: { 'leaderboard.changed': 'loading' } },
    deciding: {
      always: [
        { guard: 'resultsDue', target: 'results' },
        { guard: 'joinNewDue', target: 'joinNew' },
        { target: 'nothing' },
      ],
    },
    results: {
      on: {
        'modal.dismiss': {
          target: 'deciding',
          actions: ['seeResults', { type: 'rememberSeen', params: ({ context }) => context.seen }],
        },
      },
    },
    joinNew: {
      on: {
        'modal.dismiss': {
          target: 'deciding',
          actions: ['seeCurrent', { type: 'rememberSeen', params: ({ context }) => context.seen }],
        },
      },
    },
    nothing: {
      after: { untilWeekEnds: 'loading' },
      on: { 'leaderboard.changed': 'loading' },
    },
  },
})
