import { assign, emit, fromPromise, setup } from 'xstate'
import type { z } from 'zod'
import type { OnboardingSchema } from '../contracts/users'
import type { ChatNudge } from './chatSession.context'
import { messageOf } from './errors'
import {
  type Fields,
  firstOpenStep,
  ONBOARDING_CHAT_FIELDS,
  type OnboardingStep,
  SKIPPED,
  stepsFilled,
} from './onboardingChat.steps'

export { ONBOARDING_CHAT_FIELDS, SKIPPED, stepsFilled } from './onboardingChat.steps'

/**
 * The onboarding chat: the coach asks four things, one at a time (product.md §4 "Onboarding chat steps 1 to 4":
 * favourite subject, favourite topic challenges, a suggested activity, a check-in; calls.md GET/PUT
 * /users/onboarding; plan §8.6; ADR 0038). The child answers in the chat (the server keeps the answer from that
 * turn), skips a step (saved as "skipped", which counts as answered, §13 Q18), or at step 3 starts the suggested
 * practice; the check-in follows that practice.
 *
 * Accepts: `onboarding.answer {text}`, `onboarding.skip`, `onboarding.activityStarted {worksheetId}`,
 * `onboarding.retry`; from the wiring `coach.turnDone` / `coach.turnFailed` (the chat session finished the turn
 * this machine asked for) and `triggers.practiceFinished` (the quiz player's result).
 * Emits: `coach.requestTurn {nudge, text?}` (the wiring sends the chat session `coach.start {nudge, text}`, with
 * `onboarding_state` 1–4), and `onboarding.completed` once the fourth step is done in this chat (the plan machine
 * then makes the first plan; the triggers machine asks the disposition survey).
 * Provided by the app: `loadOnboarding` (GET /users/onboarding), `saveField` (PUT /users/onboarding with every
 * field, the one being saved changed: the call replaces the whole map).
 */
export type Onboarding = z.infer<typeof OnboardingSchema>
export type OnboardingChatInput = { fields: Fields }
export type SaveFieldInput = { fields: Fields }
export type OnboardingChatEvent =
  | { type: 'onboarding.answer'; text: string }
  | { type: 'onboarding.skip' }
  | { type: 'onboarding.activityStarted'; worksheetId: number }
  | { type: 'onboarding.retry' }
  | { type: 'coach.turnDone' }
  | { type: 'coach.turnFailed' }
  | { type: 'triggers.practiceFinished' }
export type OnboardingChatEmitted =
  | { type: 'coach.requestTurn'; nudge: ChatNudge; text?: string }
  | { type: 'onboarding.completed' }

type Context = {
  fields: Fields
  /** The step being asked; null until the first is. */
  step: OnboardingStep | null
  /** What `saving` writes for the step: "skipped", or the worksheet of the suggested activity. */
  saving: Fields[string]
  /** The child started the suggested practice: the check-in waits for it to finish. */
  practising: boolean
  error: string | null
}

const LOAD_FAILED = 'Your answers could not be loaded. Try again.'
const nudgeOf = (step: OnboardingStep | null): ChatNudge => ({
  nudging_group: 'onboarding',
  onboarding_state: step ?? 1,
})
const answerText = ({ event }: { event: OnboardingChatEvent }) =>
  event.type === 'onboarding.answer' ? event.text : ''
const keepFields = {
  type: 'keepFields',
  params: ({ event }: { event: { output: Onboarding } }) => event.output,
} as const

