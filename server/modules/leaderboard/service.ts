import { and, eq, max, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { Leaderboard, League } from '../../../contracts/leaderboard'
import type { AppContext, UserRow } from '../../context'
import { leaderboardEntries, leaderboardPeriods, leaderboardPlayers, users, xpEvents } from '../../db/schema'
import { notFound } from '../../errors'
import { loadOwnChild } from '../children/accounts'
import { loadReachableClass } from '../coach/engagement/reach'
import { levelFor } from '../progress/levels'
import { classStudents } from '../teachers/reports'
import { LeaderboardCache } from './cache'
import { nextPeriod, type Period, periodAt, previousPeriod } from './period'
import { demoteCount, initialOf, OUTCOME_NAMES, type Outcome, promoteCount } from './rules'
import {
  assignToCohort,
  closeEndedPeriods,
  cohortStandings,
  ensurePeriod,
  entryOf,
  playerOf,
  pointsOf,
} from './store'

const caches = new WeakMap<AppContext, LeaderboardCache>()
export const cacheOf = (ctx: AppContext) => {
  const cache = caches.get(ctx) ?? new LeaderboardCache()
  caches.set(ctx, cache)
  return cache
}

async function latestAward(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ id: max(xpEvents.id) })
    .from(xpEvents)
    .where(eq(xpEvents.userId, userId))
  return row?.id ?? 0
}

/** GET /leaderboard: her cohort this week; she joins one the first time she asks with points earned this week. */
export async function getLeaderboard(
  ctx: AppContext,
  student: UserRow,
  now = new Date(),
): Promise<Leaderboard> {
  const period = periodAt(now)
  const key = `${period.startDate}:${await latestAward(ctx, student.id)}`
  const cache = cacheOf(ctx)
  const cached = cache.get(student.id, key, now.getTime())
  if (cached) return cached
  await closeEndedPeriods(ctx.db, period)
  const body = await buildLeaderboard(ctx, student, period, now)
  cache.set(student.id, key, now.getTime(), body)
  return body
}

async function buildLeaderboard(
  ctx: AppContext,
  student: UserRow,
  period: Period,
  now: Date,
): Promise<Leaderboard> {
  const row = await ensurePeriod(ctx.db, period)
  const player = await playerOf(ctx.db, student.id)
  const myPoints = await pointsOf(ctx.db, student.id, period)
  let entry = await entryOf(ctx.db, row.id, student.id)
  if (!entry && myPoints > 0 && !player.hidden)
    entry = await assignToCohort(ctx.db, student, row.id, player.league as League)
  const league = (entry?.league ?? player.league) as League
  const next = nextPeriod(period)
  const base = {
    period: {
      previous: await previousResult(ctx, student.id, period),
      current: { start_date: period.startDate, end_date: period.endDate },
      in_progress: now < period.closesAt && row.closedAt == null,
      assigned: entry != null,
      next_start_date: next.startDate,
      next_end_date: next.endDate,
      closes_at: period.closesAt.toISOString(),
    },
    league,
    hidden: player.hidden,
  }
  const myLevel = levelFor(
    (
      await ctx.db
        .select({ xp: sql<number>`coalesce(sum(${xpEvents.xp}),0)`.mapWith(Number) })
        .from(xpEvents)
        .where(eq(xpEvents.userId, student.id))
    )[0].xp,
  ).level
  const meAlone = [
    {
      first_name: student.firstName,
      last_name: student.lastName,
      points: myPoints,
      current_level: myLevel,
      is_me: true,
    },
  ]
  // Kept off leaderboards, or not yet in a cohort: she sees her own points and no one else.
  if (!entry || player.hidden)
    return {
      ...base,
      rank: null,
      promote_count: 0,
      demote_count: 0,
      students: player.hidden || myPoints ? meAlone : [],
    }
  const standings = await cohortStandings(ctx.db, entry.entry.cohortId, period)
  const size = standings.length
  return {
    ...base,
    rank: standings.find((s) => s.userId === student.id)?.rank ?? null,
    promote_count: promoteCount(size, league),
    demote_count: demoteCount(size, league),
    students: standings.map((s) => {
      const isMe = s.userId === student.id
      return {
        first_name: s.firstName,
        last_name: isMe ? s.lastName : initialOf(s.lastName),
        points: s.points,
        current_level: s.level,
        is_me: isMe,
      }
    }),
  }
}

