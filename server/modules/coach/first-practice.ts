import { and, eq, isNull } from 'drizzle-orm'
import { scorePercent } from '../../../contracts/student-reports'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { firstPracticeDays, type quizzes } from '../../db/schema'
import { localDate } from '../progress/dates'
import { studentToday, timeZoneOf } from './engagement/student-day'

type Quiz = Pick<
  typeof quizzes.$inferSelect,
  'id' | 'studentId' | 'worksheetId' | 'assignmentId' | 'marksGiven' | 'maxScore'
>

/**
 * Records the student's first completed practice of the day (in their time zone); later ones that day change
 * nothing. The coach's idle prompts and tips read it (product.md triggers 4–6, 8, 9). Marks are already stored
 * when this runs, so a failure here is logged and the grading carries on.
 */
export async function recordFirstPractice(ctx: AppContext, quiz: Quiz, now = new Date(), timeZone?: string) {
  try {
    const day = localDate(now, timeZone ?? (await timeZoneOf(ctx.db, quiz.studentId)))
    const percent = scorePercent(quiz.marksGiven, quiz.maxScore)
    await ctx.db
      .insert(firstPracticeDays)
      .values({
        studentId: quiz.studentId,
        localDate: day,
        quizId: quiz.id,
        assignmentId: quiz.assignmentId,
        worksheetId: quiz.worksheetId,
        scorePercent: percent === undefined ? null : Math.min(100, Math.max(0, percent)),
        completedAt: now,
      })
      .onConflictDoNothing()
  } catch (err) {
    ctx.log.warn({ err, quizId: quiz.id }, 'first practice of the day not recorded')
  }
}

/** GET /users/first-practice-completion: today's first practice, if any, and whether the coach presented it. */
export async function getFirstPracticeCompletion(ctx: AppContext, studentId: number, now = new Date()) {
  const today = await studentToday(ctx.db, studentId, now)
  const [row] = await ctx.db
    .select()
    .from(firstPracticeDays)
    .where(and(eq(firstPracticeDays.studentId, studentId), eq(firstPracticeDays.localDate, today)))
  return {
    is_completed: Boolean(row),
    completed_at: row?.completedAt.toISOString() ?? null,
    assignment_id: row?.assignmentId ?? null,
    worksheet_id: row?.worksheetId ?? null,
    score_percent: row?.scorePercent ?? null,
    viewed: Boolean(row?.viewedAt),
  }
}

/**
 * The chat presented today's first practice to the student (plan Q24: the plan's `practice_continuation` turn,
 * or "See how I did" on the tips card), so the idle prompts about it stop. True when it was still unseen.
 */
export async function markFirstPracticeViewed(db: Executor, studentId: number, now = new Date()) {
  const today = await studentToday(db, studentId, now)
  const seen = await db
    .update(firstPracticeDays)
    .set({ viewedAt: now })
    .where(
      and(
        eq(firstPracticeDays.studentId, studentId),
        eq(firstPracticeDays.localDate, today),
        isNull(firstPracticeDays.viewedAt),
      ),
    )
    .returning({ day: firstPracticeDays.localDate })
  return seen.length > 0
}

/**
 * POST /users/first-practice-completion/viewed: the student pressed "See how I did" (ADR 0042). Idempotent: a
 * second call, or a day without a practice, changes nothing and says so.
 */
export async function viewFirstPractice(ctx: AppContext, studentId: number, now = new Date()) {
  if (await markFirstPracticeViewed(ctx.db, studentId, now)) return { viewed: true, changed: true }
  const { viewed } = await getFirstPracticeCompletion(ctx, studentId, now)
  return { viewed, changed: false }
}
