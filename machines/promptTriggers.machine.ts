import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate'
import { PROMPT_TRIGGER as T } from '../contracts/constants'
import type { ChatNudge } from './chatSession.context'
import {
  afterPractice,
  disposition,
  type FinishedPractice,
  type Firing,
  greeting,
  type IdleSeconds,
  idleTrigger,
  isFirstLogin,
  isReturningLogin,
  loginSurveys,
  noRandom,
  practiceBeforeChat,
  type TriggerFacts,
  triggerTurn,
  usedTriggers,
  withFinishedPractice,
} from './promptTriggers.rules'
import { CHAT_IDLE_THRESHOLDS, type ChatIdle, type IdleInput } from './streams/idle'
import type { Random } from './surveys.selection'

/**
 * The coach's prompt triggers 1–13 in the student's chat (product.md §4 "Prompt triggers", "Trigger rules";
 * plan §8.4; ADR 0037): a greeting, the login survey cards, idle prompts, tips and cards after a practice, and
 * the disposition survey once onboarding is complete. Each trigger fires once a session.
 *
 * Accepts: `triggers.practiceFinished {scorePercent, countToday}` (the quiz player's result, through the wiring),
 * `triggers.practiceViewed` (the chat presented that result, §13 Q24), `onboarding.completed` (from the
 * onboarding chat), `triggers.stop` (logout, leaving the chat); from the `idle` actor `chat.idle {seconds}`.
 * Emits: `coach.requestTurn {nudge}`: the wiring sends the chat session `coach.start {nudge}` (it queues a turn
 * while a reply streams, so a trigger never interrupts one).
 * Provided by the app: `idle` (`fromIdle(userActivity())`, machines/streams/idle.ts) and the action
 * `rememberFired` (writes the fired triggers to session storage; logout clears it, product.md §4).
 */
export type PromptTriggersInput = TriggerFacts & { random: Random }
export type PromptTriggersEvent =
  | ChatIdle
  | ({ type: 'triggers.practiceFinished' } & FinishedPractice)
  | { type: 'triggers.practiceViewed' }
  | { type: 'onboarding.completed' }
  | { type: 'triggers.stop' }
export type PromptTriggersEmitted = { type: 'coach.requestTurn'; nudge: ChatNudge }

type Context = PromptTriggersInput
type Rule = (facts: TriggerFacts, random: Random) => Firing[]

const seconds = ({ event }: { event: PromptTriggersEvent }) =>
  (event.type === 'chat.idle' ? event.seconds : 0) as IdleSeconds
const finished = ({ event }: { event: PromptTriggersEvent }): FinishedPractice =>
  event.type === 'triggers.practiceFinished'
    ? { scorePercent: event.scorePercent, countToday: event.countToday }
    : { scorePercent: null, countToday: 0 }
const fire = (rule: Rule) =>
  ({ type: 'fire', params: ({ context }: { context: Context }) => rule(context, context.random) }) as const
const fireIdle = (trigger: number) => ({ type: 'fire', params: () => [triggerTurn(trigger)] }) as const

