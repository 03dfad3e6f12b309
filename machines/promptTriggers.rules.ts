import type { Survey } from '../contracts/coach'
import { LIMITS, PROMPT_TRIGGER } from '../contracts/constants'
import type { ChatNudge } from './chatSession.context'
import {
  afterPracticeSurveyPicks,
  type CompletedSurvey,
  dispositionPick,
  loginSurveyPicks,
  type Random,
  SURVEY_PROMPT_TRIGGER,
  type SurveyPick,
} from './surveys.selection'

/**
 * Which prompt triggers (1–13) are due, and the chat turn each one asks for (product.md §4 "Prompt triggers",
 * "Trigger rules"; plan §8.4; ADR 0037). Pure: the machine keeps the facts, these say what follows from them.
 */
export type FirstPracticeToday = {
  /** A practice was finished today (GET /users/first-practice-completion `is_completed`). */
  finishedToday: boolean
  /** The chat has presented its result (§13 Q24): the idle triggers 4–6 wait for it. */
  viewed: boolean
  /** It is the child's first practice ever: idle triggers 4 and 5 rather than 6 (§13 Q4). */
  firstEver: boolean
  scorePercent: number | null
  /** Practices finished today, this one included. */
  countToday: number
}
export type TriggerFacts = {
  isNewUser: boolean
  /** Triggers fired this session (session storage): each fires once a session. */
  fired: readonly number[]
  firstPractice: FirstPracticeToday
  surveys: { definitions: readonly Survey[]; completed: readonly CompletedSurvey[] }
  onboardingComplete: boolean
}
export type FinishedPractice = { scorePercent: number | null; countToday: number }
export type IdleSeconds = 10 | 30 | 120
/** One chat turn a trigger asks for: the trigger it uses up and the POST /chat/stream fields of the turn. */
export type Firing = { trigger: number; nudge: ChatNudge }

const T = PROMPT_TRIGGER
const LOGIN_SURVEY_TRIGGERS = [SURVEY_PROMPT_TRIGGER.confidence.login, SURVEY_PROMPT_TRIGGER.motivation.login]
/** A guard only asks whether something is due, which no random choice changes. */
export const noRandom: Random = () => 0

const hasFired = (facts: TriggerFacts, trigger: number) => facts.fired.includes(trigger)
/** A trigger's own turn: the coach speaks first, from the trigger's templates. */
export const triggerTurn = (trigger: number): Firing => ({
  trigger,
  nudge: { nudging_group: 'trigger', nudging_type: String(trigger) },
})
/** A survey card: the server asks the question the client picked and counts it as its prompt trigger. */
const surveyTurn = (pick: SurveyPick): Firing => ({
  trigger: pick.promptTrigger,
  nudge: {
    nudging_group: 'survey',
    nudging_type: `${pick.kind}_${pick.trigger}`,
    survey_question_id: pick.question.id,
  },
})
const unfired = (facts: TriggerFacts) => (pick: SurveyPick) => !hasFired(facts, pick.promptTrigger)

/** Product.md: "Survey selection at login: one random question for each survey type not yet completed." */
export function loginSurveys(facts: TriggerFacts, random: Random): Firing[] {
  return loginSurveyPicks(facts.surveys.definitions, facts.surveys.completed, random)
    .filter(unfired(facts))
    .map(surveyTurn)
}

/** Trigger 1 "first login default". */
export const isFirstLogin = (facts: TriggerFacts) =>
  facts.isNewUser && !hasFired(facts, T.FIRST_LOGIN_DEFAULT)

/** Trigger 3 "subsequent login default". */
export const isReturningLogin = (facts: TriggerFacts) =>
  !facts.isNewUser && !hasFired(facts, T.SUBSEQUENT_LOGIN_DEFAULT)

/**
 * The greeting of a session: trigger 1 for a new user; otherwise trigger 3, which carries the login survey cards
 * itself (§13 Q5), so they follow it at once and are not asked again.
 */
export function greeting(facts: TriggerFacts, random: Random): Firing[] {
  if (isFirstLogin(facts)) return [triggerTurn(T.FIRST_LOGIN_DEFAULT)]
  if (isReturningLogin(facts))
    return [triggerTurn(T.SUBSEQUENT_LOGIN_DEFAULT), ...loginSurveys(facts, random)]
  return []
}

