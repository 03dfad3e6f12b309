import { assign, emit, fromPromise, setup } from 'xstate'
import type { SEVEN_DAY_PLAN_ACTIONS } from '../contracts/chat'
import type { Plan, PlanCompletion } from './sevenDayPlan.types'

export type { Plan, PlanCompletion } from './sevenDayPlan.types'

/**
 * The seven-day plan in the student's chat: its five actions (product.md §4 "Seven-day plan actions"; calls.md
 * POST /chat/stream `seven_day_plan_action`, GET /users/plan, GET /users/plan/completion; plan §8.7).
 *
 * Accepts: `plan.generate`, `plan.retry`, `plan.practice`, `plan.generateNext`; from the wiring
 * `onboarding.completed` (the onboarding chat finished), `triggers.practiceFinished {questionsCompleted,
 * xpEarned}` (the quiz player's result), `coach.turnDone` / `coach.turnFailed` (the chat session finished the
 * turn this machine asked for).
 * Emits: `coach.requestTurn {nudge}`: the wiring sends the chat session `coach.start {nudge}`; `nudge` holds the
 * multipart fields of POST /chat/stream (`nudging_group: 'plan'`, `seven_day_plan_action`, …).
 * Provided by the app: `loadPlan` (GET /users/plan and /users/plan/completion), `loadCompletion`.
 */
export type PlanAction = (typeof SEVEN_DAY_PLAN_ACTIONS)[number]
export type PlanTurn = {
  nudging_group: 'plan'
  seven_day_plan_action: PlanAction
  questions_completed?: number
  xp_earned?: number
  first_practice_assignment_id?: number
  first_practice_worksheet_id?: number
}
export type FirstPracticeIds = { assignment_id: number | null; worksheet_id: number | null }
export type SevenDayPlanInput = {
  plan: Plan | null
  completion: PlanCompletion | null
  /** Today in Singapore (YYYY-MM-DD): a plan past its end date is over. */
  today: string
  firstPractice: FirstPracticeIds | null
}
export type LoadedPlan = { plan: Plan | null; completion: PlanCompletion | null }
export type SevenDayPlanEvent =
  | { type: 'plan.generate' }
  | { type: 'plan.retry' }
  | { type: 'plan.practice' }
  | { type: 'plan.generateNext' }
  | { type: 'onboarding.completed' }
  | { type: 'triggers.practiceFinished'; questionsCompleted: number; xpEarned: number }
  | { type: 'coach.turnDone' }
  | { type: 'coach.turnFailed' }
export type SevenDayPlanEmitted = { type: 'coach.requestTurn'; nudge: PlanTurn }

type Context = SevenDayPlanInput & { generateAction: PlanAction; error: string | null }

const firstPracticeFields = (ids: FirstPracticeIds | null) => ({
  ...(ids?.assignment_id ? { first_practice_assignment_id: ids.assignment_id } : {}),
  ...(ids?.worksheet_id ? { first_practice_worksheet_id: ids.worksheet_id } : {}),
})
const turn = (action: PlanAction) =>
  ({ type: 'requestTurn', params: { nudging_group: 'plan', seven_day_plan_action: action } }) as const
const generate = (action: PlanAction) =>
  ({ target: '#sevenDayPlan.generating', actions: { type: 'chooseGenerate', params: action } }) as const

/** A finished practice: the coach's continuation turn, with the practice's numbers. */
const continueAfterPractice = {
  target: 'continuing',
  actions: {
    type: 'requestTurn',
    params: ({
      context,
      event,
    }: {
      context: Context
      event: Extract<SevenDayPlanEvent, { type: 'triggers.practiceFinished' }>
    }) => ({
      nudging_group: 'plan' as const,
      seven_day_plan_action: 'practice_continuation' as const,
      questions_completed: event.questionsCompleted,
      xp_earned: event.xpEarned,
      ...firstPracticeFields(context.firstPractice),
    }),
  },
} as const

