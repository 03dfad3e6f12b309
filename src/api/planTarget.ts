import type { Plan, PlanCompletion } from '../../machines/sevenDayPlan.types'
import { fetchPlan } from './chat'
import { client } from './client'
import { expectStatus } from './errors'

export type PlanActivity = Plan['days'][number]['activities'][number]

/**
 * Today's activities when a seven-day plan is active: today falls within its dates and it is not yet complete
 * (the plan machine's own "over" rule). Empty otherwise.
 */
export function todaysPlanActivities(
  plan: Plan | null,
  completion: PlanCompletion | null,
  today: string,
): PlanActivity[] {
  if (!plan || completion?.is_completed || today < plan.start_date || today > plan.end_date) return []
  return plan.days.find((d) => d.date === today)?.activities ?? []
}

/** A worksheet activity the server planned without a target (0 questions): its worksheet's length stands in. */
const lacksTarget = (a: PlanActivity): a is PlanActivity & { worksheet_id: number } =>
  a.target_questions <= 0 && a.worksheet_id !== null

/**
 * §13 Q10: today's plan target is the sum of today's activities' `target_questions` (GET /users/plan). An activity
 * without a target counts its worksheet's length when `lengthOf` knows it. Null when the sum is 0: the worksheet
 * being played is then the goal.
 */
export function planGoal(
  activities: readonly PlanActivity[],
  lengthOf: ReadonlyMap<number, number> = new Map(),
): number | null {
  const total = activities.reduce(
    (sum, a) =>
      sum + (lacksTarget(a) ? (lengthOf.get(a.worksheet_id) ?? 0) : Math.max(0, a.target_questions)),
    0,
  )
  return total > 0 ? total : null
}

/** GET /quiz?worksheet_id=: how many questions the student's quiz of that worksheet has, if they have one. */
async function worksheetLength(worksheetId: number): Promise<[number, number] | null> {
  const quiz = expectStatus(await client.quiz.listQuizzes({ query: { worksheet_id: worksheetId } }), 200)
    .quizzes[0]
  return quiz ? [worksheetId, quiz.num_questions] : null
}

/**
 * Today's plan target in questions, or null: GET /users/plan, and the length of a worksheet only for an activity
 * that has no target of its own.
 */
export async function fetchPlanTarget(today: string): Promise<number | null> {
  const { plan, completion } = await fetchPlan()
  const activities = todaysPlanActivities(plan, completion, today)
  if (activities.length === 0) return null
  const missing = activities.filter(lacksTarget).map((a) => a.worksheet_id)
  const lengths = await Promise.all(missing.map(worksheetLength))
  return planGoal(activities, new Map(lengths.filter((l) => l !== null)))
}
