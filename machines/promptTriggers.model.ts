import type { Survey } from '../contracts/coach'
import { PROMPT_TRIGGER } from '../contracts/constants'
import { defineModel } from './graph/model'
import {
  type PromptTriggersEvent,
  type PromptTriggersInput,
  promptTriggersMachine,
} from './promptTriggers.machine'
import { idleTrigger } from './promptTriggers.rules'

const options = ['Not at all', 'A little', 'Quite', 'Very'].map((label, i) => ({ label, value: i + 1 }))
const survey = (id: number, type: Survey['type'], trigger: Survey['trigger'], texts: string[]): Survey => ({
  id,
  type,
  trigger,
  title: `${type} (${trigger.replace('_', ' ')})`,
  questions: texts.map((text, i) => ({ id: id * 10 + i, text, options })),
})
/** The active surveys, as GET /chat/surveys gives them. */
export const surveyDefinitions: Survey[] = [
  survey(1, 'confidence', 'login', [
    'How sure do you feel about maths today?',
    'How ready are you for a quiz?',
  ]),
  survey(2, 'motivation', 'login', ['How keen are you to learn today?', 'How much do you want to practise?']),
  survey(3, 'confidence', 'after_practice', ['How sure did you feel in that practice?']),
  survey(4, 'motivation', 'after_practice', ['Would you like to practise more today?']),
  survey(5, 'disposition', 'login', [
    'When a question is hard, I keep trying.',
    'I like learning new things.',
  ]),
]
/** A fixed choice, so the model's walk and a replay pick the same questions (the app passes Math.random). */
export const fixedRandom = () => 0.6

const noPractice = {
  finishedToday: false,
  viewed: false,
  firstEver: false,
  scorePercent: null,
  countToday: 0,
}
const allTriggers = Object.values(PROMPT_TRIGGER)

export const promptTriggersInputs = {
  'a new student': {
    isNewUser: true,
    fired: [],
    firstPractice: noPractice,
    surveys: { definitions: surveyDefinitions, completed: [] },
    onboardingComplete: false,
    random: fixedRandom,
  },
  'a returning student who finished onboarding': {
    isNewUser: false,
    fired: [],
    firstPractice: noPractice,
    surveys: { definitions: surveyDefinitions, completed: [{ type: 'confidence', trigger: 'login' }] },
    onboardingComplete: true,
    random: fixedRandom,
  },
  'returning after a practice scoring 60': {
    isNewUser: false,
    fired: [],
    firstPractice: { finishedToday: true, viewed: false, firstEver: false, scorePercent: 60, countToday: 1 },
    surveys: { definitions: surveyDefinitions, completed: [] },
    onboardingComplete: false,
    random: fixedRandom,
  },
  'returning after a second practice scoring 40': {
    isNewUser: false,
    fired: [],
    firstPractice: { finishedToday: true, viewed: false, firstEver: false, scorePercent: 40, countToday: 2 },
    surveys: { definitions: surveyDefinitions, completed: [] },
    onboardingComplete: false,
    random: fixedRandom,
  },
  'every trigger already fired this session': {
    isNewUser: true,
    fired: allTriggers,
    firstPractice: noPractice,
    surveys: { definitions: surveyDefinitions, completed: [] },
    onboardingComplete: false,
    random: fixedRandom,
  },
} satisfies Record<string, PromptTriggersInput>
type Start = keyof typeof promptTriggersInputs
const everyFired: Start = 'every trigger already fired this session'

/** The practice each start finishes in the chat: a new student's first, or another one today. */
const practiceOf: Record<Start, { scorePercent: number; countToday: number }> = {
  'a new student': { scorePercent: 80, countToday: 1 },
  'a returning student who finished onboarding': { scorePercent: 45, countToday: 1 },
  'returning after a practice scoring 60': { scorePercent: 70, countToday: 2 },
  'returning after a second practice scoring 40': { scorePercent: 90, countToday: 3 },
  // Not walked: the other starts finish practices enough.
  'every trigger already fired this session': { scorePercent: 50, countToday: 1 },
}

export const promptTriggersModel = defineModel({
  machine: promptTriggersMachine,
  inputs: promptTriggersInputs,
  events: (start: Start): PromptTriggersEvent[] => [
    { type: 'chat.idle', seconds: 10 },
    { type: 'chat.idle', seconds: 30 },
    { type: 'chat.idle', seconds: 120 },
    { type: 'triggers.practiceFinished', ...practiceOf[start] },
  ],
  eventName: (event) => (event.type === 'chat.idle' ? `${event.seconds}s` : undefined),
  traversal: (start) => ({
    // Only what changes something is walked: an idle spell that fires nothing, a second practice, a second
    // "viewed" or onboarding completing twice leave the machine as it was. Viewing the result and completing
    // onboarding come once the idle prompts due have fired, which keeps the walk to tens of paths.
    filterEvents: ({ context }, event) => {
      const { firstPractice: practice } = context
      const idleDue = ([10, 30, 120] as const).some((s) => idleTrigger(context, s) !== null)
      switch (event.type) {
        case 'chat.idle':
          return idleTrigger(context, event.seconds) !== null
        case 'triggers.practiceFinished':
          return practice.countToday < event.countToday && start !== everyFired
        case 'triggers.practiceViewed':
          return practice.finishedToday && !practice.viewed && !idleDue
        case 'onboarding.completed':
          return !context.onboardingComplete && !idleDue
        case 'triggers.stop':
          return start === everyFired && !context.onboardingComplete
        default:
          return true
      }
    },
  }),
  actorEvents: { idle: ['chat.idle'] },
  sees: {
    listening:
      "The chat with the coach's prompts of this session; a quiet spell may bring another (none while a reply is written)",
    stopped: 'The chat is closed; no more prompts this session',
  },
  words: {
    guards: {
      isFirstLogin: "if it is the student's first login and trigger 1 has not fired",
      isReturningLogin: 'if the student has logged in before and trigger 3 has not fired',
      hasLoginSurveys: 'if a login survey type is not completed and its trigger (10, 12) is unused',
      hasPracticeBeforeChat: "if today's finished practice is not yet viewed and its tips or cards are due",
      isDispositionDue: 'if onboarding is complete and the disposition survey (7) was never answered',
      isFirstLoginIdle: 'if idle for 30 s on a first login (trigger 2)',
      isFirstResultIdle10s: 'if idle for 10 s after a first-ever practice not yet viewed (4)',
      isFirstResultIdle2min: 'if idle for 2 min after a first-ever practice not yet viewed (5)',
      isResultIdle2min: 'if idle for 2 min after a practice not yet viewed (6)',
      hasPracticeFirings: 'if tips (8, 9) or after-practice cards (11, 13) are due',
      isDispositionDueNow: 'if the disposition survey (7) was never answered',
    },
  },
})