export const onboardingChatMachine = setup({
  types: {
    input: {} as OnboardingChatInput,
    context: {} as Context,
    events: {} as OnboardingChatEvent,
    emitted: {} as OnboardingChatEmitted,
  },
  actors: {
    loadOnboarding: fromPromise<Onboarding>(async () => {
      throw new Error(LOAD_FAILED)
    }),
    saveField: fromPromise<Onboarding, SaveFieldInput>(async () => {
      throw new Error('Your answer cannot be saved here.')
    }),
  },
  actions: {
    requestTurn: emit((_, turn: { nudge: ChatNudge; text?: string }) => ({
      type: 'coach.requestTurn' as const,
      ...turn,
    })),
    announceCompleted: emit({ type: 'onboarding.completed' as const }),
    askNextStep: assign(({ context }) => ({ step: firstOpenStep(context.fields), practising: false })),
    keepFields: assign((_, onboarding: Onboarding) => ({ fields: onboarding.fields, error: null })),
    saveSkip: assign({ saving: SKIPPED }),
    saveActivity: assign((_, worksheetId: number) => ({ saving: worksheetId, practising: true })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    showLoadError: assign({ error: LOAD_FAILED }),
    clearError: assign({ error: null }),
  },
  guards: {
    wasAlreadyComplete: ({ context }) => context.step === null && firstOpenStep(context.fields) === null,
    isAllFilled: ({ context }) => firstOpenStep(context.fields) === null,
    hasText: (_, text: string) => text.trim() !== '',
    // Product.md step 3 "suggest activity": only its suggestion can be started.
    isActivityStep: ({ context }) => context.step === 3,
    isPractising: ({ context }) => context.practising,
  },
}).createMachine({
  id: 'onboardingChat',
  context: ({ input }) => ({
    fields: input.fields,
    step: null,
    saving: null,
    practising: false,
    error: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        // Done on an earlier visit: nothing to ask, nothing to announce again.
        { guard: 'wasAlreadyComplete', target: 'complete' },
        { guard: 'isAllFilled', target: 'complete', actions: 'announceCompleted' },
        { target: 'asking', actions: 'askNextStep' },
      ],
    },
    // The coach asks the step's question: a chat turn with `onboarding_state` and no text.
    asking: {
      entry: { type: 'requestTurn', params: ({ context }) => ({ nudge: nudgeOf(context.step) }) },
      on: { 'coach.turnDone': 'waiting', 'coach.turnFailed': 'askFailed' },
    },
    askFailed: { on: { 'onboarding.retry': 'asking' } },
    waiting: {
      on: {
        // The child's answer goes in a turn of the same step; the server keeps it (plan §8.6.1).
        'onboarding.answer': {
          guard: { type: 'hasText', params: answerText },
          target: 'answering',
          actions: {
            type: 'requestTurn',
            params: ({ context, event }) => ({ nudge: nudgeOf(context.step), text: event.text }),
          },
        },
        // §13 Q18: a skipped step is saved as "skipped", so the chat stops asking it.
        'onboarding.skip': { target: 'saving', actions: 'saveSkip' },
        'onboarding.activityStarted': {
          guard: 'isActivityStep',
          target: 'saving',
          actions: { type: 'saveActivity', params: ({ event }) => event.worksheetId },
        },
      },
    },
    // The child can answer again if the turn failed; what the server kept is read back once it is done.
    answering: { on: { 'coach.turnDone': 'reloading', 'coach.turnFailed': 'waiting' } },
    saving: {
      invoke: {
        id: 'saveField',
        src: 'saveField',
        input: ({ context }) => ({
          fields: { ...context.fields, [ONBOARDING_CHAT_FIELDS[(context.step ?? 1) - 1]]: context.saving },
        }),
        onDone: [
          { guard: 'isPractising', target: 'awaitingPractice', actions: keepFields },
          { target: 'deciding', actions: keepFields },
        ],
        onError: {
          target: 'saveFailed',
          actions: { type: 'showError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    saveFailed: { on: { 'onboarding.retry': { target: 'saving', actions: 'clearError' } } },
    // Product.md step 4 "check-in": after the suggested practice.
    awaitingPractice: { on: { 'triggers.practiceFinished': 'deciding' } },
    reloading: {
      invoke: {
        id: 'loadOnboarding',
        src: 'loadOnboarding',
        onDone: { target: 'deciding', actions: keepFields },
        onError: { target: 'loadFailed', actions: 'showLoadError' },
      },
    },
    loadFailed: { on: { 'onboarding.retry': { target: 'reloading', actions: 'clearError' } } },
    complete: { type: 'final' },
  },
})

/** The progress the page shows, "2 of 4" (the rule GET /users/onboarding's `progress` follows). */
export const progressOf = (context: Pick<Context, 'fields'>) => stepsFilled(context.fields)
