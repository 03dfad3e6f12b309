import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { studentRewards, xpEvents } from '../../db/schema'
import { localDate } from '../progress/dates'
import { settleStreak } from '../progress/freeze-store'
import { levelFor } from '../progress/levels'
import { settingsOf } from '../progress/service'
import { meets, type RewardStats } from './rules'
import { rewardsInPlay } from './stats'

export type Awarded = { kind: 'badge' | 'collectible'; id: number; rewardId: number }

/** A student's XP, as an expression to read inside another statement. */
export const totalXpOf = (studentId: number) =>
  sql<string | null>`(select sum(${xpEvents.xp}) from ${xpEvents} where ${xpEvents.userId} = ${studentId})`

async function totalXp(db: Executor, studentId: number) {
  const [row] = await db.select({ total: totalXpOf(studentId) }).from(sql`(select 1) as one`)
  return Number(row?.total ?? 0)
}

type AwardMoment = {
  quizId: number | null
  xpEarned: number
  now: Date
  timeZone?: string
  /** The student's XP with `xpEarned`, when the caller read it already. */
  totalXp?: number
}

/**
 * Evaluates every badge and collectible rule for a student who has just practised (ADR 0060) and awards what
 * is newly met, once: the unique indexes make a second award (a retried marking, two completions at once) do
 * nothing. Also settles the streak's freezes, and remembers the level before this marking's XP so the level-up
 * is celebrated once.
 */
export async function awardRewards(db: Executor, studentId: number, at: AwardMoment): Promise<Awarded[]> {
  const timeZone = at.timeZone ?? (await settingsOf(db, studentId)).timeZone
  const xp = at.totalXp ?? (await totalXp(db, studentId))
  const levelBefore = levelFor(xp - at.xpEarned).level
  const streakDays = await settleStreak(db, studentId, localDate(at.now, timeZone), levelBefore)
  // The worksheets finished and the rewards still to earn, in one statement.
  const { finished, open } = await rewardsInPlay(db, studentId, timeZone)
  const stats: RewardStats = { finished, streakDays, level: levelFor(xp).level }
  const due = open
    .filter((r) => meets(r.rule, stats))
    .map((r) => (r.kind === 'badge' ? { badgeId: r.id } : { collectibleId: r.id }))
  if (!due.length) return []
  const added = await db
    .insert(studentRewards)
    .values(due.map((d) => ({ ...d, studentId, quizId: at.quizId, earnedAt: at.now })))
    .onConflictDoNothing()
    .returning()
  return added.map((r) =>
    r.badgeId
      ? { kind: 'badge' as const, id: r.badgeId, rewardId: r.id }
      : { kind: 'collectible' as const, id: r.collectibleId ?? 0, rewardId: r.id },
  )
}

/**
 * `awardRewards` inside the marking's transaction, in a savepoint of its own: a reward that fails to be given
 * is logged and rolled back alone, and the child's marks, XP and streak day are stored all the same.
 */
export async function awardRewardsSafely(
  ctx: Pick<AppContext, 'log'>,
  tx: Executor,
  studentId: number,
  at: AwardMoment,
): Promise<Awarded[]> {
  try {
    return await tx.transaction((sp) => awardRewards(sp, studentId, at))
  } catch (err) {
    ctx.log.warn({ err, studentId, quizId: at.quizId }, 'rewards were not awarded; the marks stand')
    return []
  }
}

/** Marks awards as celebrated; only the caller's own awards are touched. */
export async function markSeen(db: Executor, studentId: number, rewardIds: number[], now: Date) {
  if (!rewardIds.length) return
  await db
    .update(studentRewards)
    .set({ seenAt: now })
    .where(and(eq(studentRewards.studentId, studentId), inArray(studentRewards.id, rewardIds)))
}
