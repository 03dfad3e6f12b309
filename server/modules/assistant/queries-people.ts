import { and, asc, count, countDistinct, eq, inArray, or } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { ROLE_NAME, USER_ROLE, type UserRoleId } from '../../../contracts/constants'
import { quizzes, sessions, subscriptions, users } from '../../db/schema'
import { NameSchema, resolveFilters, within } from './filters'
import { PERIOD_PHRASE, PeriodSchema } from './periods'
import { counted, defineQuery, listed, was } from './query'

const isStudent = eq(users.userRoleId, USER_ROLE.STUDENT)

export const studentsCount = defineQuery({
  name: 'students_count',
  description: 'How many student accounts are switched on, optionally of one level or one school.',
  params: z.object({ level: NameSchema.optional(), school: NameSchema.optional() }).strict(),
  async run({ db }, params) {
    const { levelId, schoolId } = await resolveFilters(db, params)
    const [row] = await db
      .select({ students: count() })
      .from(users)
      .where(
        and(
          isStudent,
          eq(users.isActive, true),
          levelId ? eq(users.academicLevelId, levelId) : undefined,
          schoolId ? eq(users.schoolId, schoolId) : undefined,
        ),
      )
    return row
  },
  phrase: (r) => `Lantern has ${counted(r.students, 'student account')} switched on.`,
})

export const activeStudents = defineQuery({
  name: 'active_students',
  description: 'How many students signed in or practised (started or completed a quiz) in a period.',
  params: z.object({ period: PeriodSchema }).strict(),
  async run({ db, now }, { period }) {
    const signedIn = db
      .select({ id: sessions.userId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(isStudent, within(sessions.createdAt, period, now)))
    const practised = db
      .select({ id: quizzes.studentId })
      .from(quizzes)
      .where(or(within(quizzes.startedAt, period, now), within(quizzes.completedAt, period, now)))
    const [active] = await db.select({ n: count() }).from(union(signedIn, practised).as('active'))
    const [practising] = await db.select({ n: countDistinct(quizzes.studentId) }).from(practised.as('p'))
    return { active: active.n, practised: practising.n }
  },
  phrase: (r, p) =>
    `${counted(r.active, 'student')} ${was(r.active)} active ${PERIOD_PHRASE[p.period]} (signed in or ` +
    `practised); ${r.practised} of them worked on a quiz.`,
})

export const signups = defineQuery({
  name: 'signups',
  description: 'How many accounts were created in a period, by role.',
  params: z.object({ period: PeriodSchema }).strict(),
  async run({ db, now }, { period }) {
    const rows = await db
      .select({ roleId: users.userRoleId, n: count() })
      .from(users)
      .where(within(users.createdAt, period, now))
      .groupBy(users.userRoleId)
      .orderBy(asc(users.userRoleId))
    return rows.map((r) => ({
      role: ROLE_NAME[r.roleId as UserRoleId]?.replace('_', ' ') ?? `role ${r.roleId}`,
      n: r.n,
    }))
  },
  phrase: (rows, p) => {
    const total = rows.reduce((sum, r) => sum + r.n, 0)
    const made = `${counted(total, 'account')} ${was(total)} created ${PERIOD_PHRASE[p.period]}`
    return total === 0 ? `${made}.` : `${made}: ${listed(rows.map((r) => ({ label: r.role, n: r.n })))}.`
  },
})

/** Stripe's statuses in which a subscription is paid up or in its trial. */
const LIVE_STATUSES = ['active', 'trialing']

export const subscriptionsActive = defineQuery({
  name: 'subscriptions_active',
  description: 'How many paid subscriptions are active or trialing now, by billing interval.',
  params: z.object({}).strict(),
  async run({ db }) {
    const rows = await db
      .select({ interval: subscriptions.interval, n: count() })
      .from(subscriptions)
      .where(inArray(subscriptions.status, LIVE_STATUSES))
      .groupBy(subscriptions.interval)
      .orderBy(asc(subscriptions.interval))
    return rows
  },
  phrase: (rows) => {
    const total = rows.reduce((sum, r) => sum + r.n, 0)
    if (total === 0) return 'No paid subscriptions are active.'
    return `${counted(total, 'paid subscription')} ${total === 1 ? 'is' : 'are'} active: ${listed(
      rows.map((r) => ({ label: r.interval === 'year' ? 'yearly' : 'monthly', n: r.n })),
    )}.`
  },
})
