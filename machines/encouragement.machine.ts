import { assign, fromCallback, fromPromise, setup, stateIn } from 'xstate'
import { type EncouragementEvent, LIMITS } from '../contracts/constants'
import {
  type AttemptEvent,
  type AttemptProgress,
  type AttemptSetup,
  pick,
  startProgress,
  step,
} from './encouragement.rules'
import { ENCOURAGEMENT_IDLE_THRESHOLDS, type EncouragementIdle, type IdleInput } from './streams/idle'

/**
 * The coach's encouragement during one practice attempt: events 1–18 (product.md §4 "Encouragement events 1 to
 * 18"; plan §8.3; ADR 0037). An answer, a mark or a quiet spell may make events due; one is shown at a time, for
 * five seconds, and each fires once per attempt.
 *
 * Accepts (the quiz player forwards them): `encouragement.answered {count}` while answering,
 * `encouragement.handedIn`, `encouragement.marked {correct, timeSpent, optionsClicked, typed}` for each mark of
 * the grading stream, `encouragement.completed`, and `encouragement.dismiss` (the child closes the bubble); from
 * the `idle` actor `encouragement.idle {seconds}`. Emits nothing: the player reads `message` from the snapshot.
 * `completed` ends the machine once the bubble is quiet: marking ends a moment after the last marks, and a bubble
 * they brought up still has its time (or is closed) before the end.
 * Provided by the app: `idle` (`fromIdle(userActivity())`, machines/streams/idle.ts) and `generate`
 * (POST /chat/generate with `nudging_group: 'encouragement'` and the event as `nudging_type`: a template
 * variant with the child's first name, never a model, §13 Q8).
 */
export type EncouragementInput = AttemptSetup
export type GenerateInput = { nudging_group: 'encouragement'; nudging_type: EncouragementEvent }
export type EncouragementMachineEvent =
  | AttemptEvent
  | { type: 'encouragement.handedIn' }
  | { type: 'encouragement.completed' }
  | { type: 'encouragement.dismiss' }

type Context = AttemptSetup & {
  progress: AttemptProgress
  /** The event being shown (or asked for). */
  showing: EncouragementEvent | null
  message: string | null
}
type Args = { context: Context; event: EncouragementMachineEvent }

const isAttemptEvent = (event: EncouragementMachineEvent): event is AttemptEvent =>
  event.type === 'encouragement.answered' ||
  event.type === 'encouragement.marked' ||
  event.type === 'encouragement.idle'
const stepOf = ({ context, event }: Args) =>
  isAttemptEvent(event) ? step(context, context.progress, event) : { progress: context.progress, due: [] }
const showDue = { guard: 'bringsDue', target: 'generating', actions: 'recordAndShow' } as const
/** A bubble goes; once marking has completed, the machine ends with it. */
const quietOrDone = [
  { guard: 'hasEnded', target: '#encouragement.done', actions: 'hide' },
  { target: 'quiet', actions: 'hide' },
] as const

export const encouragementMachine = setup({
  types: {
    input: {} as EncouragementInput,
    context: {} as Context,
    events: {} as EncouragementMachineEvent,
  },
  actors: {
    // The app gives `fromIdle(userActivity())`; without it no quiet spell is reported.
    idle: fromCallback<EncouragementIdle, IdleInput<EncouragementIdle>>(() => {}),
    generate: fromPromise<{ text: string }, GenerateInput>(async () => {
      throw new Error('Encouragement is not available here.')
    }),
  },
  delays: { showMs: LIMITS.ENCOURAGEMENT_SHOW_MS },
  actions: {
    /** §13 Q11: the highest-priority due event is shown; the others count as fired. */
    recordAndShow: assign((args: Args) => {
      const { progress, due } = stepOf(args)
      const showing = pick(due)
      return {
        progress: showing ? { ...progress, shown: [...progress.shown, showing] } : progress,
        showing,
        message: null,
      }
    }),
    /** One bubble at a time: what becomes due while one is up counts as fired, unseen. */
    record: assign((args: Args) => ({ progress: stepOf(args).progress })),
    keepMessage: assign((_, text: string) => ({ message: text })),
    hide: assign({ showing: null, message: null }),
  },
  guards: {
    bringsDue: (args: Args) => stepOf(args).due.length > 0,
    isBubbleQuiet: stateIn({ practising: { bubble: 'quiet' } }),
    hasEnded: stateIn({ practising: { phase: 'ended' } }),
  },
}).createMachine({
  id: 'encouragement',
  context: ({ input }) => ({ ...input, progress: startProgress(), showing: null, message: null }),
  initial: 'practising',
  states: {
    practising: {
      type: 'parallel',
      states: {
        phase: {
          initial: 'answering',
          states: {
            // Product.md §9: "Idle encouragement fires at 90 s and 120 s", while the child is answering.
            answering: {
              invoke: { id: 'idle', src: 'idle', input: { thresholds: ENCOURAGEMENT_IDLE_THRESHOLDS } },
              on: { 'encouragement.handedIn': 'marking' },
            },
            // Marking completed: the machine ends, but a bubble being written or shown has its time first.
            marking: {
              on: {
                'encouragement.completed': [
                  { guard: 'isBubbleQuiet', target: '#encouragement.done' },
                  { target: 'ended' },
                ],
              },
            },
            ended: {},
          },
        },
        bubble: {
          initial: 'quiet',
          // While a bubble is asked for or shown, answers and marks still count (streaks, the first six).
          on: {
            'encouragement.answered': { actions: 'record' },
            'encouragement.marked': { actions: 'record' },
            'encouragement.idle': { actions: 'record' },
          },
          states: {
            quiet: {
              on: {
                'encouragement.answered': showDue,
                'encouragement.marked': showDue,
                'encouragement.idle': showDue,
              },
            },
            generating: {
              invoke: {
                id: 'generate',
                src: 'generate',
                input: ({ context }) => ({
                  nudging_group: 'encouragement' as const,
                  nudging_type: context.showing ?? 'midway_no_message',
                }),
                onDone: {
                  target: 'showing',
                  actions: { type: 'keepMessage', params: ({ event }) => event.output.text },
                },
                // An encouragement that could not be written is simply not shown.
                onError: quietOrDone,
              },
            },
            // Plan §8.3: shown for ENCOURAGEMENT_SHOW_MS unless the child closes it.
            showing: {
              after: { showMs: quietOrDone },
              on: { 'encouragement.dismiss': quietOrDone },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