export const sevenDayPlanMachine = setup({
  types: {
    input: {} as SevenDayPlanInput,
    context: {} as Context,
    events: {} as SevenDayPlanEvent,
    emitted: {} as SevenDayPlanEmitted,
  },
  actors: {
    loadPlan: fromPromise<LoadedPlan>(async () => {
      throw new Error('Your plan cannot be loaded here.')
    }),
    loadCompletion: fromPromise<PlanCompletion>(async () => {
      throw new Error('Your plan cannot be loaded here.')
    }),
  },
  actions: {
    requestTurn: emit((_, nudge: PlanTurn) => ({ type: 'coach.requestTurn' as const, nudge })),
    chooseGenerate: assign((_, generateAction: PlanAction) => ({ generateAction })),
    keepPlan: assign((_, loaded: LoadedPlan) => ({ ...loaded, error: null })),
    keepCompletion: assign((_, completion: PlanCompletion) => ({ completion })),
    showError: assign({ error: 'Your plan could not be loaded. Try again.' }),
  },
  guards: {
    hasNoPlan: ({ context }) => context.plan === null,
    isOver: ({ context }) =>
      context.completion?.is_completed === true ||
      (context.plan !== null && context.plan.end_date < context.today),
    isCompleted: (_, completion: PlanCompletion) => completion.is_completed,
  },
}).createMachine({
  id: 'sevenDayPlan',
  context: ({ input }) => ({ ...input, generateAction: 'generate_first_plan', error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'hasNoPlan', target: 'noPlan' },
        { guard: 'isOver', target: 'complete' },
        { target: 'active' },
      ],
    },
    // Plan §8.6: the first plan follows the onboarding chat; the child may also ask for one.
    noPlan: {
      on: {
        'onboarding.completed': generate('generate_first_plan'),
        'plan.generate': generate('generate_first_plan'),
      },
    },
    // The coach writes the plan in a chat turn; the server stores it (plan §8.7, deterministic).
    generating: {
      entry: {
        type: 'requestTurn',
        params: ({ context }) => ({
          nudging_group: 'plan' as const,
          seven_day_plan_action: context.generateAction,
        }),
      },
      on: { 'coach.turnDone': 'reloading', 'coach.turnFailed': 'generateFailed' },
    },
    generateFailed: { on: { 'plan.retry': 'generating' } },
    reloading: {
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        onDone: { target: 'deciding', actions: { type: 'keepPlan', params: ({ event }) => event.output } },
        onError: { target: 'reloadFailed', actions: 'showError' },
      },
    },
    reloadFailed: { on: { 'plan.retry': 'reloading' } },
    active: {
      initial: 'today',
      states: {
        // A practice finished from elsewhere (the plan card's link opens the quiz on its own page, and this
        // machine starts again at today when the child comes back) continues the plan just the same.
        today: { on: { 'plan.practice': 'practising', 'triggers.practiceFinished': continueAfterPractice } },
        // The coach names today's activity with a link; today's first practice ids go with it (§13 Q24).
        practising: {
          entry: {
            type: 'requestTurn',
            params: ({ context }) => ({
              nudging_group: 'plan' as const,
              seven_day_plan_action: 'practice' as const,
              ...firstPracticeFields(context.firstPractice),
            }),
          },
          on: {
            'triggers.practiceFinished': continueAfterPractice,
          },
        },
        // The activity is counted on the server whatever became of the chat turn, so both go on.
        continuing: {
          on: { 'coach.turnDone': 'reloadingCompletion', 'coach.turnFailed': 'reloadingCompletion' },
        },
        reloadingCompletion: {
          invoke: {
            id: 'loadCompletion',
            src: 'loadCompletion',
            onDone: [
              {
                guard: { type: 'isCompleted', params: ({ event }) => event.output },
                target: '#sevenDayPlan.summarising',
                actions: { type: 'keepCompletion', params: ({ event }) => event.output },
              },
              { target: 'today', actions: { type: 'keepCompletion', params: ({ event }) => event.output } },
            ],
            // The plan card keeps what it showed; the next practice reloads it.
            onError: 'today',
          },
        },
      },
    },
    summarising: {
      entry: turn('completion_summary'),
      on: { 'coach.turnDone': 'complete', 'coach.turnFailed': 'complete' },
    },
    complete: { on: { 'plan.generateNext': generate('generate_subsequent_plan') } },
  },
})
