import { and, eq, gte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { activityDays, frozenDays, studentRewardState } from '../../db/schema'
import { addDays } from './dates'
import { daysToFreeze, earnFreezes, type FreezeState, streakRun } from './freezes'

const LOOK_BACK_DAYS = 400

export async function freezeStateOf(db: Executor, userId: number): Promise<FreezeState> {
  const [row] = await db.select().from(studentRewardState).where(eq(studentRewardState.studentId, userId))
  return {
    held: row?.freezesHeld ?? 0,
    streakStart: row?.streakStart ?? null,
    earnedInStreak: row?.freezesEarnedInStreak ?? 0,
  }
}

/**
 * The days that count for the streak, as the student sees them today: practised, frozen, and the missed days
 * the freezes held would cover (shown as frozen before they are spent, so a streak does not look lost).
 */
export async function streakDaysOf(db: Executor, userId: number, today: string) {
  const since = addDays(today, -LOOK_BACK_DAYS)
  // One after the other: `db` may be a transaction, one connection (pg 9 refuses queued statements).
  const practisedRows = await db
    .select({ day: activityDays.day })
    .from(activityDays)
    .where(and(eq(activityDays.userId, userId), gte(activityDays.day, since)))
  const frozenRows = await db
    .select({ day: frozenDays.day })
    .from(frozenDays)
    .where(and(eq(frozenDays.studentId, userId), gte(frozenDays.day, since)))
  const state = await freezeStateOf(db, userId)
  const practised = new Set(practisedRows.map((r) => r.day))
  const frozen = new Set(frozenRows.map((r) => r.day))
  const pending = daysToFreeze(practised, frozen, state.held, today)
  const covered = new Set([...frozen, ...pending])
  return { practised, frozen: covered, pending, state, run: streakRun(practised, covered, today) }
}

/**
 * After practice on `today` (inside the marking's transaction): spends the freezes that carry the streak over
 * the days missed before it, and earns the freezes the streak has grown into. Answers the streak's length.
 */
export async function settleStreak(db: Executor, userId: number, today: string) {
  const { pending, state, run, practised } = await streakDaysOf(db, userId, today)
  if (!practised.has(today)) return run.days
  if (pending.length)
    await db
      .insert(frozenDays)
      .values(pending.map((day) => ({ studentId: userId, day })))
      .onConflictDoNothing()
  const next = earnFreezes({ ...state, held: state.held - pending.length }, run)
  await db
    .insert(studentRewardState)
    .values({
      studentId: userId,
      freezesHeld: next.held,
      streakStart: next.streakStart,
      freezesEarnedInStreak: next.earnedInStreak,
    })
    .onConflictDoUpdate({
      target: studentRewardState.studentId,
      set: {
        freezesHeld: next.held,
        streakStart: next.streakStart,
        freezesEarnedInStreak: next.earnedInStreak,
        updatedAt: new Date(),
      },
    })
  return run.days
}
