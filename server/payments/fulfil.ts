import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { checkoutSessions, products, subscriptionItems, subscriptions } from '../db/schema'
import { postgresError } from '../plugins/database-errors'
import { lockStudent } from './locks'
import { ENDED_STATUSES, type ProviderSubscription } from './provider'

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect

export type FulfilOutcome =
  | { kind: 'fulfilled'; subscription: SubscriptionRow }
  /** This checkout (or this provider subscription) was fulfilled before: synced, nothing added. */
  | { kind: 'already'; subscription: SubscriptionRow }
  /** The student already has a live paid item for these courses: nothing was written. */
  | { kind: 'duplicate'; courseIds: number[] }

export type SyncOutcome =
  | FulfilOutcome
  | { kind: 'synced'; subscription: SubscriptionRow }
  | { kind: 'unknown' }

export const isEnded = (sub: ProviderSubscription) => sub.endedAt !== null || ENDED_STATUSES.has(sub.status)

/**
 * The one fulfilment path, for the local pay page and Stripe's webhook alike: records the subscription a
 * paid checkout made and its courses. Safe to repeat (`already`), and never gives a student a second live
 * subscription for a course (`duplicate`): the student lock orders concurrent calls, and the partial unique
 * index `subscription_items_live_key` refuses whatever would slip past it.
 */
export async function applyCheckoutCompleted(
  tx: Tx,
  session: CheckoutSessionRow,
  providerSub: ProviderSubscription,
): Promise<FulfilOutcome> {
  await lockStudent(tx, session.studentId)
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(or(eq(subscriptions.publicId, providerSub.id), eq(subscriptions.checkoutSessionId, session.id)))
  if (existing) {
    const synced =
      existing.publicId === providerSub.id ? await writeSubscription(tx, existing, providerSub) : existing
    await markComplete(tx, session.id)
    return { kind: 'already', subscription: synced }
  }
  const items = await resolveItems(tx, providerSub)
  if (!isEnded(providerSub)) {
    const taken = await liveCourses(
      tx,
      session.studentId,
      items.map((i) => i.courseId),
    )
    if (taken.length) return { kind: 'duplicate', courseIds: taken }
  }
  try {
    const subscription = await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .insert(subscriptions)
        .values({
          ...subscriptionFields(providerSub),
          publicId: providerSub.id,
          provider: providerSub.provider,
          studentId: session.studentId,
          payerId: session.payerId,
          checkoutSessionId: session.id,
        })
        .returning()
      await insertItems(savepoint, row, items, providerSub)
      return row
    })
    await markComplete(tx, session.id)
    return { kind: 'fulfilled', subscription }
  } catch (err) {
    if (isLiveKeyViolation(err)) return { kind: 'duplicate', courseIds: items.map((i) => i.courseId) }
    throw err
  }
}

/**
 * Brings our copy of a provider subscription in line with the provider's: status, flags, period, courses.
 * A subscription we have not seen yet is fulfilled from the checkout its metadata names (events arrive in
 * any order); one no checkout of ours made is `unknown`.
 */
export async function syncSubscription(tx: Tx, providerSub: ProviderSubscription): Promise<SyncOutcome> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.publicId, providerSub.id))
  if (!row) {
    const sessionId = providerSub.metadata.checkoutSessionId
    if (!sessionId) return { kind: 'unknown' }
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, providerSub.provider)))
    return session ? applyCheckoutCompleted(tx, session, providerSub) : { kind: 'unknown' }
  }
  await lockStudent(tx, row.studentId)
  return { kind: 'synced', subscription: await writeSubscription(tx, row, providerSub) }
}

/**
 * Records a provider subscription that no checkout of ours made (an admin tying a family's card subscription
 * to a child): written for `owner` when new, synced when we know it already. The caller holds no lock.
 */
export async function adoptSubscription(
  tx: Tx,
  providerSub: ProviderSubscription,
  owner: { studentId: number; payerId: number },
): Promise<SubscriptionRow> {
  await lockStudent(tx, owner.studentId)
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.publicId, providerSub.id))
  if (row) return writeSubscription(tx, row, providerSub)
  const [made] = await tx
    .insert(subscriptions)
    .values({
      ...subscriptionFields(providerSub),
      publicId: providerSub.id,
      provider: providerSub.provider,
      studentId: owner.studentId,
      payerId: owner.payerId,
    })
    .returning()
  await insertItems(tx, made, await resolveItems(tx, providerSub), providerSub)
  return made
}

/** The courses a provider subscription pays for, by our products; an unknown price is an error. */
export async function coursesPaidBy(tx: Executor, providerSub: ProviderSubscription) {
  return (await resolveItems(tx, providerSub)).map((i) => i.courseId)
}

