import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm'
import type { League } from '../../../contracts/leaderboard'
import type { UserRow } from '../../context'
import type { Db, Executor } from '../../db/client'
import {
  leaderboardCohorts,
  leaderboardEntries,
  leaderboardPeriods,
  leaderboardPlayers,
  users,
  xpEvents,
} from '../../db/schema'
import { levelFor } from '../progress/levels'
import { type Period, periodStarting } from './period'
import { COHORT_SIZE, leagueAfter, outcomeFor, rankStandings } from './rules'

export async function ensurePeriod(db: Executor, period: Period) {
  await db
    .insert(leaderboardPeriods)
    .values({ startDate: period.startDate, endDate: period.endDate })
    .onConflictDoNothing()
  const [row] = await db
    .select()
    .from(leaderboardPeriods)
    .where(eq(leaderboardPeriods.startDate, period.startDate))
  return row
}

export async function playerOf(db: Executor, userId: number) {
  const [row] = await db.select().from(leaderboardPlayers).where(eq(leaderboardPlayers.userId, userId))
  if (row) return row
  await db.insert(leaderboardPlayers).values({ userId }).onConflictDoNothing()
  return (await db.select().from(leaderboardPlayers).where(eq(leaderboardPlayers.userId, userId)))[0]
}

/** XP earned inside the period: answers that earned no XP wrote no event, so they earn no points. */
const pointsIn = (period: Period) =>
  sql<number>`coalesce((select sum(${xpEvents.xp}) from ${xpEvents} where ${xpEvents.userId} = ${leaderboardEntries.userId}
    and ${xpEvents.createdAt} >= ${period.startsAt.toISOString()}::timestamptz
    and ${xpEvents.createdAt} < ${period.closesAt.toISOString()}::timestamptz), 0)`.mapWith(Number)

export async function pointsOf(db: Executor, userId: number, period: Period) {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${xpEvents.xp}), 0)`.mapWith(Number) })
    .from(xpEvents)
    .where(
      and(
        eq(xpEvents.userId, userId),
        sql`${xpEvents.createdAt} >= ${period.startsAt.toISOString()}::timestamptz`,
        lt(xpEvents.createdAt, period.closesAt),
      ),
    )
  return row?.points ?? 0
}

export async function entryOf(db: Executor, periodId: number, userId: number) {
  const [row] = await db
    .select({ entry: leaderboardEntries, league: leaderboardCohorts.league })
    .from(leaderboardEntries)
    .innerJoin(leaderboardCohorts, eq(leaderboardCohorts.id, leaderboardEntries.cohortId))
    .where(and(eq(leaderboardEntries.periodId, periodId), eq(leaderboardEntries.userId, userId)))
  return row ?? null
}

/**
 * Places the student in a cohort of her league and level for the period: the oldest one with room, or a new one.
 * Two children joining at the same moment may both open a cohort; each is still a fair, smaller race.
 */
export async function assignToCohort(db: Executor, student: UserRow, periodId: number, league: League) {
  const level = student.academicLevelId
  const members = count(leaderboardEntries.id)
  const [open] = await db
    .select({ id: leaderboardCohorts.id, members })
    .from(leaderboardCohorts)
    .leftJoin(leaderboardEntries, eq(leaderboardEntries.cohortId, leaderboardCohorts.id))
    .where(
      and(
        eq(leaderboardCohorts.periodId, periodId),
        eq(leaderboardCohorts.league, league),
        level == null
          ? isNull(leaderboardCohorts.academicLevelId)
          : eq(leaderboardCohorts.academicLevelId, level),
      ),
    )
    .groupBy(leaderboardCohorts.id)
    .having(sql`${members} < ${COHORT_SIZE}`)
    .orderBy(asc(leaderboardCohorts.id))
    .limit(1)
  const cohortId =
    open?.id ??
    (await db.insert(leaderboardCohorts).values({ periodId, league, academicLevelId: level }).returning())[0]
      .id
  await db.insert(leaderboardEntries).values({ periodId, cohortId, userId: student.id }).onConflictDoNothing()
  return entryOf(db, periodId, student.id)
}

/** The cohort's children who may be shown and ranked, with their points in the period and their level. */
export async function cohortStandings(db: Executor, cohortId: number, period: Period) {
  const rows = await db
    .select({
      userId: leaderboardEntries.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      joinedAt: leaderboardEntries.joinedAt,
      points: pointsIn(period),
      totalXp:
        sql<number>`coalesce((select sum(${xpEvents.xp}) from ${xpEvents} where ${xpEvents.userId} = ${leaderboardEntries.userId}), 0)`.mapWith(
          Number,
        ),
    })
    .from(leaderboardEntries)
    .innerJoin(users, eq(users.id, leaderboardEntries.userId))
    .leftJoin(leaderboardPlayers, eq(leaderboardPlayers.userId, leaderboardEntries.userId))
    .where(
      and(
        eq(leaderboardEntries.cohortId, cohortId),
        sql`coalesce(${leaderboardPlayers.hidden}, false) = false`,
      ),
    )
  return rankStandings(rows).map((row) => ({ ...row, level: levelFor(row.totalXp).level }))
}

/**
 * Settles every period that ended before `current` begins: final points and places, and each child's league for
 * the weeks to come. The period is claimed first, so two instances (or a request and the sweep) never both settle it.
 */
export async function closeEndedPeriods(db: Db, current: Period) {
  const due = await db
    .select()
    .from(leaderboardPeriods)
    .where(and(isNull(leaderboardPeriods.closedAt), lt(leaderboardPeriods.startDate, current.startDate)))
    .orderBy(asc(leaderboardPeriods.startDate))
  let closed = 0
  for (const row of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(leaderboardPeriods)
        .set({ closedAt: new Date() })
        .where(and(eq(leaderboardPeriods.id, row.id), isNull(leaderboardPeriods.closedAt)))
        .returning()
      if (!claimed) return false
      await settlePeriod(tx, row.id, periodStarting(row.startDate))
      return true
    })
    if (done) closed++
  }
  return closed
}

async function settlePeriod(tx: Executor, periodId: number, period: Period) {
  const cohorts = await tx.select().from(leaderboardCohorts).where(eq(leaderboardCohorts.periodId, periodId))
  for (const cohort of cohorts) {
    const league = cohort.league as League
    const standings = await cohortStandings(tx, cohort.id, period)
    for (const s of standings) {
      const outcome = outcomeFor(s.rank, s.points, standings.length, league)
      await tx
        .update(leaderboardEntries)
        .set({ finalPoints: s.points, finalRank: s.rank, outcome })
        .where(and(eq(leaderboardEntries.cohortId, cohort.id), eq(leaderboardEntries.userId, s.userId)))
      await tx
        .insert(leaderboardPlayers)
        .values({ userId: s.userId, league: leagueAfter(league, outcome) })
        .onConflictDoUpdate({
          target: leaderboardPlayers.userId,
          set: { league: leagueAfter(league, outcome), updatedAt: new Date() },
        })
    }
    // A child kept off leaderboards keeps her points for herself and her league as it was.
    await tx
      .update(leaderboardEntries)
      .set({ finalPoints: pointsIn(period) })
      .where(and(eq(leaderboardEntries.cohortId, cohort.id), isNull(leaderboardEntries.finalRank)))
  }
}
