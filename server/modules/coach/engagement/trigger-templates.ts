import { PROMPT_TRIGGER } from '../../../../contracts/constants'

const T = PROMPT_TRIGGER

/** What the coach says to start a chat prompt (product.md triggers 1–13), by trigger id; `{name}` is the child's. */
const TRIGGER_TEMPLATES: Record<number, string[]> = {
  [T.FIRST_LOGIN_DEFAULT]: [
    "Hi {name}! I'm your learning coach. I can help you practise, explain tricky ideas and cheer you on.",
    'Welcome, {name}! I am here to help you learn. Ask me anything about your schoolwork.',
    "Hello {name}, nice to meet you! Let's learn something new together.",
  ],
  [T.FIRST_LOGIN_IDLE_30S]: [
    '{name}, not sure where to start? You could try a short practice, or ask me about a topic you find hard.',
    'Take your time, {name}. When you are ready, tell me which subject you would like to work on.',
    '{name}, here is an idea: pick a subject you like and we can do a few questions together.',
  ],
  [T.SUBSEQUENT_LOGIN_DEFAULT]: [
    'Welcome back, {name}! Ready for some learning today?',
    'Hi again, {name}! It is great to see you. What shall we work on?',
    "Hello {name}! Let's pick up where you left off.",
  ],
  [T.AFTER_FIRST_PRACTICE_IDLE_10S]: [
    '{name}, you finished a practice! Would you like to look at how you did?',
    'Great job finishing your practice, {name}. Shall we go through your answers together?',
    '{name}, want to see which questions went well and which to look at again?',
  ],
  [T.AFTER_FIRST_PRACTICE_IDLE_2MIN]: [
    '{name}, your first practice result is waiting for you. Tap to see how you did!',
    'Still there, {name}? Your practice result is ready whenever you are.',
    '{name}, looking back at a practice is one of the best ways to learn. Shall we?',
  ],
  [T.SUBSEQUENT_LOGIN_IDLE_2MIN]: [
    '{name}, your practice result is ready. Shall we look at it together?',
    'Whenever you are ready, {name}, we can go through today’s practice.',
    '{name}, let us check your practice and find one thing to get even better at.',
  ],
  [T.DISPOSITION_SURVEY]: [
    '{name}, I would love to know how you like to learn. Can you answer a quick question?',
    'Quick question for you, {name}: it helps me help you better.',
    '{name}, tell me a little about how you learn. There are no wrong answers!',
  ],
  [T.WELLNESS_TIPS]: [
    'Well done, {name}! Remember to drink some water and rest your eyes for a minute.',
    'Great work, {name}! Stretch your arms and take a deep breath before the next thing.',
    '{name}, you worked hard. A short break helps your brain remember what you learnt.',
  ],
  [T.MOTIVATIONAL_TIPS]: [
    '{name}, hard questions help your brain grow. Every try makes you stronger!',
    "Mistakes are how we learn, {name}. Let's look at one together and try again.",
    '{name}, even the best learners get things wrong. What matters is that you keep going.',
  ],
  [T.CONFIDENCE_SURVEY_LOGIN]: [
    '{name}, how are you feeling about your learning today?',
    'Before we start, {name}, tell me how sure you feel today.',
    '{name}, one quick question about how you feel today.',
  ],
  [T.CONFIDENCE_SURVEY_AFTER_PRACTICE]: [
    '{name}, how do you feel after that practice?',
    'Nice work, {name}! How sure do you feel now?',
    '{name}, tell me how that practice felt.',
  ],
  [T.MOTIVATION_SURVEY_LOGIN]: [
    '{name}, how keen are you to learn today?',
    'Quick check, {name}: how ready do you feel for some learning?',
    '{name}, tell me how you feel about learning today.',
  ],
  [T.MOTIVATION_SURVEY_AFTER_PRACTICE]: [
    '{name}, how did you enjoy that practice?',
    'All done, {name}! How keen are you for more?',
    '{name}, tell me how you feel about practising again.',
  ],
}

/** The line before a survey card, by `<kind>_<trigger>`. */
const SURVEY_TEMPLATES: Record<string, string[]> = {
  confidence_login: TRIGGER_TEMPLATES[T.CONFIDENCE_SURVEY_LOGIN],
  confidence_after_practice: TRIGGER_TEMPLATES[T.CONFIDENCE_SURVEY_AFTER_PRACTICE],
  motivation_login: TRIGGER_TEMPLATES[T.MOTIVATION_SURVEY_LOGIN],
  motivation_after_practice: TRIGGER_TEMPLATES[T.MOTIVATION_SURVEY_AFTER_PRACTICE],
  disposition_login: TRIGGER_TEMPLATES[T.DISPOSITION_SURVEY],
  disposition_after_practice: TRIGGER_TEMPLATES[T.DISPOSITION_SURVEY],
}

const prefixed = (prefix: string, bank: Record<string | number, string[]>) =>
  Object.fromEntries(Object.entries(bank).map(([key, lines]) => [`${prefix}:${key}`, lines]))

/** Trigger, survey, onboarding and plan nudges, keyed as `NUDGE_TEMPLATES` is. */
export const OTHER_TEMPLATES: Record<string, string[]> = {
  ...prefixed('trigger', TRIGGER_TEMPLATES),
  ...prefixed('survey', SURVEY_TEMPLATES),
  onboarding: [
    '{name}, let us get to know each other! It only takes a few questions.',
    'Hi {name}! Tell me a little about yourself so I can help you better.',
    '{name}, a few quick questions and I will know how best to help you.',
  ],
  plan: [
    '{name}, your seven-day plan is ready for today. Shall we start?',
    "Let's check today's plan, {name}. One small step at a time!",
    '{name}, you are doing well with your plan. What is next today?',
  ],
}