type ResolvedItem = { courseId: number; priceId: string; providerItemId: string }

/** Each provider item's course and our price id, from the products table (never from the provider). */
async function resolveItems(tx: Executor, providerSub: ProviderSubscription): Promise<ResolvedItem[]> {
  const prices = providerSub.items.map((i) => i.price)
  if (!prices.length) return []
  const rows = await tx
    .select()
    .from(products)
    .where(
      or(
        inArray(products.priceId, prices),
        inArray(products.annualPriceId, prices),
        inArray(products.stripePriceId, prices),
        inArray(products.stripeAnnualPriceId, prices),
      ),
    )
  return providerSub.items.map((item) => {
    const product = rows.find((p) =>
      [p.priceId, p.annualPriceId, p.stripePriceId, p.stripeAnnualPriceId].includes(item.price),
    )
    if (!product) throw new Error(`No product has the price ${item.price} (subscription ${providerSub.id})`)
    const annual = item.price === product.annualPriceId || item.price === product.stripeAnnualPriceId
    return {
      courseId: product.courseId,
      priceId: annual && product.annualPriceId ? product.annualPriceId : product.priceId,
      providerItemId: item.id,
    }
  })
}

async function liveCourses(tx: Tx, studentId: number | null, courseIds: number[]) {
  if (studentId === null || !courseIds.length) return []
  const rows = await tx
    .select({ courseId: subscriptionItems.courseId })
    .from(subscriptionItems)
    .where(
      and(
        eq(subscriptionItems.studentId, studentId),
        inArray(subscriptionItems.courseId, courseIds),
        isNull(subscriptionItems.removedAt),
      ),
    )
  return rows.map((r) => r.courseId)
}

const subscriptionFields = (sub: ProviderSubscription, endedBefore: Date | null = null) => ({
  status: sub.status,
  interval: sub.interval,
  cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  currentPeriodStart: sub.currentPeriodStart,
  currentPeriodEnd: sub.currentPeriodEnd,
  endedAt: isEnded(sub) ? (sub.endedAt ?? endedBefore ?? new Date()) : null,
})

async function insertItems(
  tx: Tx,
  row: SubscriptionRow,
  items: ResolvedItem[],
  providerSub: ProviderSubscription,
) {
  if (!items.length) return
  const removedAt = isEnded(providerSub) ? (row.endedAt ?? new Date()) : null
  await tx
    .insert(subscriptionItems)
    .values(items.map((i) => ({ ...i, subscriptionId: row.id, studentId: row.studentId, removedAt })))
}

/** Writes the provider's state over our row and its live items; the caller holds the student's lock. */
async function writeSubscription(tx: Tx, row: SubscriptionRow, providerSub: ProviderSubscription) {
  const [updated] = await tx
    .update(subscriptions)
    .set({ ...subscriptionFields(providerSub, row.endedAt), updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id))
    .returning()
  const live = await tx
    .select()
    .from(subscriptionItems)
    .where(and(eq(subscriptionItems.subscriptionId, row.id), isNull(subscriptionItems.removedAt)))
  if (isEnded(providerSub)) {
    if (live.length)
      await tx
        .update(subscriptionItems)
        .set({ removedAt: updated.endedAt })
        .where(and(eq(subscriptionItems.subscriptionId, row.id), isNull(subscriptionItems.removedAt)))
    return updated
  }
  const desired = await resolveItems(tx, providerSub)
  const gone = live.filter((item) => !desired.some((d) => d.courseId === item.courseId))
  if (gone.length)
    await tx
      .update(subscriptionItems)
      .set({ removedAt: new Date() })
      .where(
        inArray(
          subscriptionItems.id,
          gone.map((g) => g.id),
        ),
      )
  for (const want of desired) {
    const have = live.find((item) => item.courseId === want.courseId)
    if (have) {
      if (have.priceId !== want.priceId || have.providerItemId !== want.providerItemId)
        await tx
          .update(subscriptionItems)
          .set({ priceId: want.priceId, providerItemId: want.providerItemId })
          .where(eq(subscriptionItems.id, have.id))
      continue
    }
    try {
      await tx.transaction((savepoint) => insertItems(savepoint, updated, [want], providerSub))
    } catch (err) {
      // Another subscription already pays for this course: it stays there, and the drift shows in reconcile.
      if (!isLiveKeyViolation(err)) throw err
    }
  }
  return updated
}

async function markComplete(tx: Tx, sessionId: number) {
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: new Date() })
    .where(and(eq(checkoutSessions.id, sessionId), sql`${checkoutSessions.status} <> 'complete'`))
}

function isLiveKeyViolation(err: unknown) {
  const pg = postgresError(err)
  return pg?.code === '23505' && (!pg.constraint || pg.constraint === 'subscription_items_live_key')
}