/**
 * The triggers the firings use up. Product.md: "The subsequent-login trigger also marks the login surveys as
 * used", whether or not a card was due.
 */
export function usedTriggers(facts: TriggerFacts, firings: readonly Firing[]): number[] {
  const used = firings.map((f) => f.trigger)
  if (used.includes(T.SUBSEQUENT_LOGIN_DEFAULT)) used.push(...LOGIN_SURVEY_TRIGGERS)
  // Sorted, so a session's record does not depend on the order things happened in.
  return [...new Set([...facts.fired, ...used])].sort((a, b) => a - b)
}

/**
 * Product.md: "When a practice finishes, a score of 60 or more gives wellness tips, otherwise motivational tips
 * (once)", then "Survey selection after practice, when the count exceeds 1: one random confidence and one random
 * motivation question." A score that could not be worked out (no marks) gives no tips.
 */
export function afterPractice(facts: TriggerFacts, practice: FinishedPractice, random: Random): Firing[] {
  const tipsGiven = hasFired(facts, T.WELLNESS_TIPS) || hasFired(facts, T.MOTIVATIONAL_TIPS)
  const tips =
    tipsGiven || practice.scorePercent === null
      ? []
      : [
          triggerTurn(
            practice.scorePercent >= LIMITS.WELLNESS_SCORE_THRESHOLD ? T.WELLNESS_TIPS : T.MOTIVATIONAL_TIPS,
          ),
        ]
  const cards = afterPracticeSurveyPicks(facts.surveys.definitions, practice.countToday, random)
    .filter(unfired(facts))
    .map(surveyTurn)
  return [...tips, ...cards]
}

/** A practice finished before the chat opened, whose result it has not shown: the tips and cards still follow. */
export function practiceBeforeChat(facts: TriggerFacts, random: Random): Firing[] {
  const { finishedToday, viewed } = facts.firstPractice
  return finishedToday && !viewed ? afterPractice(facts, facts.firstPractice, random) : []
}

/** §13 Q2: the disposition-of-learning survey (trigger 7), once onboarding is complete, until answered. */
export function disposition(facts: TriggerFacts, random: Random): Firing[] {
  if (!facts.onboardingComplete || hasFired(facts, T.DISPOSITION_SURVEY)) return []
  const pick = dispositionPick(facts.surveys.definitions, facts.surveys.completed, random)
  return pick ? [surveyTurn(pick)] : []
}

/**
 * The trigger a spell of idleness fires, if any. Product.md: 2 "first login idle 30 s"; 4 "after first practice
 * idle 10 s", 5 "after first practice idle 2 min", 6 "subsequent login idle 2 min"; "The idle 10 s and 2 min
 * triggers fire only after a finished practice that has not yet been viewed" (4, 5 and 6, §13 Q4).
 */
export function idleTrigger(facts: TriggerFacts, seconds: IdleSeconds): number | null {
  const { finishedToday, viewed, firstEver } = facts.firstPractice
  const waiting = finishedToday && !viewed
  const due = (trigger: number) => (hasFired(facts, trigger) ? null : trigger)
  if (seconds === 30) return facts.isNewUser ? due(T.FIRST_LOGIN_IDLE_30S) : null
  if (!waiting) return null
  if (seconds === 10) return firstEver ? due(T.AFTER_FIRST_PRACTICE_IDLE_10S) : null
  return due(firstEver ? T.AFTER_FIRST_PRACTICE_IDLE_2MIN : T.SUBSEQUENT_LOGIN_IDLE_2MIN)
}

/** What a finished practice changes: it is today's, not yet viewed, and a new user's is their first ever. */
export function withFinishedPractice(facts: TriggerFacts, practice: FinishedPractice): FirstPracticeToday {
  const before = facts.firstPractice
  return {
    finishedToday: true,
    viewed: false,
    firstEver: before.finishedToday ? before.firstEver : facts.isNewUser,
    scorePercent: practice.scorePercent,
    countToday: practice.countToday,
  }
}
