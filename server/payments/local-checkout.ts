import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import {
  checkoutSessions,
  courses,
  paymentEvents,
  paymentRecords,
  products,
  subscriptionItems,
  users,
} from '../db/schema'
import { badRequest, conflict, gone, notFound, paymentRequired } from '../errors'
import { applyCheckoutCompleted, type CheckoutSessionRow } from './fulfil'
import { chargeTestCard, localId, localSubscriptionFor } from './local'
import { lockStudent } from './locks'

/** Where the browser goes after paying: the success address with the session's id filled in. */
export const successRedirect = (session: CheckoutSessionRow) =>
  session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.publicId))

/**
 * Pays a local checkout with a test card (plan 4.2). A good card records the event, the subscription (through
 * the webhook's own applyCheckoutCompleted) and the charge in one transaction; a declined card records only
 * the refusal and leaves the session open; a bad number records nothing.
 */
export async function payLocalCheckout(
  db: Db,
  publicId: string,
  cardNumber: string,
  now = new Date(),
): Promise<{ redirectUrl: string; subscriptionId: string }> {
  const card = chargeTestCard(cardNumber)
  if (card.outcome === 'invalid')
    throw badRequest(card.message, [{ path: 'card_number', message: card.message }])
  const result = await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.publicId, publicId), eq(checkoutSessions.provider, 'local')))
      .for('update')
    if (!session) throw notFound('There is no such checkout. Start again from the cart.')
    if (session.status === 'complete') throw conflict('This checkout is already paid.')
    if (session.status !== 'open' || session.expiresAt <= now)
      throw gone('This checkout has expired. Start again from the cart.')
    await lockStudent(tx, session.studentId)
    await refuseIfAlreadyPaid(tx, session)
    const record = {
      provider: 'local' as const,
      checkoutSessionId: session.id,
      payerId: session.payerId,
      amountCents: session.amountCents,
      currency: session.currency,
      cardLast4: card.last4,
    }
    if (card.outcome === 'declined') {
      await tx.insert(paymentRecords).values({ ...record, kind: 'declined', outcome: card.code })
      return { kind: 'declined' as const, card }
    }
    await tx.insert(paymentEvents).values({
      id: localId('evt_local'),
      provider: 'local',
      type: 'checkout.session.completed',
      objectId: session.publicId,
      processedAt: now,
    })
    const outcome = await applyCheckoutCompleted(tx, session, localSubscriptionFor(session, now))
    if (outcome.kind !== 'fulfilled') throw conflict('This checkout is already paid.')
    await tx.insert(paymentRecords).values({
      ...record,
      kind: 'charge',
      subscriptionId: outcome.subscription.id,
      outcome: 'succeeded',
      providerRef: `charge-${session.publicId}`,
    })
    return {
      kind: 'paid' as const,
      redirectUrl: successRedirect(session),
      subscriptionId: outcome.subscription.publicId,
    }
  })
  if (result.kind === 'declined') throw paymentRequired(result.card.message, result.card.code)
  return { redirectUrl: result.redirectUrl, subscriptionId: result.subscriptionId }
}

/** "Ben already has P4 Maths. Nothing was charged." when another checkout paid for a course first. */
async function refuseIfAlreadyPaid(tx: Tx, session: CheckoutSessionRow) {
  if (session.studentId === null) return
  const bought = await tx
    .select({ courseId: products.courseId })
    .from(products)
    .where(or(inArray(products.priceId, session.priceIds), inArray(products.annualPriceId, session.priceIds)))
  if (!bought.length) return
  const taken = await tx
    .select({ name: courses.name })
    .from(subscriptionItems)
    .innerJoin(courses, eq(courses.id, subscriptionItems.courseId))
    .where(
      and(
        eq(subscriptionItems.studentId, session.studentId),
        isNull(subscriptionItems.removedAt),
        inArray(
          subscriptionItems.courseId,
          bought.map((b) => b.courseId),
        ),
      ),
    )
  if (!taken.length) return
  const [child] = await tx
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, session.studentId))
  const names = taken.map((t) => t.name).join(' and ')
  throw conflict(`${child?.firstName ?? 'This child'} already has ${names}. Nothing was charged.`)
}
