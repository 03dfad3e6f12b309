import { assign, setup } from 'xstate'

/**
 * The level-up and new-badge moments after a quiz (issue 15, ADR 0060): short and joyful, one at a time. Each
 * moment shows for a few seconds, or until the child dismisses it; several earned at once wait in a queue.
 * When the browser asks for reduced motion the moments are shown still (`reducedMotion` is read by the view).
 *
 * Accepts: `moments.add {moments}` (the results screen, with what the server says is new), `moment.dismiss`,
 * `moments.dismissAll`. Provided by the app: the action `markShown` (tells the server the moment was seen, so
 * it is celebrated once).
 */
export type Moment = {
  /** Unique within a session: `badge-12`, `collectible-40`, `level-3`. */
  key: string
  kind: 'level' | 'badge' | 'collectible'
  title: string
  line: string
  image: string | null
  alt: string
}
export type CelebrationInput = { reducedMotion: boolean }
export type CelebrationEvent =
  | { type: 'moments.add'; moments: Moment[] }
  | { type: 'moment.dismiss' }
  | { type: 'moments.dismissAll' }

/** How long a moment stays when the child does nothing: long enough to read, short enough not to block. */
export const MOMENT_MS = 4000

type Context = { queue: Moment[]; current: Moment | null; reducedMotion: boolean; shown: string[] }

export const celebrationMachine = setup({
  types: {
    input: {} as CelebrationInput,
    context: {} as Context,
    events: {} as CelebrationEvent,
  },
  delays: { momentMs: MOMENT_MS },
  actions: {
    markShown: (_, _moment: Moment) => {},
    enqueue: assign({
      queue: ({ context, event }) => {
        if (event.type !== 'moments.add') return context.queue
        // The same moment twice (a refetch) is celebrated once.
        const known = new Set([...context.shown, ...context.queue.map((m) => m.key), context.current?.key])
        return [...context.queue, ...event.moments.filter((m) => !known.has(m.key))]
      },
    }),
    takeNext: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
      shown: context.queue[0] ? [...context.shown, context.queue[0].key] : context.shown,
    })),
    finish: assign({ current: null }),
    clear: assign({ queue: [], current: null }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'celebration',
  context: ({ input }) => ({ queue: [], current: null, reducedMotion: input.reducedMotion, shown: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'moments.add': { target: 'next', actions: 'enqueue' } },
    },
    // Transient: the next moment in line, or rest.
    next: { always: [{ guard: 'hasQueued', target: 'showing' }, { target: 'idle' }] },
    showing: {
      entry: ['takeNext', { type: 'markShown', params: ({ context }) => context.current as Moment }],
      after: { momentMs: { target: 'next', actions: 'finish' } },
      on: {
        'moments.add': { actions: 'enqueue' },
        'moment.dismiss': { target: 'next', actions: 'finish' },
        'moments.dismissAll': { target: 'idle', actions: 'clear' },
      },
    },
  },
})
