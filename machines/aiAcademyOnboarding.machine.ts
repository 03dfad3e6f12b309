import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { messageOf } from './errors'

export const SCHOOL_LEVELS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'] as const
export const ONBOARDING_SUBJECTS = ['Maths', 'Science', 'English', 'Chinese'] as const
export const ONBOARDING_GOALS = ['psle', 'catch_up', 'stay_ahead', 'homework'] as const
export const PRACTICE_TIMES = ['1-2', '3-4', '5+'] as const

/** What the parent has told us so far; empty strings and lists until answered. */
export type OnboardingAnswers = {
  child_first_name: string
  school_level: string
  subjects: string[]
  goal: string
  practice_days: string
}
export type OnboardingField = keyof OnboardingAnswers
/** The step the parent is on (1 who, 2 subjects, 3 goals, 4 summary) and the answers, as kept between pages. */
export type StoredOnboarding = { step: number; answers: Partial<OnboardingAnswers> }
/** `stored`: answers kept in session storage, if any; `signedInParent`: whether a parent is signed in. */
export type AiAcademyOnboardingInput = { stored: StoredOnboarding | null; signedInParent: boolean }

type Context = {
  /** The step kept in storage, to come back to. */
  restoreStep: number
  answers: OnboardingAnswers
  /** The required answers the parent tried to go on without; cleared as each is given. */
  missing: OnboardingField[]
  signedInParent: boolean
  error: string | null
}

export type AiAcademyOnboardingEvent =
  | { type: 'onboarding.answer'; answers: Partial<OnboardingAnswers> }
  | { type: 'onboarding.next' }
  | { type: 'onboarding.back' }
  | { type: 'onboarding.retry' }

export const EMPTY_ANSWERS: OnboardingAnswers = {
  child_first_name: '',
  school_level: '',
  subjects: [],
  goal: '',
  practice_days: '',
}

/** The answers each step needs before the parent may go on. */
export const STEP_FIELDS: Record<1 | 2 | 3, OnboardingField[]> = {
  1: ['child_first_name', 'school_level'],
  2: ['subjects'],
  3: ['goal', 'practice_days'],
}

const given = (answers: OnboardingAnswers, field: OnboardingField) => {
  const value = answers[field]
  return Array.isArray(value) ? value.length > 0 : value.trim() !== ''
}
export const missingOf = (answers: OnboardingAnswers, step: 1 | 2 | 3): OnboardingField[] =>
  STEP_FIELDS[step].filter((field) => !given(answers, field))
const complete = (answers: OnboardingAnswers, ...steps: Array<1 | 2 | 3>) =>
  steps.every((step) => missingOf(answers, step).length === 0)

/** Moves on when the step's answers are all given, and otherwise says which are missing. */
const nextFrom = (step: 1 | 2 | 3, target: string) =>
  [
    { guard: { type: 'hasAnswered', params: step }, target },
    { actions: { type: 'showMissing', params: step } },
  ] as const

const errorOf = ({ event }: { event: { error?: unknown } }) => event.error

const keepStep = (step: number) =>
  ({
    type: 'keepAnswers',
    params: ({ context }: { context: Context }) => ({ step, answers: context.answers }),
  }) as const

/** An answer is taken and kept at once, so a reload or a visit to another page loses nothing. */
const answerAt = (step: number) =>
  ({
    actions: [
      {
        type: 'takeAnswers',
        params: ({ event }: { event: AiAcademyOnboardingEvent }) => {
          assertEvent(event, 'onboarding.answer')
          return event.answers
        },
      },
      keepStep(step),
    ],
  }) as const

