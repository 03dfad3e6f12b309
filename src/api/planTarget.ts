import type { Plan, PlanCompletion } from '../../machines/sevenDayPlan.types'
import { fetchPlan } from './chat'
import { client } from './client'
import { expectStatus } from './errors'

/**
 * The worksheets of today's activities when a seven-day plan is active: today falls within its dates and it is
 * not yet complete (the plan machine's own "over" rule). Empty otherwise.
 */
export function todaysPlanWorksheets(
  plan: Plan | null,
  completion: PlanCompletion | null,
  today: string,
): number[] {
  if (!plan || completion?.is_completed || today < plan.start_date || today > plan.end_date) return []
  const day = plan.days.find((d) => d.date === today)
  return day?.activities.flatMap((a) => (a.worksheet_id === null ? [] : [a.worksheet_id])) ?? []
}

/**
 * §13 Q10: today's plan target is the questions of today's activities. The server sets each activity's target to
 * its worksheet's length, which GET /users/plan does not carry, so the lengths are the worksheets' own. Null when
 * no length is known: the worksheet being played is then the goal.
 */
export function planGoal(
  worksheets: readonly number[],
  lengthOf: ReadonlyMap<number, number>,
): number | null {
  const total = worksheets.reduce((sum, id) => sum + (lengthOf.get(id) ?? 0), 0)
  return total > 0 ? total : null
}

/** GET /quiz?worksheet_id=: how many questions the student's quiz of that worksheet has, if they have one. */
async function worksheetLength(worksheetId: number): Promise<[number, number] | null> {
  const quiz = expectStatus(await client.quiz.listQuizzes({ query: { worksheet_id: worksheetId } }), 200)
    .quizzes[0]
  return quiz ? [worksheetId, quiz.num_questions] : null
}

/** Today's plan target in questions (GET /users/plan, then the length of each of today's worksheets), or null. */
export async function fetchPlanTarget(today: string): Promise<number | null> {
  const { plan, completion } = await fetchPlan()
  const worksheets = todaysPlanWorksheets(plan, completion, today)
  if (worksheets.length === 0) return null
  const lengths = await Promise.all(worksheets.map(worksheetLength))
  return planGoal(worksheets, new Map(lengths.filter((l) => l !== null)))
}
