import type { Survey } from '../contracts/coach'
import { PROMPT_TRIGGER, SURVEY_TYPES, type SurveyKind } from '../contracts/constants'

/**
 * Which survey questions the coach asks, and when (product.md "Trigger rules"; ADR 0037). Pure: the caller
 * passes the surveys of `GET /chat/surveys` and a `random` in [0, 1), seeded in tests.
 */
export type SurveyTrigger = Survey['trigger']
export type SurveyQuestion = Survey['questions'][number]
/** One survey card to put in the chat: the question, its survey's type and trigger, and the prompt trigger. */
export type SurveyPick = {
  kind: SurveyKind
  trigger: SurveyTrigger
  promptTrigger: number
  question: SurveyQuestion
}
export type CompletedSurvey = { type: SurveyKind; trigger: SurveyTrigger }
export type Random = () => number

/** The prompt trigger (1–13) that asks each survey: 10, 12 at login; 11, 13 after a practice; 7 disposition. */
export const SURVEY_PROMPT_TRIGGER: Record<SurveyKind, Record<SurveyTrigger, number>> = {
  confidence: {
    login: PROMPT_TRIGGER.CONFIDENCE_SURVEY_LOGIN,
    after_practice: PROMPT_TRIGGER.CONFIDENCE_SURVEY_AFTER_PRACTICE,
  },
  motivation: {
    login: PROMPT_TRIGGER.MOTIVATION_SURVEY_LOGIN,
    after_practice: PROMPT_TRIGGER.MOTIVATION_SURVEY_AFTER_PRACTICE,
  },
  disposition: {
    login: PROMPT_TRIGGER.DISPOSITION_SURVEY,
    after_practice: PROMPT_TRIGGER.DISPOSITION_SURVEY,
  },
}

const pickOne = <T>(items: readonly T[], random: Random): T | undefined =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))]

/** One random question of the survey of this kind and trigger, if there is one with questions. */
export function pickQuestion(
  surveys: readonly Survey[],
  kind: SurveyKind,
  trigger: SurveyTrigger,
  random: Random,
): SurveyPick | null {
  const questions = surveys
    .filter((s) => s.type === kind && s.trigger === trigger)
    .flatMap((s) => s.questions)
  const question = pickOne(questions, random)
  return question ? { kind, trigger, promptTrigger: SURVEY_PROMPT_TRIGGER[kind][trigger], question } : null
}

const isCompleted = (completed: readonly CompletedSurvey[], kind: SurveyKind, trigger: SurveyTrigger) =>
  completed.some((c) => c.type === kind && c.trigger === trigger)

/** Product.md: "Survey selection at login: one random question for each survey type not yet completed." */
export function loginSurveyPicks(
  surveys: readonly Survey[],
  completed: readonly CompletedSurvey[],
  random: Random,
): SurveyPick[] {
  return SURVEY_TYPES.filter((kind) => !isCompleted(completed, kind, 'login'))
    .map((kind) => pickQuestion(surveys, kind, 'login', random))
    .filter((pick): pick is SurveyPick => pick !== null)
}

/**
 * Product.md: "Survey selection after practice, when the count exceeds 1: one random confidence and one random
 * motivation question." `countToday` is the number of practices finished today, this one included.
 */
export function afterPracticeSurveyPicks(
  surveys: readonly Survey[],
  countToday: number,
  random: Random,
): SurveyPick[] {
  if (countToday <= 1) return []
  return SURVEY_TYPES.map((kind) => pickQuestion(surveys, kind, 'after_practice', random)).filter(
    (pick): pick is SurveyPick => pick !== null,
  )
}

/** §13 Q2: the disposition-of-learning survey (trigger 7) is asked until it has been answered once. */
export function dispositionPick(
  surveys: readonly Survey[],
  completed: readonly CompletedSurvey[],
  random: Random,
): SurveyPick | null {
  if (completed.some((c) => c.type === 'disposition')) return null
  return pickQuestion(surveys, 'disposition', 'login', random)
}
