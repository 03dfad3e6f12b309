import type { SurveyKind } from '../../../contracts/constants'
import type { Db } from '../client'
import { type SurveyOption, surveyQuestions, surveys } from '../schema'

/** The four answers of every survey question, from "not at all" (1) to "very" (4). */
export const SURVEY_OPTIONS: SurveyOption[] = [
  { label: 'Not at all', value: 1 },
  { label: 'A little', value: 2 },
  { label: 'Quite', value: 3 },
  { label: 'Very', value: 4 },
]

type SurveySeed = {
  type: SurveyKind
  trigger: 'login' | 'after_practice'
  title: string
  questions: [string, string, string]
}

/**
 * The coach's surveys (product.md "Surveys", ADR 0037): confidence and motivation when a child signs in and
 * after a practice, and the disposition-of-learning survey (trigger 7), asked once. Worded for primary pupils.
 */
export const SURVEY_SEEDS: SurveySeed[] = [
  {
    type: 'confidence',
    trigger: 'login',
    title: 'How sure do you feel today?',
    questions: [
      'How sure do you feel about the work you will practise today?',
      'If a question looks tricky, how sure are you that you can work it out step by step?',
      'How sure are you that you can explain your answer to a friend?',
    ],
  },
  {
    type: 'confidence',
    trigger: 'after_practice',
    title: 'How did that practice feel?',
    questions: [
      'After this practice, how sure do you feel about this topic?',
      'How sure are you that you could do a question like these again tomorrow?',
      'How sure do you feel about fixing the questions you got wrong?',
    ],
  },
  {
    type: 'motivation',
    trigger: 'login',
    title: 'Ready to learn?',
    questions: [
      'How much do you want to learn something new today?',
      'How excited are you to practise with me today?',
      'How much do you want to beat your own best score?',
    ],
  },
  {
    type: 'motivation',
    trigger: 'after_practice',
    title: 'Keen for more?',
    questions: [
      'How much did you enjoy that practice?',
      'How keen are you to try another practice soon?',
      'How much do you want to get even better at this topic?',
    ],
  },
  {
    type: 'disposition',
    trigger: 'login',
    title: 'How you like to learn',
    questions: [
      'When a question is hard, how much do you like to keep trying?',
      'How much do you believe you can get smarter by practising?',
      'How much do you like learning from your mistakes?',
    ],
  },
]

/** Seeds the surveys once: a database that already has any survey keeps its own (admins may have changed them). */
export async function seedSurveys(db: Db) {
  const [existing] = await db.select({ id: surveys.id }).from(surveys).limit(1)
  if (existing) return false
  await db.transaction(async (tx) => {
    for (const seed of SURVEY_SEEDS) {
      const [survey] = await tx
        .insert(surveys)
        .values({ type: seed.type, trigger: seed.trigger, title: seed.title })
        .returning({ id: surveys.id })
      const rows = seed.questions.map((text, position) => ({
        surveyId: survey.id,
        text,
        options: SURVEY_OPTIONS,
        position,
      }))
      await tx.insert(surveyQuestions).values(rows)
    }
  })
  return true
}
