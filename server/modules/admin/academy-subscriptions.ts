import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { USER_ROLE } from '../../../contracts/constants'
import type { Subscription } from '../../../contracts/subscription'
import type { AppContext } from '../../context'
import { courses, parentChildren, subjects, subscriptionItems, subscriptions, users } from '../../db/schema'

const student = alias(users, 'student')
const payer = alias(users, 'payer')
const linkedParent = alias(users, 'linked_parent')

const CONTRACT_STATUSES = new Set<string>(['active', 'trialing', 'past_due', 'canceled', 'incomplete'])
/** Stripe has more statuses than the contract names: each is shown as the nearest one it lists. */
const NEAREST_STATUS: Record<string, Subscription['status']> = {
  incomplete_expired: 'canceled',
  unpaid: 'past_due',
  paused: 'past_due',
}
const statusOf = (status: string): Subscription['status'] =>
  CONTRACT_STATUSES.has(status)
    ? (status as Subscription['status'])
    : (NEAREST_STATUS[status] ?? 'incomplete')

const person = (u: typeof users.$inferSelect) => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
})

/** The day after `date` (YYYY-MM-DD) at midnight UTC: "up to a date" includes the whole day. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)

/**
 * Card subscriptions started up to a date (all when none), newest first, each with its child, the parent (the
 * payer when a parent paid, else the child's managing parent) and the subjects it pays for, or paid for when
 * it has ended.
 */
export async function listAiAcademySubscriptions(ctx: AppContext, query: { to_date?: string }) {
  const rows = await ctx.db
    .select({ sub: subscriptions, student, payer, linkedParent })
    .from(subscriptions)
    .innerJoin(student, eq(student.id, subscriptions.studentId))
    .leftJoin(payer, eq(payer.id, subscriptions.payerId))
    .leftJoin(parentChildren, eq(parentChildren.childId, student.id))
    .leftJoin(linkedParent, eq(linkedParent.id, parentChildren.parentId))
    .where(query.to_date ? lt(subscriptions.createdAt, dayAfter(query.to_date)) : undefined)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
  const items = rows.length
    ? await ctx.db
        .select({
          subscriptionId: subscriptionItems.subscriptionId,
          courseId: subscriptionItems.courseId,
          priceId: subscriptionItems.priceId,
          subject: subjects.name,
        })
        .from(subscriptionItems)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
        .innerJoin(courses, eq(courses.id, subscriptionItems.courseId))
        .innerJoin(subjects, eq(subjects.id, courses.subjectId))
        .where(
          and(
            inArray(
              subscriptionItems.subscriptionId,
              rows.map((r) => r.sub.id),
            ),
            // Live items, or the ones that ended with the subscription (they end together, plan §1.2).
            or(isNull(subscriptionItems.removedAt), eq(subscriptionItems.removedAt, subscriptions.endedAt)),
          ),
        )
    : []
  return {
    subscriptions: rows.map(({ sub, student: kid, payer: paidBy, linkedParent: parent }) => {
      const own = items.filter((i) => i.subscriptionId === sub.id)
      const parentOf = paidBy?.userRoleId === USER_ROLE.PARENT ? paidBy : parent
      return {
        subscription_id: sub.publicId,
        student_id: kid.id,
        course_ids: own.map((i) => i.courseId),
        price_ids: own.map((i) => i.priceId),
        status: statusOf(sub.status),
        cancel_at_period_end: sub.cancelAtPeriodEnd,
        current_period_end: sub.currentPeriodEnd.toISOString(),
        interval: sub.interval,
        parent: parentOf ? person(parentOf) : null,
        student: { id: kid.id, first_name: kid.firstName, last_name: kid.lastName },
        subject_names: [...new Set(own.map((i) => i.subject))],
        created_at: sub.createdAt.toISOString(),
      }
    }),
  }
}
