import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../tests/server'
import { checkoutSessions, paymentEvents, paymentRecords } from '../db/schema'
import { AppError } from '../errors'
import { type CheckoutRequest, openCheckout } from './checkout'
import { createPaymentProvider } from './index'
import { createLocalProvider, prorate } from './local'
import { payLocalCheckout } from './local-checkout'
import { newFamily, productFor, subscriptionsOf } from './testing'

const GOOD = '4242 4242 4242 4242'

describe('local checkout (no Stripe key)', () => {
  const t = useTestApp()
  const provider = () => createPaymentProvider({ config: t.config, db: t.database.db })

  async function cart(firstName = 'Ben', courseIndex = 0) {
    const { parent, child } = await newFamily(t.database.db, firstName)
    const product = await productFor(t.database.db, courseIndex)
    const request: CheckoutRequest = {
      payerId: parent.id,
      payerEmail: parent.email,
      studentId: child.id,
      priceIds: [product.priceId],
      successUrl: `${t.config.appUrl}/academy/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${t.config.appUrl}/academy/checkout/cancelled`,
    }
    return { parent, child, product, request }
  }

  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(AppError)
    return err as AppError
  }

  it('opens one checkout on the app’s pay page, handed out again to a repeated or concurrent request', async () => {
    const { request } = await cart()
    const [a, b] = await Promise.all([
      openCheckout(t.database.db, provider(), request),
      openCheckout(t.database.db, provider(), request),
    ])
    expect(a.checkoutUrl).toMatch(new RegExp(`^${t.config.appUrl}/academy/pay/cs_local_[\\w-]{24}$`))
    expect(b.checkoutUrl).toBe(a.checkoutUrl)
    const again = await openCheckout(t.database.db, provider(), request)
    expect(again).toMatchObject({ checkoutUrl: a.checkoutUrl, reused: true })
    const rows = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.studentId, request.studentId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'local', status: 'open', amountCents: 2900, currency: 'SGD' })
  })

  it('prices from the products table only, and refuses unknown prices and mixed intervals', async () => {
    const { request, product } = await cart()
    expect(
      (await refusal(openCheckout(t.database.db, provider(), { ...request, priceIds: ['free'] }))).status,
    ).toBe(400)
    const other = await productFor(t.database.db, 1)
    const mixed = { ...request, priceIds: [product.priceId, other.annualPriceId ?? ''] }
    expect((await refusal(openCheckout(t.database.db, provider(), mixed))).message).toMatch(
      /monthly or yearly/,
    )
  })

  it('4242 pays: one event, one subscription for the course, one charge with only the last four digits', async () => {
    const { child, product, request } = await cart()
    const { sessionId } = await openCheckout(t.database.db, provider(), request)
    const paid = await payLocalCheckout(t.database.db, sessionId, GOOD)
    expect(paid.redirectUrl).toBe(`${t.config.appUrl}/academy/checkout/success?session_id=${sessionId}`)
    const [sub] = await subscriptionsOf(t.database.db, child.id)
    expect(sub).toMatchObject({ publicId: paid.subscriptionId, provider: 'local', status: 'active' })
    expect(sub.live).toEqual([{ courseId: product.courseId, priceId: product.priceId }])
    expect(sub.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000)
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.objectId, sessionId))
    expect(events).toHaveLength(1)
    expect(events[0].id).toMatch(/^evt_local_/)
    const [session] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.publicId, sessionId))
    expect(session.status).toBe('complete')
    const records = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.checkoutSessionId, session.id))
    expect(records).toEqual([
      expect.objectContaining({ kind: 'charge', amountCents: 2900, cardLast4: '4242', outcome: 'succeeded' }),
    ])
    const again = await refusal(payLocalCheckout(t.database.db, sessionId, GOOD))
    expect([again.status, again.message]).toEqual([409, 'This checkout is already paid.'])
  })

  it('declined and insufficient-funds cards answer 402, charge nothing and leave the checkout open', async () => {
    const { child, request } = await cart()
    const { sessionId } = await openCheckout(t.database.db, provider(), request)
    const declined = await refusal(payLocalCheckout(t.database.db, sessionId, '4000 0000 0000 0002'))
    expect(declined).toMatchObject({
      status: 402,
      code: 'card_declined',
      message: 'Your card was declined. Nothing was charged. Try another card.',
    })
    const poor = await refusal(payLocalCheckout(t.database.db, sessionId, '4000 0000 0000 9995'))
    expect([poor.status, poor.code]).toEqual([402, 'insufficient_funds'])
    const other = await refusal(payLocalCheckout(t.database.db, sessionId, '5555 5555 5555 4444'))
    expect(other.message).toBe('This is a test checkout: use 4242 4242 4242 4242.')
    const typo = await refusal(payLocalCheckout(t.database.db, sessionId, '4242 4242 4242 4241'))
    expect([typo.status, typo.message]).toEqual([400, 'Check the card number.'])

    expect(await subscriptionsOf(t.database.db, child.id)).toEqual([])
    const [session] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.publicId, sessionId))
    expect(session.status).toBe('open')
    const records = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.checkoutSessionId, session.id))
    expect(records.map((r) => [r.kind, r.outcome, r.cardLast4])).toEqual([
      ['declined', 'card_declined', '0002'],
      ['declined', 'insufficient_funds', '9995'],
      ['declined', 'card_declined', '4444'],
    ])
    expect((await payLocalCheckout(t.database.db, sessionId, GOOD)).redirectUrl).toContain(sessionId)
  })

  it('two checkouts for the same child and course paid at once: one subscription, the other 409 and no charge', async () => {
    const { child, product, request } = await cart('Ben')
    const first = await openCheckout(t.database.db, provider(), request)
    // The child buying for themselves is a second payer, so a second checkout (plan Q6).
    const second = await openCheckout(t.database.db, provider(), { ...request, payerId: child.id })
    expect(second.sessionId).not.toBe(first.sessionId)
    const results = await Promise.allSettled([
      payLocalCheckout(t.database.db, first.sessionId, GOOD),
      payLocalCheckout(t.database.db, second.sessionId, GOOD),
    ])
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatchObject({
      status: 409,
      message: `Ben already has ${product.courseName}. Nothing was charged.`,
    })
    const subs = await subscriptionsOf(t.database.db, child.id)
    expect(subs).toHaveLength(1)
    const charges = await t.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.payerId, child.id), eq(paymentRecords.kind, 'charge')))
    const parentCharges = await t.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.payerId, request.payerId), eq(paymentRecords.kind, 'charge')))
    expect(charges.length + parentCharges.length).toBe(1)
  })

  it('cancels and resumes, previews and applies an added and a removed course, extends, and ends now', async () => {
    const { child, request } = await cart()
    const { sessionId } = await openCheckout(t.database.db, provider(), request)
    const { subscriptionId } = await payLocalCheckout(t.database.db, sessionId, GOOD)
    const local = provider()
    const state = async () => (await subscriptionsOf(t.database.db, child.id))[0]

    expect((await local.setCancelAtPeriodEnd(subscriptionId, true, 'k1')).cancelAtPeriodEnd).toBe(true)
    expect((await state()).cancelAtPeriodEnd).toBe(true)
    await local.setCancelAtPeriodEnd(subscriptionId, false, 'k2')
    expect((await state()).cancelAtPeriodEnd).toBe(false)

    const extra = await productFor(t.database.db, 2)
    const ref = {
      courseId: extra.courseId,
      priceId: extra.priceId,
      providerPriceId: null,
      amountCents: extra.monthlyAmountCents,
    }
    const at = new Date(Date.now() + 10 * 86_400_000)
    const before = await state()
    const preview = await local.previewChange(subscriptionId, { add: [ref] }, at)
    expect(preview.amountCents).toBe(prorate(2900, before.currentPeriodStart, before.currentPeriodEnd, at))
    expect(preview).toMatchObject({ currency: 'SGD', periodEnd: before.currentPeriodEnd })
    await local.changeItems(subscriptionId, { add: [ref], prorationDate: at }, 'add-1')
    await local.changeItems(subscriptionId, { add: [ref], prorationDate: at }, 'add-1')
    expect((await state()).live.map((i) => i.courseId).sort()).toEqual(
      [...request.priceIds.map(() => before.live[0].courseId), extra.courseId].sort(),
    )
    const charged = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.providerRef, 'local-change-add-1'))
    expect(charged).toEqual([expect.objectContaining({ kind: 'charge', amountCents: preview.amountCents })])

    const extraItem = (await local.retrieveSubscription(subscriptionId))?.items.find(
      (i) => i.price === extra.priceId,
    )
    const removal = await local.previewChange(subscriptionId, { remove: [extraItem?.id ?? ''] }, at)
    expect(removal.amountCents).toBe(-preview.amountCents)
    await local.changeItems(subscriptionId, { remove: [extraItem?.id ?? ''], prorationDate: at }, 'remove-1')
    expect((await state()).live.map((i) => i.courseId)).toEqual([before.live[0].courseId])

    const later = new Date(before.currentPeriodEnd.getTime() + 30 * 86_400_000)
    await local.extendPeriod(subscriptionId, later, 'referral-1')
    expect((await state()).currentPeriodEnd.toISOString()).toBe(later.toISOString())

    const ended = await local.cancelNow(subscriptionId)
    expect(ended.status).toBe('canceled')
    const after = await state()
    expect(after).toMatchObject({ status: 'canceled', live: [] })
    expect(after.endedAt).not.toBeNull()
    expect((await refusal(local.setCancelAtPeriodEnd(subscriptionId, false, 'k3'))).status).toBe(409)
  })

  it('refuses new local checkouts in production (501), where a test card must never open a course', async () => {
    const { request } = await cart()
    const production = createLocalProvider(t.database.db, { checkoutEnabled: false })
    const err = await refusal(openCheckout(t.database.db, production, request))
    expect([err.status, err.message]).toEqual([501, 'Card payments are not set up here.'])
    const rows = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.studentId, request.studentId))
    expect(rows).toEqual([])
  })
})
