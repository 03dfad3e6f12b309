import { and, countDistinct, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { levelProducts, localSubscription } from '../../authorization/world-commerce'
import { paymentRecords, worksheetQuestions, worksheets } from '../../db/schema'
import { type Calls, DECLINED_CARD, demo, GOOD_CARD, NO_FUNDS_CARD, newFamily, sessionOf } from './testing'

type Product = { price_id: string; course: { id: number; name: string }; is_subscribed: boolean }

/** The "done when", through the API as parent@lantern.test buying a course for ben. */
describe('a parent buys, cancels and resumes a course for ben', () => {
  const t = useTestApp()
  let parent: Calls
  let parentId: number
  let ben: { id: number; calls: Calls }
  let product: Product
  let sessionId: string
  let subscriptionId: string

  const bensWorksheets = async () => {
    const res = await ben.calls.send('GET', `/quiz?course_id=${product.course.id}`)
    expect(res.status).toBe(200)
    return new Set((res.body.quizzes as { worksheet_id: number }[]).map((q) => q.worksheet_id)).size
  }

  beforeAll(async () => {
    const p = await demo(t.app, t.database.db, 'parent@lantern.test')
    parent = p.calls
    parentId = p.user.id
    const b = await demo(t.app, t.database.db, 'ben')
    ben = { id: b.user.id, calls: b.calls }
  })

  it("lists the products of ben's level, priced by the server in SGD", async () => {
    const res = await parent.products(ben.id)
    expect(res.status).toBe(200)
    expect(res.body.products.length).toBeGreaterThan(0)
    for (const p of res.body.products)
      expect(p).toMatchObject({ currency: 'SGD', monthly_amount_cents: 2900, annual_amount_cents: 29000 })
    expect(res.body.products.every((p: Product) => p.course.name.startsWith('P4'))).toBe(true)
    product = res.body.products.find((p: Product) => !p.is_subscribed)
    expect(product).toBeDefined()
    const all = await parent.products()
    expect(all.body.products.length).toBeGreaterThan(res.body.products.length)
  })

  it('opens a local checkout at the card page, which shows what is bought and for whom', async () => {
    expect(await bensWorksheets()).toBe(3)
    const res = await parent.checkout(ben.id, [product.price_id])
    expect(res.status).toBe(200)
    expect(res.body.checkout_url).toMatch(/^http:\/\/localhost:\d+\/academy\/pay\/cs_local_/)
    sessionId = sessionOf(res.body.checkout_url)
    expect(res.body.session_id).toBe(sessionId)
    const page = await parent.localCheckout(sessionId)
    expect(page.body).toMatchObject({
      amount_cents: 2900,
      currency: 'SGD',
      course_names: [product.course.name],
      child_first_name: 'Ben',
      status: 'open',
    })
    expect(page.body.cancel_url).toMatch(/\/academy\/checkout\/cancelled$/)
  })

  it('charges nothing for a declined card or one without funds, and keeps the checkout open', async () => {
    const declined = await parent.pay(sessionId, DECLINED_CARD)
    expect(declined).toMatchObject({ status: 402, body: { message: expect.stringMatching(/declined/) } })
    const poor = await parent.pay(sessionId, NO_FUNDS_CARD)
    expect(poor).toMatchObject({
      status: 402,
      body: { message: expect.stringMatching(/insufficient funds/) },
    })
    expect((await parent.subscriptions(ben.id)).body.subscriptions).toEqual([])
    const charges = await t.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.kind, 'charge'), eq(paymentRecords.payerId, parentId)))
    expect(charges).toEqual([])
    expect((await parent.localCheckout(sessionId)).body.status).toBe('open')
  })

  it('pays with 4242: ben has an active subscription and every worksheet of the course', async () => {
    const paid = await parent.pay(sessionId, GOOD_CARD)
    expect(paid.status).toBe(200)
    expect(paid.body.redirect_url).toMatch(/\/academy\/checkout\/success\?session_id=cs_local_/)
    expect((await parent.pay(sessionId, GOOD_CARD)).status).toBe(409)
    const res = await parent.subscriptions(ben.id)
    expect(res.status).toBe(200)
    expect(res.body.subscriptions).toHaveLength(1)
    const [sub] = res.body.subscriptions
    expect(sub).toMatchObject({
      student_id: ben.id,
      course_ids: [product.course.id],
      price_ids: [product.price_id],
      status: 'active',
      cancel_at_period_end: false,
      interval: 'month',
    })
    subscriptionId = sub.subscription_id
    const [{ shared }] = await t.database.db
      .select({ shared: countDistinct(worksheets.id) })
      .from(worksheets)
      .innerJoin(worksheetQuestions, eq(worksheetQuestions.worksheetId, worksheets.id))
      .where(and(eq(worksheets.courseId, product.course.id), isNull(worksheets.ownerId)))
    expect(shared).toBeGreaterThan(3)
    expect(await bensWorksheets()).toBe(shared)
    const again = await parent.products(ben.id)
    expect(again.body.products.find((p: Product) => p.price_id === product.price_id).is_subscribed).toBe(true)
    expect((await parent.checkout(ben.id, [product.price_id])).status).toBe(409)
  })

  it('cancel and resume flip cancel_at_period_end', async () => {
    const cancelled = await parent.cancel(subscriptionId)
    expect(cancelled).toMatchObject({ status: 200, body: { cancel_at_period_end: true, status: 'active' } })
    expect(await bensWorksheets()).toBeGreaterThan(3)
    const resumed = await parent.resume(subscriptionId)
    expect(resumed).toMatchObject({ status: 200, body: { cancel_at_period_end: false } })
    const [sub] = (await parent.subscriptions(ben.id)).body.subscriptions
    expect(sub.cancel_at_period_end).toBe(false)
  })

  it('refuses ava the parent calls, with 403', async () => {
    const ava = await demo(t.app, t.database.db, 'ava')
    expect((await ava.calls.subscriptions(ben.id)).status).toBe(403)
    expect((await ava.calls.products(ben.id)).status).toBe(403)
    expect((await ava.calls.checkout(ben.id, [product.price_id])).status).toBe(403)
    const [maths] = await levelProducts(t.database.db, ava.user.academicLevelId!)
    const avas = await localSubscription(t.database.db, parentId, ava.user.id, [maths])
    expect((await ava.calls.cancel(avas)).status).toBe(403)
    expect((await ava.calls.resume(avas)).status).toBe(403)
    expect((await ava.calls.preview(avas, maths.priceId, 'remove')).status).toBe(403)
    // ben's is not hers at all.
    expect((await ava.calls.cancel(subscriptionId)).status).toBe(404)
    expect((await ava.calls.localCheckout(sessionId)).status).toBe(404)
    expect((await ava.calls.pay(sessionId, GOOD_CARD)).status).toBe(404)
  })

  it("refuses another family's child and subscription with 403 or 404, changing nothing", async () => {
    const other = await newFamily(t.app, t.database.db)
    const [p5] = (await other.calls.products(other.childId)).body.products as Product[]
    const opened = await other.calls.checkout(other.childId, [p5.price_id])
    const theirs = await other.calls.pay(sessionOf(opened.body.checkout_url), GOOD_CARD)
    expect(theirs.status).toBe(200)
    const [sub] = (await other.calls.subscriptions(other.childId)).body.subscriptions
    for (const res of [
      await parent.products(other.childId),
      await parent.subscriptions(other.childId),
      await parent.checkout(other.childId, [p5.price_id]),
      await parent.cancel(sub.subscription_id),
      await parent.resume(sub.subscription_id),
      await parent.preview(sub.subscription_id, p5.price_id, 'remove'),
      await parent.remove(sub.subscription_id, p5.price_id),
      await parent.localCheckout(sessionOf(opened.body.checkout_url)),
    ])
      expect([403, 404]).toContain(res.status)
    const [after] = (await other.calls.subscriptions(other.childId)).body.subscriptions
    expect(after).toEqual(sub)
  })
})
