import { eq, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import type { Db, Tx } from '../db/client'
import { checkoutSessions, paymentEvents, paymentRecords, subscriptions } from '../db/schema'
import { applyCheckoutCompleted } from './fulfil'
import { paymentProviderFor } from './index'
import { lockSubscription } from './locks'
import type { PaymentProvider } from './provider'
import { settleDuplicate, syncFromProvider } from './settle'
import { createStripeClient } from './stripe'

/**
 * `POST /webhooks/stripe`, outside /api/v1 (Stripe calls it, not our client). Registered with
 * `app.register`, so its raw-body JSON parser stays in its own encapsulated context: the signature is
 * checked over the exact bytes Stripe signed.
 */
export type StripeWebhookOptions = {
  /** Runs once a completed checkout is committed, with who paid (the referral rewards it makes due). */
  afterPayment?: (payerId: number | null) => Promise<void>
}

export async function stripeWebhook(app: FastifyInstance, options: StripeWebhookOptions) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  let stripe: { client: Stripe; provider: PaymentProvider } | undefined

  app.post('/webhooks/stripe', async (request, reply) => {
    const { config, db } = app.ctx
    const secret = config.payments.stripeWebhookSecret
    if (!secret || !config.payments.stripeSecretKey)
      return reply
        .status(501)
        .send({ message: 'Stripe webhooks are not set up here.', code: 'not_configured' })
    stripe ??= {
      client: createStripeClient(config.payments),
      provider: paymentProviderFor('stripe', app.ctx),
    }
    const signature = request.headers['stripe-signature']
    let event: Stripe.Event
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('no signed body')
      event = stripe.client.webhooks.constructEvent(request.body, signature, secret)
    } catch (err) {
      // The error carries the payload; only its reason is logged.
      request.log.warn({ reason: (err as Error).message.split('\n')[0] }, 'refused a Stripe webhook')
      return reply
        .status(400)
        .send({ message: 'The Stripe-Signature header does not match the body.', code: 'bad_signature' })
    }
    try {
      const result = await handleStripeEvent(db, stripe.provider, event)
      if (result === 'processed' && options.afterPayment) await options.afterPayment(await payerOf(db, event))
      return reply.send({ received: true, duplicate: result === 'duplicate' })
    } catch (err) {
      request.log.error(
        { err, eventId: event.id, type: event.type },
        'a Stripe event failed; Stripe will retry',
      )
      return reply
        .status(500)
        .send({ message: 'The event was not applied. Send it again.', code: 'internal' })
    }
  })
}

/** Who paid, when the event completes a checkout of ours; null for every other event. */
async function payerOf(db: Db, event: Stripe.Event) {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  )
    return null
  const [session] = await db
    .select({ payerId: checkoutSessions.payerId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, event.data.object.id))
  return session?.payerId ?? null
}

/**
 * Applies one event once: its id goes into payment_events in the same transaction as its effect, so a
 * repeat is a no-op and a failure leaves no trace (the retry starts afresh).
 */
export async function handleStripeEvent(db: Db, provider: PaymentProvider, event: Stripe.Event) {
  return db.transaction(async (tx) => {
    const object = event.data.object as { id?: string }
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, objectId: object.id ?? null })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (!fresh) return 'duplicate' as const
    await applyEvent(tx, provider, event)
    await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, event.id))
    return 'processed' as const
  })
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

async function applyEvent(tx: Tx, provider: PaymentProvider, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completeCheckout(tx, provider, event.data.object)
    case 'checkout.session.expired':
      await tx
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(eq(checkoutSessions.providerSessionId, event.data.object.id))
      return
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      await syncFromProvider(tx, provider, event.data.object.id)
      return
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice(tx, provider, event)
    default:
      // Recorded in payment_events and answered 200: Stripe stops sending what we do not use.
      return
  }
}

async function completeCheckout(tx: Tx, provider: PaymentProvider, session: Stripe.Checkout.Session) {
  const subscriptionId = idOf(session.subscription)
  const reference = session.client_reference_id
  const [ours] = await tx
    .select()
    .from(checkoutSessions)
    .where(
      or(
        eq(checkoutSessions.providerSessionId, session.id),
        reference && /^\d+$/.test(reference) ? eq(checkoutSessions.id, Number(reference)) : undefined,
      ),
    )
  if (ours?.provider !== 'stripe' || !subscriptionId) return
  await lockSubscription(tx, subscriptionId)
  const providerSub = await provider.retrieveSubscription(subscriptionId)
  if (!providerSub) throw new Error(`Stripe does not know subscription ${subscriptionId} yet`)
  const outcome = await applyCheckoutCompleted(tx, ours, providerSub)
  if (outcome.kind === 'duplicate') await settleDuplicate(tx, provider, ours, providerSub)
}

async function applyInvoice(
  tx: Tx,
  provider: PaymentProvider,
  event: Stripe.InvoicePaidEvent | Stripe.InvoicePaymentFailedEvent,
) {
  const invoice = event.data.object
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
  if (!subscriptionId) return
  await syncFromProvider(tx, provider, subscriptionId)
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.publicId, subscriptionId))
  if (!sub) return
  const paid = event.type === 'invoice.paid'
  await tx
    .insert(paymentRecords)
    .values({
      provider: 'stripe',
      kind: paid ? 'charge' : 'declined',
      subscriptionId: sub.id,
      checkoutSessionId: sub.checkoutSessionId,
      payerId: sub.payerId,
      amountCents: paid ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      outcome: paid ? 'succeeded' : 'payment_failed',
      providerRef: paid ? invoice.id : `${invoice.id}-failed-${event.id}`,
    })
    .onConflictDoNothing()
}