/** The week just before this one, when she played in it: what the results modal shows. */
async function previousResult(ctx: AppContext, userId: number, period: Period) {
  const before = previousPeriod(period)
  const [row] = await ctx.db
    .select({
      entry: leaderboardEntries,
      closedAt: leaderboardPeriods.closedAt,
      league:
        sql<number>`(select league from leaderboard_cohorts where id = ${leaderboardEntries.cohortId})`.mapWith(
          Number,
        ),
    })
    .from(leaderboardEntries)
    .innerJoin(leaderboardPeriods, eq(leaderboardPeriods.id, leaderboardEntries.periodId))
    .where(and(eq(leaderboardPeriods.startDate, before.startDate), eq(leaderboardEntries.userId, userId)))
  if (!row?.closedAt) return null
  const outcome = row.entry.outcome as Outcome | null
  return {
    end_date: before.endDate,
    league: row.league as League,
    rank: row.entry.finalRank,
    points: row.entry.finalPoints ?? 0,
    outcome: outcome == null ? null : OUTCOME_NAMES[outcome],
  }
}

async function setVisibility(ctx: AppContext, student: UserRow, by: UserRow, visible: boolean) {
  await ctx.db
    .insert(leaderboardPlayers)
    .values({ userId: student.id, hidden: !visible, hiddenBy: visible ? null : by.id })
    .onConflictDoUpdate({
      target: leaderboardPlayers.userId,
      set: { hidden: !visible, hiddenBy: visible ? null : by.id, updatedAt: new Date() },
    })
  cacheOf(ctx).forget(student.id)
  return visibilityOf(ctx, student)
}

async function visibilityOf(ctx: AppContext, student: UserRow) {
  const player = await playerOf(ctx.db, student.id)
  return { student_id: student.id, visible: !player.hidden, league: player.league as League }
}

async function ownChildStudent(ctx: AppContext, parent: UserRow, childId: number) {
  const child = await loadOwnChild(ctx, parent, childId)
  if (child.userRoleId !== USER_ROLE.STUDENT) throw notFound('You have no child with this number on Lantern.')
  return child
}

export async function getChildVisibility(ctx: AppContext, parent: UserRow, childId: number) {
  return visibilityOf(ctx, await ownChildStudent(ctx, parent, childId))
}

export async function setChildVisibility(
  ctx: AppContext,
  parent: UserRow,
  childId: number,
  visible: boolean,
) {
  return setVisibility(ctx, await ownChildStudent(ctx, parent, childId), parent, visible)
}

/** A teacher reaches the students of the classes she reaches (ADR 0048), as the class reports do. */
async function classStudent(ctx: AppContext, teacher: UserRow, classId: number, studentId: number) {
  await loadReachableClass(ctx.db, teacher, classId)
  const inClass = (await classStudents(ctx, classId)).some((s) => s.id === studentId)
  if (!inClass) throw notFound('There is no such student in this class.')
  const [student] = await ctx.db.select().from(users).where(eq(users.id, studentId))
  return student
}

export async function getClassStudentVisibility(
  ctx: AppContext,
  teacher: UserRow,
  classId: number,
  studentId: number,
) {
  return visibilityOf(ctx, await classStudent(ctx, teacher, classId, studentId))
}

export async function setClassStudentVisibility(
  ctx: AppContext,
  teacher: UserRow,
  classId: number,
  studentId: number,
  visible: boolean,
) {
  return setVisibility(ctx, await classStudent(ctx, teacher, classId, studentId), teacher, visible)
}
