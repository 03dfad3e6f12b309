import { randomUUID } from 'node:crypto'
import { and, eq, sum } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { activityDays, studentSettings, xpEvents } from '../../db/schema'
import { DEFAULT_TIME_ZONE, localDate } from './dates'
import { streakDaysOf } from './freeze-store'
import { heartsNow, MAX_HEARTS } from './hearts'
import { CLAIMED_XP_DAILY_CAP, levelFor } from './levels'
import { streakFrom } from './streaks'

export type XpAward = { source: string; key: string; xp: number }

async function totalXp(db: Executor, userId: number) {
  const [row] = await db
    .select({ total: sum(xpEvents.xp) })
    .from(xpEvents)
    .where(eq(xpEvents.userId, userId))
  return Number(row?.total ?? 0)
}

export async function getXp(ctx: AppContext, userId: number) {
  return levelFor(await totalXp(ctx.db, userId))
}

/**
 * The awards whose keys are new, as an insert to run alone or inside another statement; it returns the XP of the
 * rows it added (repeats add nothing). Null when no award is worth anything.
 */
export function xpAwardInsert(db: Executor, userId: number, awards: XpAward[]) {
  const worth = awards.filter((a) => a.xp > 0)
  if (!worth.length) return null
  return db
    .insert(xpEvents)
    .values(worth.map((a) => ({ userId, source: a.source, sourceKey: a.key, xp: a.xp })))
    .onConflictDoNothing()
    .returning({ xp: xpEvents.xp })
}

/** Records awards whose keys are new; answers the XP actually added (repeats add nothing). */
export async function awardXp(db: Executor, userId: number, awards: XpAward[]) {
  const insert = xpAwardInsert(db, userId, awards)
  const added = insert ? await insert : []
  return added.reduce((total, row) => total + row.xp, 0)
}

export async function settingsOf(db: Executor, userId: number) {
  const [row] = await db.select().from(studentSettings).where(eq(studentSettings.userId, userId))
  if (row) return row
  const [created] = await db.insert(studentSettings).values({ userId }).onConflictDoNothing().returning()
  return created ?? (await db.select().from(studentSettings).where(eq(studentSettings.userId, userId)))[0]
}

/** XP a client claims for an activity the server cannot see (games, onboarding), capped per local day. */
export async function addClaimedXp(ctx: AppContext, user: UserRow, gain: number) {
  const { timeZone } = await settingsOf(ctx.db, user.id)
  const today = localDate(new Date(), timeZone)
  const before = await totalXp(ctx.db, user.id)
  const [claimed] = await ctx.db
    .select({ total: sum(xpEvents.xp) })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, user.id), eq(xpEvents.source, `claimed:${today}`)))
  const allowed = Math.max(0, Math.min(gain, CLAIMED_XP_DAILY_CAP - Number(claimed?.total ?? 0)))
  await awardXp(ctx.db, user.id, [{ source: `claimed:${today}`, key: randomUUID(), xp: allowed }])
  const after = levelFor(before + allowed)
  return { ...after, leveled_up: after.level > levelFor(before).level }
}

export async function getStreaks(ctx: AppContext, userId: number, now = new Date()) {
  const { timeZone } = await settingsOf(ctx.db, userId)
  const today = localDate(now, timeZone)
  const { practised, frozen } = await streakDaysOf(ctx.db, userId, today)
  return streakFrom([...practised], today, frozen)
}

export async function getHeartStatus(ctx: AppContext, user: UserRow, now = new Date()) {
  if (!user.isFreeTier)
    return { hearts: MAX_HEARTS, max_hearts: MAX_HEARTS, next_refill_at: null, is_free_tier: false }
  const settings = await settingsOf(ctx.db, user.id)
  const state = heartsNow({ hearts: settings.hearts, updatedAt: settings.heartsUpdatedAt }, now)
  return {
    hearts: state.hearts,
    max_hearts: MAX_HEARTS,
    next_refill_at: state.nextRefillAt?.toISOString() ?? null,
    is_free_tier: true,
  }
}

/**
 * The day a practice counts for, when the student's settings need no read: their time zone is known (null: they
 * have no settings yet, so the default zone, as a new row would have it) and no heart is paid. Null otherwise.
 */
export function knownPracticeDay(
  user: UserRow,
  wrongAnswers: number,
  now: Date,
  knownTimeZone: string | null | undefined,
): { timeZone: string; day: string } | null {
  if (knownTimeZone === undefined || (user.isFreeTier && wrongAnswers > 0)) return null
  const timeZone = knownTimeZone ?? DEFAULT_TIME_ZONE
  return { timeZone, day: localDate(now, timeZone) }
}

/** The practice day's row, as an insert to run alone or inside another statement (a second practice adds none). */
export const practiceDayInsert = (db: Executor, userId: number, day: string) =>
  db.insert(activityDays).values({ userId, day }).onConflictDoNothing().returning({ day: activityDays.day })

/**
 * After a submission is marked: the day counts for the student's streak (in their time zone), and a Lite
 * student pays one heart per wrong answer on a Lite course (never below zero; the caller counts only those).
 * Answers the student's time zone (it serves the rewards after it).
 */
export async function recordPractice(
  db: Executor,
  user: UserRow,
  wrongAnswers: number,
  now = new Date(),
): Promise<{ timeZone: string }> {
  const settings = await settingsOf(db, user.id)
  await practiceDayInsert(db, user.id, localDate(now, settings.timeZone))
  if (!(user.isFreeTier && wrongAnswers > 0)) return settings
  const state = heartsNow({ hearts: settings.hearts, updatedAt: settings.heartsUpdatedAt }, now)
  await db
    .update(studentSettings)
    .set({
      hearts: Math.max(0, state.hearts - wrongAnswers),
      heartsUpdatedAt: state.hearts >= MAX_HEARTS ? now : state.since,
    })
    .where(eq(studentSettings.userId, user.id))
  return settings
}
