import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client'
import { activityDays, frozenDays, studentRewardState } from '../../db/schema'
import { addDays } from './dates'
import { daysToFreeze, earnFreezes, type FreezeState, streakRun } from './freezes'

const LOOK_BACK_DAYS = 400

export async function freezeStateOf(db: Executor, userId: number): Promise<FreezeState> {
  const [row] = await db.select().from(studentRewardState).where(eq(studentRewardState.studentId, userId))
  return stateOf(row)
}

const stateOf = (row: typeof studentRewardState.$inferSelect | null | undefined): FreezeState => ({
  held: row?.freezesHeld ?? 0,
  streakStart: row?.streakStart ?? null,
  earnedInStreak: row?.freezesEarnedInStreak ?? 0,
})

/** Days of `table` since `since` as one text ('2026-11-20,2026-11-21'): what both drivers hand over alike. */
const daysSince = (
  table: typeof activityDays | typeof frozenDays,
  owner: AnyPgColumn,
  userId: number,
  since: string,
) =>
  sql<
    string | null
  >`(select string_agg(to_char(${table.day}, 'YYYY-MM-DD'), ',') from ${table} where ${owner} = ${userId} and ${table.day} >= ${since})`
const daySet = (days: string | null) => new Set(days ? days.split(',') : [])

/**
 * The days that count for the streak, as the student sees them today: practised, frozen, and the missed days
 * the freezes held would cover (shown as frozen before they are spent, so a streak does not look lost). Read in
 * ONE statement (issue 11: it runs in every marking's transaction).
 */
export async function streakDaysOf(db: Executor, userId: number, today: string) {
  const since = addDays(today, -LOOK_BACK_DAYS)
  const [row] = await db
    .select({
      state: studentRewardState,
      practised: daysSince(activityDays, activityDays.userId, userId, since),
      frozen: daysSince(frozenDays, frozenDays.studentId, userId, since),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(studentRewardState, eq(studentRewardState.studentId, userId))
  const state = stateOf(row?.state)
  const practised = daySet(row?.practised ?? null)
  const frozen = daySet(row?.frozen ?? null)
  const pending = daysToFreeze(practised, frozen, state.held, today)
  const covered = new Set([...frozen, ...pending])
  return { practised, frozen: covered, pending, state, run: streakRun(practised, covered, today) }
}

/**
 * After practice on `today` (inside the marking's transaction): spends the freezes that carry the streak over
 * the days missed before it, and earns the freezes the streak has grown into. Answers the streak's length.
 * The student's reward state is made if it has none yet, with `levelSeen` (the level before this marking).
 */
export async function settleStreak(db: Executor, userId: number, today: string, levelSeen: number) {
  const { pending, state, run, practised } = await streakDaysOf(db, userId, today)
  if (!practised.has(today)) {
    await db.insert(studentRewardState).values({ studentId: userId, levelSeen }).onConflictDoNothing()
    return run.days
  }
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
      levelSeen,
    })
    // The level seen is the celebration's to move on (rewards/student.ts), never the streak's.
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
