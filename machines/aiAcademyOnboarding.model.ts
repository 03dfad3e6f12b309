import {
  type AiAcademyOnboardingEvent,
  type AiAcademyOnboardingInput,
  aiAcademyOnboardingMachine,
  type OnboardingAnswers,
  selectStep,
} from './aiAcademyOnboarding.machine'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'

/** One answer per step: what a parent of a P5 child keen on PSLE practice would give. */
export const stepAnswers = {
  1: { child_first_name: 'Ava', school_level: 'P5' },
  2: { subjects: ['Maths', 'Science'] },
  3: { goal: 'psle', practice_days: '3-4' },
} satisfies Record<1 | 2 | 3, Partial<OnboardingAnswers>>
export const allAnswers: OnboardingAnswers = { ...stepAnswers[1], ...stepAnswers[2], ...stepAnswers[3] }

/** The step whose answers these are. */
export const answeredStep = (answers: Partial<OnboardingAnswers>) =>
  'child_first_name' in answers ? 1 : 'subjects' in answers ? 2 : 3
const stepNameOf = (answers: Partial<OnboardingAnswers>) =>
  (['who', 'subjects', 'goals'] as const)[answeredStep(answers) - 1]

export const saveFailures = {
  401: { status: 401, message: 'Your session has ended. Please sign in again.' },
  network: { name: 'TypeError', message: 'We could not reach Lantern.' },
}

const visitor = { stored: null, signedInParent: false }
export const onboardingStarts = {
  'a visitor, first time': visitor,
  'a signed-in parent, first time': { stored: null, signedInParent: true },
  'a visitor back on step 2': { stored: { step: 2, answers: stepAnswers[1] }, signedInParent: false },
  'a visitor back on step 3': {
    stored: { step: 3, answers: { ...stepAnswers[1], ...stepAnswers[2] } },
    signedInParent: false,
  },
  'a visitor back at the summary': { stored: { step: 4, answers: allAnswers }, signedInParent: false },
  'a parent back at the summary after signing up': {
    stored: { step: 4, answers: allAnswers },
    signedInParent: true,
  },
} satisfies Record<string, AiAcademyOnboardingInput>

export const aiAcademyOnboardingModel = defineModel({
  machine: aiAcademyOnboardingMachine,
  inputs: onboardingStarts,
  events: (): AiAcademyOnboardingEvent[] => [
    ...([1, 2, 3] as const).map((step) => ({
      type: 'onboarding.answer' as const,
      answers: stepAnswers[step],
    })),
    doneEvent('saveOnboarding', { step: 4, is_completed: true, answers: allAnswers }),
    ...Object.values(saveFailures).map((e) => errorEvent<AiAcademyOnboardingEvent>('saveOnboarding', e)),
  ],
  eventName: (event) => {
    const { type, error } = event as { type: string; error?: { status?: number } }
    if (type.startsWith('xstate.error.actor.')) return String(error?.status ?? 'network')
    if (event.type === 'onboarding.answer') return stepNameOf(event.answers)
    return undefined
  },
  // A step's answer is given on that step: the others' fields are not on the screen.
  traversal: () => ({
    filterEvents: (snapshot, event) =>
      event.type !== 'onboarding.answer' || answeredStep(event.answers) === selectStep(snapshot),
  }),
  sees: {
    who: "Step 1 of 4: your child's first name and school level (P1 to P6), with 'Next'",
    subjects: "Step 2 of 4: Maths, Science, English and Chinese to tick, with 'Back' and 'Next'",
    goals:
      'Step 3 of 4: what you want (PSLE prep, catching up, staying ahead, homework help) and how often your child can practise',
    readyToSignUp:
      "Step 4 of 4: the plan for Ava (P5 Maths and Science, S$29 a month each, or Lite for free), with 'Create my parent account' and 'Start free with Lite'",
    sending: 'Step 4 of 4: the plan for Ava, saving your answers to your account…',
    saveFailed: "Your answers were not saved, with 'Try again'",
    saved: 'Your answers are saved, with the next thing to do (add Ava, or choose her subjects)',
  },
  words: {
    guards: {
      hasAnswered: "if the step's required answers are given",
      canRestoreSummary: 'if kept answers reached the summary',
      canRestoreGoals: 'if kept answers reached step 3',
      canRestoreSubjects: 'if kept answers reached step 2',
      isSignedInParent: 'if a parent is signed in',
    },
  },
})
