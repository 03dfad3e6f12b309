import { and, eq, inArray, isNull, sum } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { badges, collectibles, studentRewardState, studentRewards, xpEvents } from '../../db/schema'
import { localDate } from '../progress/dates'
import { settleStreak } from '../progress/freeze-store'
import { levelFor } from '../progress/levels'
import { settingsOf } from '../progress/service'
import { meets, type RewardStats } from './rules'
import { finishedWorksheets } from './stats'

export type Awarded = { kind: 'badge' | 'collectible'; id: number; rewardId: number }

async function totalXp(db: Executor, studentId: number) {
  const [row] = await db
    .select({ total: sum(xpEvents.xp) })
    .from(xpEvents)
    .where(eq(xpEvents.userId, studentId))
  return Number(row?.total ?? 0)
}

/**
 * Evaluates every badge and collectible rule for a student who has just practised (ADR 0060) and awards what
 * is newly met, once: the unique indexes make a second award (a retried marking, two completions at once) do
 * nothing. Also settles the streak's freezes, and remembers the level before this marking's XP so the level-up
 * is celebrated once.
 */
export async function awardRewards(
  db: Executor,
  studentId: number,
  at: { quizId: number | null; xpEarned: number; now: Date },
): Promise<Awarded[]> {
  const { timeZone } = await settingsOf(db, studentId)
  const xp = await totalXp(db, studentId)
  await db
    .insert(studentRewardState)
    .values({ studentId, levelSeen: levelFor(xp - at.xpEarned).level })
    .onConflictDoNothing()
  const streakDays = await settleStreak(db, studentId, localDate(at.now, timeZone))
  const stats: RewardStats = {
    finished: await finishedWorksheets(db, studentId, timeZone),
    streakDays,
    level: levelFor(xp).level,
  }
  const earned = await db
    .select({ badgeId: studentRewards.badgeId, collectibleId: studentRewards.collectibleId })
    .from(studentRewards)
    .where(eq(studentRewards.studentId, studentId))
  const has = new Set(earned.map((e) => (e.badgeId ? `b${e.badgeId}` : `c${e.collectibleId}`)))
  // One after the other: `db` is the marking's transaction, one connection (pg 9 refuses queued statements).
  // A retired reward is out of play (ADR 0066): nobody earns it any more.
  const allBadges = await db
    .select({ id: badges.id, rule: badges.rule })
    .from(badges)
    .where(isNull(badges.retiredAt))
  const allCollectibles = await db
    .select({ id: collectibles.id, rule: collectibles.rule })
    .from(collectibles)
    .where(isNull(collectibles.retiredAt))
  const due = [
    ...allBadges.filter((b) => !has.has(`b${b.id}`) && meets(b.rule, stats)).map((b) => ({ badgeId: b.id })),
    ...allCollectibles
      .filter((c) => !has.has(`c${c.id}`) && meets(c.rule, stats))
      .map((c) => ({ collectibleId: c.id })),
  ]
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
  at: { quizId: number | null; xpEarned: number; now: Date },
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
