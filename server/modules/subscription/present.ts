import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Subscription } from '../../../contracts/subscription'
import type { Executor } from '../../db/client'
import { subscriptionItems, subscriptions } from '../../db/schema'

type SubscriptionRow = typeof subscriptions.$inferSelect

const STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete'] as const

/** Stripe's rarer statuses folded into the five the contract names. */
function contractStatus(status: string): Subscription['status'] {
  if ((STATUSES as readonly string[]).includes(status)) return status as Subscription['status']
  if (status === 'incomplete_expired') return 'canceled'
  return 'past_due'
}

/** Subscriptions as the contract shows them, each with its live (not removed) courses. */
export async function presentSubscriptions(db: Executor, rows: SubscriptionRow[]): Promise<Subscription[]> {
  if (!rows.length) return []
  const items = await db
    .select()
    .from(subscriptionItems)
    .where(
      and(
        inArray(
          subscriptionItems.subscriptionId,
          rows.map((r) => r.id),
        ),
        isNull(subscriptionItems.removedAt),
      ),
    )
  return rows.map((row) => {
    const live = items.filter((i) => i.subscriptionId === row.id)
    return {
      subscription_id: row.publicId,
      student_id: row.studentId ?? 0,
      course_ids: live.map((i) => i.courseId),
      price_ids: live.map((i) => i.priceId),
      status: contractStatus(row.status),
      cancel_at_period_end: row.cancelAtPeriodEnd,
      current_period_end: row.currentPeriodEnd.toISOString(),
      interval: row.interval,
    }
  })
}

export async function presentSubscription(db: Executor, publicId: string): Promise<Subscription> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId))
  const [one] = await presentSubscriptions(db, rows)
  return one
}

export async function listSubscriptionsOf(db: Executor, studentId: number) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.studentId, studentId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
  return presentSubscriptions(db, rows)
}

/** The courses a student has through a live subscription item (what the cart may not sell again). */
export async function subscribedCourseIds(db: Executor, studentId: number) {
  const rows = await db
    .select({ courseId: subscriptionItems.courseId })
    .from(subscriptionItems)
    .where(and(eq(subscriptionItems.studentId, studentId), isNull(subscriptionItems.removedAt)))
  return new Set(rows.map((r) => r.courseId))
}