export const aiAcademyOnboardingMachine = setup({
  types: {
    input: {} as AiAcademyOnboardingInput,
    context: {} as Context,
    events: {} as AiAcademyOnboardingEvent,
  },
  actors: {
    // Provided by the host: POST /users/onboarding/aiacademy with every answer, marked completed.
    saveOnboarding: fromPromise<unknown, { answers: OnboardingAnswers }>(async () => {
      throw new Error('Your answers cannot be saved here.')
    }),
  },
  actions: {
    // Provided by the host: keeps the step and answers in session storage, and forgets them once saved.
    keepAnswers: (_, _kept: StoredOnboarding) => {},
    forgetAnswers: () => {},
    takeAnswers: assign(({ context }, answers: Partial<OnboardingAnswers>) => {
      const next = { ...context.answers, ...answers }
      return { answers: next, missing: context.missing.filter((field) => !given(next, field)) }
    }),
    showMissing: assign(({ context }, step: 1 | 2 | 3) => ({ missing: missingOf(context.answers, step) })),
    clearMissing: assign({ missing: [] }),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasAnswered: ({ context }, step: 1 | 2 | 3) => complete(context.answers, step),
    canRestoreSummary: ({ context }) => context.restoreStep >= 4 && complete(context.answers, 1, 2, 3),
    canRestoreGoals: ({ context }) => context.restoreStep >= 3 && complete(context.answers, 1, 2),
    canRestoreSubjects: ({ context }) => context.restoreStep >= 2 && complete(context.answers, 1),
    isSignedInParent: ({ context }) => context.signedInParent,
  },
}).createMachine({
  id: 'aiAcademyOnboarding',
  context: ({ input }) => ({
    restoreStep: input.stored?.step ?? 1,
    answers: { ...EMPTY_ANSWERS, ...input.stored?.answers },
    missing: [],
    signedInParent: input.signedInParent,
    error: null,
  }),
  initial: 'restoring',
  states: {
    // Transient: answers kept in session storage bring the parent back to the step they were on.
    restoring: {
      always: [
        { guard: 'canRestoreSummary', target: 'finishing' },
        { guard: 'canRestoreGoals', target: 'goals' },
        { guard: 'canRestoreSubjects', target: 'subjects' },
        { target: 'who' },
      ],
    },
    // Step 1: the child's first name and school level.
    who: {
      entry: keepStep(1),
      exit: 'clearMissing',
      on: {
        'onboarding.answer': answerAt(1),
        'onboarding.next': nextFrom(1, '#aiAcademyOnboarding.subjects'),
      },
    },
    // Step 2: which subjects.
    subjects: {
      entry: keepStep(2),
      exit: 'clearMissing',
      on: {
        'onboarding.answer': answerAt(2),
        'onboarding.back': 'who',
        'onboarding.next': nextFrom(2, '#aiAcademyOnboarding.goals'),
      },
    },
    // Step 3: what the family wants, and how often the child can practise.
    goals: {
      entry: keepStep(3),
      exit: 'clearMissing',
      on: {
        'onboarding.answer': answerAt(3),
        'onboarding.back': 'subjects',
        'onboarding.next': nextFrom(3, '#aiAcademyOnboarding.finishing'),
      },
    },
    // Transient: step 4, the summary. Spec plan item 2: "answers kept in session storage until sign-up, then
    // POSTed": a parent already signed in has them saved at once.
    finishing: {
      entry: keepStep(4),
      always: [{ guard: 'isSignedInParent', target: 'sending' }, { target: 'readyToSignUp' }],
    },
    // A visitor: the summary, with the price and the two ways to start.
    readyToSignUp: { on: { 'onboarding.back': 'goals' } },
    sending: {
      invoke: {
        id: 'saveOnboarding',
        src: 'saveOnboarding',
        input: ({ context }) => ({ answers: context.answers }),
        onDone: { target: 'saved', actions: 'forgetAnswers' },
        onError: { target: 'saveFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    saveFailed: {
      on: {
        'onboarding.retry': { target: 'sending', actions: 'clearError' },
        'onboarding.back': { target: 'goals', actions: 'clearError' },
      },
    },
    saved: { type: 'final' },
  },
})

type OnboardingSnapshot = SnapshotFrom<typeof aiAcademyOnboardingMachine>
/** The step number the person is on, 1 to 4. */
export const selectStep = (snapshot: OnboardingSnapshot): 1 | 2 | 3 | 4 =>
  snapshot.matches('who') ? 1 : snapshot.matches('subjects') ? 2 : snapshot.matches('goals') ? 3 : 4
export const selectAnswers = (snapshot: OnboardingSnapshot) => snapshot.context.answers
