import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import {
  type Onboarding,
  type OnboardingChatEvent,
  type OnboardingChatInput,
  onboardingChatMachine,
} from './onboardingChat.machine'
import { type Fields, firstOpenStep, SKIPPED, stepsFilled } from './onboardingChat.steps'

const empty: Fields = {
  favourite_subject: null,
  favourite_topic_challenges: null,
  suggested_activity: null,
  check_in: null,
}
export const suggestedWorksheet = 401
/** What the server holds after each step of the first start: an answer, a skip, the started activity, an answer. */
const afterStep: Fields[] = [
  { ...empty, favourite_subject: 'Mathematics' },
  { ...empty, favourite_subject: 'Mathematics', favourite_topic_challenges: SKIPPED },
  {
    favourite_subject: 'Mathematics',
    favourite_topic_challenges: SKIPPED,
    suggested_activity: suggestedWorksheet,
    check_in: null,
  },
  {
    favourite_subject: 'Mathematics',
    favourite_topic_challenges: SKIPPED,
    suggested_activity: suggestedWorksheet,
    check_in: 'I feel happy',
  },
]
const checkInLeft: Fields = {
  favourite_subject: 'Science',
  favourite_topic_challenges: 'I find fractions hard',
  suggested_activity: 402,
  check_in: null,
}
const onboarding = (fields: Fields): Onboarding => ({
  fields,
  progress: stepsFilled(fields) / 4,
  updated_at: '2026-11-24T02:15:00.000Z',
})
export const loadFailure = { message: 'Failed to fetch' }
export const saveFailure = { message: 'We could not save that. Check your connection and try again.' }

export const onboardingChatInputs = {
  'nothing answered yet': { fields: empty },
  'only the check-in left': { fields: checkInLeft },
  'all four answered before': { fields: afterStep[3] },
} satisfies Record<string, OnboardingChatInput>
type Start = keyof typeof onboardingChatInputs

/** What the child does at each step, per start; the failures are walked in the second start only. */
const choices: Record<Start, Partial<Record<number, OnboardingChatEvent['type'][]>>> = {
  'nothing answered yet': {
    1: ['onboarding.answer'],
    2: ['onboarding.skip'],
    3: ['onboarding.activityStarted'],
    4: ['onboarding.answer'],
  },
  'only the check-in left': { 4: ['onboarding.answer', 'onboarding.skip'] },
  'all four answered before': {},
}
const CHOICES = new Set<string>(['onboarding.answer', 'onboarding.skip', 'onboarding.activityStarted'])
const FAILURES = new Set<string>([
  'coach.turnFailed',
  'xstate.error.actor.saveField',
  'xstate.error.actor.loadOnboarding',
])

export const onboardingChatModel = defineModel({
  machine: onboardingChatMachine,
  inputs: onboardingChatInputs,
  events: (start: Start): OnboardingChatEvent[] => [
    {
      type: 'onboarding.answer',
      text: start === 'nothing answered yet' ? 'Maths!' : 'A bit tired but happy',
    },
    { type: 'onboarding.activityStarted', worksheetId: suggestedWorksheet },
    ...(start === 'nothing answered yet'
      ? [
          doneEvent<OnboardingChatEvent>('loadOnboarding', onboarding(afterStep[0])),
          doneEvent<OnboardingChatEvent>('saveField', onboarding(afterStep[1])),
          doneEvent<OnboardingChatEvent>('saveField', onboarding(afterStep[2])),
          doneEvent<OnboardingChatEvent>('loadOnboarding', onboarding(afterStep[3])),
        ]
      : [
          doneEvent<OnboardingChatEvent>('loadOnboarding', onboarding({ ...checkInLeft, check_in: 'happy' })),
          doneEvent<OnboardingChatEvent>('saveField', onboarding({ ...checkInLeft, check_in: SKIPPED })),
        ]),
    errorEvent('saveField', saveFailure),
    errorEvent('loadOnboarding', loadFailure),
  ],
  eventName: (event) => {
    const output = (event as { output?: Onboarding }).output
    return output ? `${stepsFilled(output.fields)}-of-4` : undefined
  },
  traversal: (start) => ({
    filterEvents: ({ context }, event) => {
      if (CHOICES.has(event.type)) return choices[start][context.step ?? 0]?.includes(event.type) ?? false
      if (FAILURES.has(event.type)) return start === 'only the check-in left'
      // The server's answer holds the step just done: one more field filled than before.
      const output = (event as { output?: Onboarding }).output
      if (output) return stepsFilled(output.fields) === stepsFilled(context.fields) + 1
      return true
    },
  }),
  sees: {
    asking: 'The coach asking the step\'s question ("Which subject do you like best?"), with "2 of 4" above',
    askFailed: 'The question could not be asked, with "Try again"',
    waiting: 'The question, the message box, "Skip"; at step 3 the suggested practice with "Start"',
    answering: "The child's answer sent; the coach replying",
    saving: '"Saving…" under the question',
    saveFailed: 'Not saved, with "Try again"',
    awaitingPractice: 'The suggested practice is open; the coach checks in when it is done',
    reloading: 'The progress bar updating',
    loadFailed: 'Your answers could not be loaded, with "Try again"',
    complete: 'The progress bar full ("4 of 4"); the coach moves on to the plan',
  },
  words: {
    guards: {
      wasAlreadyComplete: 'if all four steps were answered before this chat',
      isAllFilled: 'if all four steps are now answered or skipped',
      hasText: 'if the answer is not empty',
      isActivityStep: 'if this is step 3, the suggested activity',
      isPractising: 'if the child started the suggested practice',
    },
  },
})

/** The step a start opens on (null: none left). */
export const openingStep = (start: Start) => firstOpenStep(onboardingChatInputs[start].fields)
