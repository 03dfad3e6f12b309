import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeStripeServer } from '../../tests/fake-stripe-server'
import { useTestApp } from '../../tests/server'
import { checkoutSessions } from '../db/schema'
import { createPaymentProvider } from './index'
import { formatReport, reconcile } from './reconcile'
import { handleStripeEvent } from './stripe-webhook'
import { stripeCheckout, stripeProduct, subscriptionsOf } from './testing'

const fake = await startFakeStripeServer()

describe('payments reconciliation (against a fake Stripe)', () => {
  const t = useTestApp({
    payments: {
      stripeSecretKey: fake.secretKey,
      stripeWebhookSecret: fake.webhookSecret,
      stripeApiUrl: fake.url,
    },
  })
  afterAll(() => fake.close())
  const provider = () => createPaymentProvider({ config: t.config, db: t.database.db })

  /** A paid checkout whose events all arrived: our copy matches Stripe's. */
  async function paidSubscription() {
    const opened = await stripeCheckout(t.database.db, provider(), fake, { appUrl: t.config.appUrl })
    const { subscription, events } = fake.completeSession(opened.sessionId)
    for (const event of events)
      await handleStripeEvent(t.database.db, provider(), event as unknown as Stripe.Event)
    return { ...opened, subscriptionId: subscription.id }
  }
  const driftOf = async (id: string, fix = false) =>
    (await reconcile(t.database.db, provider(), { fix })).drift.filter((d) => d.subscription === id)

  it('finds nothing to repair when every event arrived', async () => {
    const { subscriptionId } = await paidSubscription()
    expect(await driftOf(subscriptionId)).toEqual([])
  })

  it('reports drift made behind its back, repairs it with --fix, and then finds none', async () => {
    const { subscriptionId, child } = await paidSubscription()
    const other = await stripeProduct(t.database.db, fake, 5)
    const end = new Date(Date.now() + 40 * 86_400_000)
    fake.mutate(subscriptionId, {
      cancel_at_period_end: true,
      current_period_end: end,
      prices: ['price_test_course_3', 'price_test_course_5'],
    })
    const reported = await driftOf(subscriptionId)
    expect(reported.map((d) => d.field).sort()).toEqual([
      'cancel_at_period_end',
      'current_period_end',
      'prices',
    ])
    expect(formatReport({ checked: 1, drift: reported, fixed: [], expiredSessions: 0 }, false)).toContain(
      `${subscriptionId}  cancel_at_period_end: ours false, Stripe true`,
    )
    const [untouched] = await subscriptionsOf(t.database.db, child.id)
    expect(untouched.cancelAtPeriodEnd).toBe(false)

    await driftOf(subscriptionId, true)
    const [repaired] = await subscriptionsOf(t.database.db, child.id)
    expect(repaired.cancelAtPeriodEnd).toBe(true)
    expect(Math.floor(repaired.currentPeriodEnd.getTime() / 1000)).toBe(Math.floor(end.getTime() / 1000))
    expect(repaired.live.map((i) => i.courseId)).toContain(other.courseId)
    expect(await driftOf(subscriptionId)).toEqual([])
  })

  it('ends access for a subscription cancelled at Stripe whose event was lost', async () => {
    const { subscriptionId, child } = await paidSubscription()
    fake.mutate(subscriptionId, { status: 'canceled' })
    expect((await driftOf(subscriptionId, true)).map((d) => d.field)).toContain('status')
    const [ended] = await subscriptionsOf(t.database.db, child.id)
    expect(ended).toMatchObject({ status: 'canceled', live: [] })
    expect(ended.endedAt).not.toBeNull()
  })

  it('marks checkouts left open for over a day as expired, and only those', async () => {
    const stale = await stripeCheckout(t.database.db, provider(), fake, { appUrl: t.config.appUrl })
    const fresh = await stripeCheckout(t.database.db, provider(), fake, { appUrl: t.config.appUrl })
    await t.database.db
      .update(checkoutSessions)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(checkoutSessions.publicId, stale.sessionId))
    const report = await reconcile(t.database.db, null)
    expect(report.expiredSessions).toBeGreaterThanOrEqual(1)
    const status = async (id: string) =>
      (await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.publicId, id)))[0].status
    expect(await status(stale.sessionId)).toBe('expired')
    expect(await status(fresh.sessionId)).toBe('open')
  })

  it('speaks Stripe’s idempotency: a repeated key replays the first session, other parameters are refused', async () => {
    const stripe = provider()
    const product = await stripeProduct(t.database.db, fake, 3)
    const input = {
      checkoutSessionId: 999_001,
      publicId: 'pending_x',
      studentId: 1,
      payerEmail: null,
      interval: 'month' as const,
      currency: 'SGD',
      lines: [{ ...product, providerPriceId: 'price_test_course_3', amountCents: 2900 }],
      successUrl: `${t.config.appUrl}/academy/checkout/success`,
      cancelUrl: `${t.config.appUrl}/academy/checkout/cancelled`,
    }
    const first = await stripe.createCheckoutSession(input, 'checkout-999001')
    const again = await stripe.createCheckoutSession(input, 'checkout-999001')
    expect(again.id).toBe(first.id)
    await expect(
      stripe.createCheckoutSession({ ...input, studentId: 2 }, 'checkout-999001'),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' })
    const wrongKey = createPaymentProvider({
      config: { ...t.config, payments: { ...t.config.payments, stripeSecretKey: 'sk_test_not_ours' } },
      db: t.database.db,
    })
    await expect(wrongKey.retrieveSubscription('sub_x')).rejects.toMatchObject({ statusCode: 401 })
  })
})
