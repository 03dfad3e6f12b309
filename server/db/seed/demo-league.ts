import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { USER_ROLE } from '../../../contracts/constants'
import type { League } from '../../../contracts/leaderboard'
import { periodAt } from '../../modules/leaderboard/period'
import { assignToCohort, ensurePeriod, playerOf } from '../../modules/leaderboard/store'
import { leaderboardPlayers, users, xpEvents } from '../schema'

/** Made-up classmates for ava's league: first names and a surname each, shown to her by initial only. */
const LEAGUE_MATES = [
  { first: 'Mei', last: 'Tan', points: [40, 35, 20], pastXp: 1200 },
  { first: 'Arjun', last: 'Kumar', points: [25, 30], pastXp: 400 },
  { first: 'Sofia', last: 'Rahman', points: [60, 15, 25, 10], pastXp: 2100 },
  { first: 'Hafiz', last: 'Malik', points: [15], pastXp: 150 },
  { first: 'Lily', last: 'Chua', points: [30, 30], pastXp: 900 },
  { first: 'Ethan', last: 'Wong', points: [10, 5], pastXp: 60 },
  { first: 'Nur', last: 'Aziz', points: [45, 20, 20], pastXp: 1500 },
] as const

const SOURCE = 'demo-league'
const usernameOf = (first: string) => `league-${first.toLowerCase()}`

/**
 * ava's league this week (`npm start`): a few made-up P5 children with points earned this week, placed in the
 * P5 Bronze cohort that ava joins when she earns her own. They have no password, so no one signs in as them. Safe
 * to run on every start: each week gets its points once. Never under test.
 */
export async function seedDemoLeague(app: FastifyInstance, now = new Date()) {
  const { db } = app.ctx
  const [ava] = await db.select().from(users).where(eq(users.username, 'ava'))
  if (!ava?.academicLevelId) return
  const names = LEAGUE_MATES.map((m) => usernameOf(m.first))
  await db
    .insert(users)
    .values(
      LEAGUE_MATES.map((m) => ({
        firstName: m.first,
        lastName: m.last,
        username: usernameOf(m.first),
        userRoleId: USER_ROLE.STUDENT,
        academicLevelId: ava.academicLevelId,
        hasAgreedPolicy: true,
      })),
    )
    .onConflictDoNothing()
  const mates = await db.select().from(users).where(inArray(users.username, names))
  const period = periodAt(now)
  const row = await ensurePeriod(db, period)
  const league = (await playerOf(db, ava.id)).league as League
  const earlier = new Date(period.startsAt.getTime() - 30 * 86_400_000)
  for (const mate of mates) {
    const plan = LEAGUE_MATES.find((m) => usernameOf(m.first) === mate.username)
    if (!plan) continue
    // Points on the week's first days, never in the future: each award an hour apart from this week's start.
    const awards = plan.points.map((xp, i) => ({
      userId: mate.id,
      source: SOURCE,
      sourceKey: `${period.startDate}-${i}`,
      xp,
      createdAt: new Date(Math.min(now.getTime() - 60_000, period.startsAt.getTime() + (i + 1) * 3_600_000)),
    }))
    await db
      .insert(xpEvents)
      .values([
        { userId: mate.id, source: SOURCE, sourceKey: 'earlier', xp: plan.pastXp, createdAt: earlier },
        ...awards,
      ])
      .onConflictDoNothing()
    // They race in ava's league whatever last week's close did to theirs.
    await db.update(leaderboardPlayers).set({ league }).where(eq(leaderboardPlayers.userId, mate.id))
    await assignToCohort(db, mate, row.id, league)
  }
}