export const promptTriggersMachine = setup({
  types: {
    input: {} as PromptTriggersInput,
    context: {} as Context,
    events: {} as PromptTriggersEvent,
    emitted: {} as PromptTriggersEmitted,
  },
  actors: {
    // The app gives `fromIdle(userActivity())`; without it no spell of idleness is ever reported.
    idle: fromCallback<ChatIdle, IdleInput<ChatIdle>>(() => {}),
  },
  actions: {
    requestTurn: emit((_, nudge: ChatNudge) => ({ type: 'coach.requestTurn' as const, nudge })),
    rememberFired: (_, _fired: readonly number[]) => {},
    /** Asks for each firing's turn, in order, and uses its trigger up for the session. */
    fire: enqueueActions(({ context, enqueue }, firings: readonly Firing[]) => {
      for (const { nudge } of firings) enqueue({ type: 'requestTurn', params: nudge } as never)
      const fired = usedTriggers(context, firings)
      enqueue.assign({ fired })
      enqueue({ type: 'rememberFired', params: fired } as never)
    }),
    notePractice: assign(({ context }, practice: FinishedPractice) => ({
      firstPractice: withFinishedPractice(context, practice),
    })),
    noteViewed: assign(({ context }) => ({ firstPractice: { ...context.firstPractice, viewed: true } })),
    noteOnboarding: assign({ onboardingComplete: true }),
  },
  guards: {
    isFirstLogin: ({ context }) => isFirstLogin(context),
    isReturningLogin: ({ context }) => isReturningLogin(context),
    hasLoginSurveys: ({ context }) => loginSurveys(context, noRandom).length > 0,
    hasPracticeBeforeChat: ({ context }) => practiceBeforeChat(context, noRandom).length > 0,
    isDispositionDue: ({ context }) => disposition(context, noRandom).length > 0,
    isFirstLoginIdle: ({ context }, s: IdleSeconds) => idleTrigger(context, s) === T.FIRST_LOGIN_IDLE_30S,
    isFirstResultIdle10s: ({ context }, s: IdleSeconds) =>
      idleTrigger(context, s) === T.AFTER_FIRST_PRACTICE_IDLE_10S,
    isFirstResultIdle2min: ({ context }, s: IdleSeconds) =>
      idleTrigger(context, s) === T.AFTER_FIRST_PRACTICE_IDLE_2MIN,
    isResultIdle2min: ({ context }, s: IdleSeconds) =>
      idleTrigger(context, s) === T.SUBSEQUENT_LOGIN_IDLE_2MIN,
    hasPracticeFirings: ({ context }, practice: FinishedPractice) =>
      afterPractice(context, practice, noRandom).length > 0,
    isDispositionDueNow: ({ context }) =>
      disposition({ ...context, onboardingComplete: true }, noRandom).length > 0,
  },
}).createMachine({
  id: 'promptTriggers',
  context: ({ input }) => ({ ...input, fired: [...input.fired].sort((a, b) => a - b) }),
  initial: 'greeting',
  states: {
    // Product.md: 1 "first login default", 3 "subsequent login default" (which carries the login cards, §13 Q5).
    greeting: {
      always: [
        { guard: 'isFirstLogin', target: 'loginSurveys', actions: fire(greeting) },
        { guard: 'isReturningLogin', target: 'loginSurveys', actions: fire(greeting) },
        { target: 'loginSurveys' },
      ],
    },
    // Product.md: "Survey selection at login: one random question for each survey type not yet completed."
    loginSurveys: {
      always: [
        { guard: 'hasLoginSurveys', target: 'practiceBeforeChat', actions: fire(loginSurveys) },
        { target: 'practiceBeforeChat' },
      ],
    },
    // A practice finished before the chat opened still gets its tips and cards (product.md "When a practice finishes").
    practiceBeforeChat: {
      always: [
        { guard: 'hasPracticeBeforeChat', target: 'disposition', actions: fire(practiceBeforeChat) },
        { target: 'disposition' },
      ],
    },
    // §13 Q2: trigger 7 once onboarding is complete, until the survey is answered.
    disposition: {
      always: [
        { guard: 'isDispositionDue', target: 'listening', actions: fire(disposition) },
        { target: 'listening' },
      ],
    },
    listening: {
      invoke: { id: 'idle', src: 'idle', input: { thresholds: CHAT_IDLE_THRESHOLDS } },
      on: {
        'chat.idle': [
          // Product.md: 2 "first login idle 30 s".
          { guard: { type: 'isFirstLoginIdle', params: seconds }, actions: fireIdle(T.FIRST_LOGIN_IDLE_30S) },
          // 4 "after first practice idle 10 s", 5 "… 2 min": only while the finished practice is not viewed.
          {
            guard: { type: 'isFirstResultIdle10s', params: seconds },
            actions: fireIdle(T.AFTER_FIRST_PRACTICE_IDLE_10S),
          },
          {
            guard: { type: 'isFirstResultIdle2min', params: seconds },
            actions: fireIdle(T.AFTER_FIRST_PRACTICE_IDLE_2MIN),
          },
          // 6 "subsequent login idle 2 min", with a result not yet viewed (§13 Q4).
          {
            guard: { type: 'isResultIdle2min', params: seconds },
            actions: fireIdle(T.SUBSEQUENT_LOGIN_IDLE_2MIN),
          },
        ],
        'triggers.practiceFinished': [
          {
            guard: { type: 'hasPracticeFirings', params: finished },
            actions: [
              { type: 'notePractice', params: finished },
              {
                type: 'fire',
                params: ({ context, event }) => afterPractice(context, finished({ event }), context.random),
              },
            ],
          },
          { actions: { type: 'notePractice', params: finished } },
        ],
        'triggers.practiceViewed': { actions: 'noteViewed' },
        'onboarding.completed': [
          { guard: 'isDispositionDueNow', actions: ['noteOnboarding', fire(disposition)] },
          { actions: 'noteOnboarding' },
        ],
        'triggers.stop': 'stopped',
      },
    },
    stopped: { type: 'final' },
  },
})
