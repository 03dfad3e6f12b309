import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { PlanSchema } from '../../../contracts/progress'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { quizzes, sevenDayPlanActivities, sevenDayPlans, userOnboarding, users } from '../../db/schema'
import { notFound } from '../../errors'
import { addDays, localDate } from '../progress/dates'
import { planCandidates } from './engagement/plan-candidates'
import { timeZoneOf } from './engagement/student-day'

export type Plan = z.infer<typeof PlanSchema>
type PlanRow = typeof sevenDayPlans.$inferSelect
type ActivityRow = typeof sevenDayPlanActivities.$inferSelect

const DAYS = 7
const MAX_PER_DAY = 2

async function livePlan(db: Executor, studentId: number) {
  const [plan] = await db
    .select()
    .from(sevenDayPlans)
    .where(and(eq(sevenDayPlans.studentId, studentId), isNull(sevenDayPlans.supersededAt)))
  return plan
}

async function activitiesOf(db: Executor, planId: number) {
  return db
    .select()
    .from(sevenDayPlanActivities)
    .where(eq(sevenDayPlanActivities.planId, planId))
    .orderBy(asc(sevenDayPlanActivities.day), asc(sevenDayPlanActivities.position))
}

/**
 * Completion (plan §8.7): an activity is done when the student completed a quiz on its worksheet after the plan
 * was made and by its last day (in their time zone). Newly done activities keep the time, so later turns can read it.
 */
async function withCompletion(db: Executor, plan: PlanRow, activities: ActivityRow[]) {
  const open = activities.filter((a) => !a.completedAt && a.worksheetId != null)
  if (!open.length) return activities
  const timeZone = await timeZoneOf(db, plan.studentId)
  const done = await db
    .select({ worksheetId: quizzes.worksheetId, completedAt: quizzes.completedAt })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.studentId, plan.studentId),
        eq(quizzes.status, 'completed'),
        inArray(
          quizzes.worksheetId,
          open.map((a) => a.worksheetId as number),
        ),
        // Work done before the plan was made is not the plan's.
        gte(quizzes.completedAt, plan.generatedAt),
      ),
    )
    .orderBy(asc(quizzes.completedAt))
  const firstDone = new Map<number, Date>()
  for (const q of done) {
    if (!q.completedAt) continue
    const day = localDate(q.completedAt, timeZone)
    if (day > plan.endDate || firstDone.has(q.worksheetId)) continue
    firstDone.set(q.worksheetId, q.completedAt)
  }
  const updated: ActivityRow[] = []
  for (const a of activities) {
    const at = !a.completedAt && a.worksheetId != null ? firstDone.get(a.worksheetId) : undefined
    if (at) {
      await db
        .update(sevenDayPlanActivities)
        .set({ completedAt: at })
        .where(eq(sevenDayPlanActivities.id, a.id))
    }
    updated.push(at ? { ...a, completedAt: at } : a)
  }
  return updated
}

function presentPlan(plan: PlanRow, activities: ActivityRow[]): Plan {
  return {
    id: plan.id,
    start_date: plan.startDate,
    end_date: plan.endDate,
    days: Array.from({ length: DAYS }, (_, i) => ({
      day: i + 1,
      date: addDays(plan.startDate, i),
      activities: activities
        .filter((a) => a.day === i + 1)
        .map((a) => ({
          id: a.id,
          kind: a.kind as Plan['days'][number]['activities'][number]['kind'],
          title: a.title,
          lesson_id: a.lessonId,
          worksheet_id: a.worksheetId,
          assignment_id: null,
          target_questions: a.targetQuestions,
          completed: a.completedAt !== null,
        })),
    })),
    generated_at: plan.generatedAt.toISOString(),
  }
}

/** The live plan with each activity's completion, or null before the first plan. */
export async function currentPlan(db: Executor, studentId: number) {
  const plan = await livePlan(db, studentId)
  if (!plan) return null
  return { plan, activities: await withCompletion(db, plan, await activitiesOf(db, plan.id)) }
}

/** GET /users/plan */
export async function getPlan(ctx: AppContext, studentId: number) {
  const current = await currentPlan(ctx.db, studentId)
  return { plan: current ? presentPlan(current.plan, current.activities) : null }
}

/** GET /users/plan/completion: how much of the live plan is done. */
export async function planCompletion(ctx: AppContext, studentId: number) {
  const current = await currentPlan(ctx.db, studentId)
  const total = current?.activities.length ?? 0
  const completed = current?.activities.filter((a) => a.completedAt).length ?? 0
  return {
    plan_id: current?.plan.id ?? null,
    completed_activities: completed,
    total_activities: total,
    is_completed: total > 0 && completed === total,
  }
}

/**
 * Makes the student's seven-day plan (plan §8.7), deterministically: 7 days of 1–2 worksheets from their courses,
 * starting today in their time zone. `first` keeps a live plan if there is one (a retried turn makes no second);
 * `subsequent` replaces it, avoiding its worksheets. Null when the student has no worksheet to plan with.
 * The chat turn for `generate_first_plan` / `generate_subsequent_plan` calls this and presents the result.
 */
export async function generatePlan(
  ctx: AppContext,
  studentId: number,
  kind: 'first' | 'subsequent',
  now = new Date(),
): Promise<Plan | null> {
  const [student] = await ctx.db.select().from(users).where(eq(users.id, studentId))
  if (!student) throw notFound('There is no such student.')
  const previous = await currentPlan(ctx.db, studentId)
  if (previous && kind === 'first') return presentPlan(previous.plan, previous.activities)
  const [onboarding] = await ctx.db
    .select({ fields: userOnboarding.fields })
    .from(userOnboarding)
    .where(eq(userOnboarding.userId, studentId))
  const avoid = new Set(previous?.activities.flatMap((a) => (a.worksheetId ? [a.worksheetId] : [])))
  const picks = (await planCandidates(ctx.db, student, onboarding?.fields.favourite_subject, avoid)).slice(
    0,
    DAYS * MAX_PER_DAY,
  )
  if (!picks.length) return null
  const start = localDate(now, await timeZoneOf(ctx.db, studentId))
  return ctx.db.transaction(async (tx) => {
    if (previous) {
      await tx.update(sevenDayPlans).set({ supersededAt: now }).where(eq(sevenDayPlans.id, previous.plan.id))
    }
    const [plan] = await tx
      .insert(sevenDayPlans)
      .values({ studentId, startDate: start, endDate: addDays(start, DAYS - 1), generatedBy: 'offline' })
      .returning()
    // Best first across the days, then a second activity on each day while there are picks left.
    const activities = await tx
      .insert(sevenDayPlanActivities)
      .values(
        picks.map((pick, i) => ({
          planId: plan.id,
          day: (i % DAYS) + 1,
          position: Math.floor(i / DAYS),
          kind: 'worksheet',
          worksheetId: pick.worksheetId,
          title: pick.title,
          targetQuestions: pick.questionCount,
        })),
      )
      .returning()
    activities.sort((a, b) => a.day - b.day || a.position - b.position)
    return presentPlan(plan, activities)
  })
}
