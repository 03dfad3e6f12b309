import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeEvent, startFakeStripeServer } from '../../tests/fake-stripe-server'
import { useTestApp } from '../../tests/server'
import { checkoutSessions, paymentEvents, paymentRecords, subscriptions } from '../db/schema'
import { AppError } from '../errors'
import { openCheckout } from './checkout'
import { createPaymentProvider } from './index'
import { productFor, stripeCheckout, stripeProduct, subscriptionsOf } from './testing'

const fake = await startFakeStripeServer()
const lines: string[] = []
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})

describe('Stripe checkout and webhooks (against a fake Stripe)', () => {
  const t = useTestApp(
    {
      payments: {
        stripeSecretKey: fake.secretKey,
        stripeWebhookSecret: fake.webhookSecret,
        stripeApiUrl: fake.url,
      },
    },
    { logger: { level: 'info', stream } },
  )
  let webhookUrl = ''
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/webhooks/stripe`
  })
  afterAll(() => fake.close())

  const provider = () => createPaymentProvider({ config: t.config, db: t.database.db })
  const checkout = (options: Parameters<typeof stripeCheckout>[3] = {}) =>
    stripeCheckout(t.database.db, provider(), fake, { appUrl: t.config.appUrl, ...options })
  const deliverAll = async (events: FakeEvent[]) => {
    for (const event of events) {
      const res = await fake.deliver(webhookUrl, event)
      expect(res.status, res.body).toBe(200)
    }
  }
  const eventRows = (ids: string[]) =>
    t.database.db.select().from(paymentEvents).where(inArray(paymentEvents.id, ids))

  it('opens a subscription-mode Checkout Session with the key checkout-<our id> and the prices of our table', async () => {
    const opened = await checkout()
    const call = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
    const [row] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.publicId, opened.sessionId))
    expect(opened.checkoutUrl).toBe(`${fake.url}/c/pay/${opened.sessionId}`)
    expect(row).toMatchObject({ provider: 'stripe', providerSessionId: opened.sessionId, amountCents: 2900 })
    expect(call?.idempotencyKey).toBe(`checkout-${row.id}`)
    expect(call?.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_test_course_3', quantity: '1' }],
      client_reference_id: String(row.id),
      metadata: { student_id: String(opened.child.id), checkout_session_id: String(row.id) },
      subscription_data: { metadata: { student_id: String(opened.child.id) } },
    })
    expect((await openCheckout(t.database.db, provider(), opened.request)).reused).toBe(true)
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(1)
  })

  it('answers 501 for a course without a Stripe price, before calling Stripe', async () => {
    const product = await productFor(t.database.db, 6, { monthly: null })
    const opened = await checkout()
    const err = await openCheckout(t.database.db, provider(), {
      ...opened.request,
      priceIds: [product.priceId],
    }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).status).toBe(501)
  })

  it('applies each event once, whatever the order and however often it comes: one subscription, the fake’s state', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([...Array(15).keys()], { minLength: 15, maxLength: 15 }),
        async (order) => {
          const opened = await checkout({ courses: [3] })
          const extra = await stripeProduct(t.database.db, fake, 4)
          const { subscription, events: started } = fake.completeSession(opened.sessionId)
          const stripe = provider()
          await stripe.setCancelAtPeriodEnd(subscription.id, true, `cancel-${subscription.id}`)
          await stripe.changeItems(
            subscription.id,
            { add: [{ ...extra, providerPriceId: 'price_test_course_4', amountCents: 2900 }] },
            `add-${subscription.id}`,
          )
          const events = fake
            .events()
            .filter((e) => started.includes(e) || objectSubscription(e) === subscription.id)
          expect(events.map((e) => e.type).sort()).toEqual([
            'checkout.session.completed',
            'customer.subscription.created',
            'customer.subscription.updated',
            'customer.subscription.updated',
            'invoice.paid',
          ])
          const deliveries = events.flatMap((e) => [e, e, e])
          await deliverAll(order.map((i) => deliveries[i]))

          const subs = await subscriptionsOf(t.database.db, opened.child.id)
          const theirs = fake.subscription(subscription.id)
          expect(subs).toHaveLength(1)
          expect(subs[0]).toMatchObject({
            publicId: subscription.id,
            status: 'active',
            cancelAtPeriodEnd: true,
          })
          expect(subs[0].currentPeriodEnd.getTime()).toBe(theirs.items.data[0].current_period_end * 1000)
          expect(subs[0].live.map((i) => i.courseId).sort()).toEqual(
            [opened.products[0].courseId, extra.courseId].sort(),
          )
          expect(await eventRows(events.map((e) => e.id))).toHaveLength(events.length)
          const charges = await t.database.db
            .select()
            .from(paymentRecords)
            .where(eq(paymentRecords.providerRef, String(theirs.latest_invoice)))
          expect(charges).toEqual([
            expect.objectContaining({ kind: 'charge', amountCents: 2900, currency: 'SGD' }),
          ])
        },
      ),
      { numRuns: 3, seed: 20261123 },
    )
  })

  it('takes the same event delivered many times at once exactly once', async () => {
    const opened = await checkout()
    const { subscription, events } = fake.completeSession(opened.sessionId)
    const results = await Promise.all(
      events.flatMap((e) => [e, e, e]).map((e) => fake.deliver(webhookUrl, e)),
    )
    expect(results.map((r) => r.status)).toEqual(Array(9).fill(200))
    expect(await eventRows(events.map((e) => e.id))).toHaveLength(3)
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.publicId, subscription.id))
    expect(rows).toHaveLength(1)
  })

  it('refuses a bad signature with 400, records nothing and logs no body', async () => {
    const opened = await checkout()
    const { events } = fake.completeSession(opened.sessionId)
    const event = events[0]
    const payload = JSON.stringify(event)
    const forged = fake.sign(payload, 'whsec_not_ours')
    expect((await fake.deliver(webhookUrl, event, { signature: forged })).status).toBe(400)
    expect((await fake.deliver(webhookUrl, event, { signature: 't=1,v1=abc' })).status).toBe(400)
    const unsigned = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    })
    expect(unsigned.status).toBe(400)
    expect(await eventRows([event.id])).toEqual([])
    expect(await subscriptionsOf(t.database.db, opened.child.id)).toEqual([])
    const log = lines.join('')
    expect(log).toContain('refused a Stripe webhook')
    expect(log).not.toContain(event.id)
  })

  it('records an event type it does not use and answers 200', async () => {
    const event = fake.emit('customer.created', { id: 'cus_unused', object: 'customer' })
    expect((await fake.deliver(webhookUrl, event)).status).toBe(200)
    const [row] = await eventRows([event.id])
    expect(row).toMatchObject({ type: 'customer.created', objectId: 'cus_unused' })
    expect(row.processedAt).not.toBeNull()
  })

  it('rolls a failed event back, its record included, answers 500, and applies it when sent again', async () => {
    const opened = await checkout()
    const { subscription, events } = fake.completeSession(opened.sessionId)
    await deliverAll(events)
    fake.addPrice('price_nobody_sells', 999)
    fake.mutate(subscription.id, { prices: ['price_nobody_sells'], cancel_at_period_end: true })
    const updated = fake.emit('customer.subscription.updated', fake.subscription(subscription.id))
    expect((await fake.deliver(webhookUrl, updated)).status).toBe(500)
    expect(await eventRows([updated.id])).toEqual([])
    const [before] = await subscriptionsOf(t.database.db, opened.child.id)
    expect(before.cancelAtPeriodEnd).toBe(false)

    fake.mutate(subscription.id, { prices: ['price_test_course_3'] })
    expect((await fake.deliver(webhookUrl, updated)).status).toBe(200)
    const [after] = await subscriptionsOf(t.database.db, opened.child.id)
    expect(after.cancelAtPeriodEnd).toBe(true)
    expect(await eventRows([updated.id])).toHaveLength(1)
  })

  it('two checkouts paid for the same child and course: one subscription; the other cancelled at Stripe, refund noted once', async () => {
    const first = await checkout({ firstName: 'Ben' })
    const second = await openCheckout(t.database.db, provider(), {
      ...first.request,
      payerId: first.child.id,
    })
    const a = fake.completeSession(first.sessionId)
    const b = fake.completeSession(second.sessionId)
    const interleaved = a.events.flatMap((e, i) => [e, b.events[i]])
    await Promise.all([deliverAll(interleaved), deliverAll([...interleaved].reverse())])

    const subs = await subscriptionsOf(t.database.db, first.child.id)
    const live = subs.filter((s) => s.live.length)
    expect(live).toHaveLength(1)
    const loser = live[0].publicId === a.subscription.id ? b.subscription.id : a.subscription.id
    expect(fake.subscription(loser).status).toBe('canceled')
    const refunds = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.providerRef, `refund-needed-${loser}`))
    expect(refunds).toEqual([
      expect.objectContaining({ kind: 'refund', outcome: 'refund_needed', amountCents: 2900 }),
    ])
  })
})

function objectSubscription(event: FakeEvent) {
  const object = event.data.object as { id?: string; object?: string }
  return object.object === 'subscription' ? object.id : undefined
}
