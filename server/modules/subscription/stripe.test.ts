import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeStripeServer } from '../../../tests/fake-stripe-server'
import { signIn, useTestApp } from '../../../tests/server'
import { parentChildren, products } from '../../db/schema'
import { newFamily } from './testing'

const fake = await startFakeStripeServer()

type Product = { price_id: string; course: { id: number; subject_id: number } }

/** The same calls with a Stripe key: the routes drive the SDK against a fake Stripe and keep our rows in step. */
describe('subscription calls with Stripe configured', () => {
  const t = useTestApp({
    payments: {
      stripeSecretKey: fake.secretKey,
      stripeWebhookSecret: fake.webhookSecret,
      stripeApiUrl: fake.url,
    },
  })
  let webhookUrl = ''
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/webhooks/stripe`
    for (const p of await t.database.db.select().from(products)) {
      const stripePriceId = `price_fake_${p.id}`
      await t.database.db.update(products).set({ stripePriceId }).where(eq(products.id, p.id))
      fake.addPrice(stripePriceId, p.monthlyAmountCents)
    }
  })
  afterAll(() => fake.close())

  it('checks out at Stripe, then cancels, resumes and adds a course there, as previewed', async () => {
    const { calls, childId } = await newFamily(t.app, t.database.db)
    const [maths, science] = (await calls.products(childId)).body.products as Product[]
    const opened = await calls.checkout(childId, [maths.price_id])
    expect(opened.status).toBe(200)
    expect(opened.body.checkout_url).toBe(`${fake.url}/c/pay/${opened.body.session_id}`)
    for (const event of fake.completeSession(opened.body.session_id).events)
      expect((await fake.deliver(webhookUrl, event)).status).toBe(200)
    const [sub] = (await calls.subscriptions(childId)).body.subscriptions
    expect(sub).toMatchObject({ status: 'active', course_ids: [maths.course.id] })
    const id = sub.subscription_id as string

    expect((await calls.cancel(id)).body.cancel_at_period_end).toBe(true)
    expect(fake.subscription(id).cancel_at_period_end).toBe(true)
    expect((await calls.resume(id)).body.cancel_at_period_end).toBe(false)
    expect(fake.subscription(id).cancel_at_period_end).toBe(false)

    const preview = await calls.preview(id, science.price_id, 'add')
    expect(preview.status).toBe(200)
    const added = await calls.add(id, science.price_id, preview.body.proration_date)
    expect(added.status).toBe(200)
    expect(added.body.course_ids.sort()).toEqual([maths.course.id, science.course.id].sort())
    expect(fake.subscription(id).items.data).toHaveLength(2)
    const update = fake.requests
      .filter((r) => r.path === `/v1/subscriptions/${id}` && r.method === 'POST')
      .at(-1)
    expect(update?.params).toMatchObject({
      proration_date: String(Math.floor(Date.parse(preview.body.proration_date) / 1000)),
    })
  })

  it('lets an admin tie a Stripe subscription whose webhook never came to the child it pays for, and no other', async () => {
    const { calls, childId } = await newFamily(t.app, t.database.db)
    const [maths] = (await calls.products(childId)).body.products as Product[]
    const opened = await calls.checkout(childId, [maths.price_id])
    const { subscription } = fake.completeSession(opened.body.session_id)
    expect((await calls.subscriptions(childId)).body.subscriptions).toEqual([])

    const admin = await signIn(t.app, 'admin@lantern.test')
    const [link] = await t.database.db
      .select()
      .from(parentChildren)
      .where(eq(parentChildren.childId, childId))
    const tie = (parentId: number, kid: number, subjectId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/parents/${parentId}/children/${kid}/subjects/${subjectId}/stripe`,
        headers: admin.headers,
        payload: { stripe_subscription_id: subscription.id },
      })
    const other = await newFamily(t.app, t.database.db)
    const [otherLink] = await t.database.db
      .select()
      .from(parentChildren)
      .where(eq(parentChildren.childId, other.childId))
    const refused = await tie(otherLink.parentId, other.childId, maths.course.subject_id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('another family')
    expect((await tie(link.parentId, childId, maths.course.subject_id + 1)).statusCode).toBe(409)

    const tied = await tie(link.parentId, childId, maths.course.subject_id)
    expect(tied.statusCode).toBe(200)
    expect(tied.json()).toMatchObject({ access: 'stripe', stripe_subscription_id: subscription.id })
    expect((await calls.subscriptions(childId)).body.subscriptions).toMatchObject([
      { subscription_id: subscription.id, status: 'active', course_ids: [maths.course.id] },
    ])
    // Again changes nothing; an id Stripe does not know is a 404.
    expect((await tie(link.parentId, childId, maths.course.subject_id)).statusCode).toBe(200)
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/parents/${link.parentId}/children/${childId}/subjects/${maths.course.subject_id}/stripe`,
      headers: admin.headers,
      payload: { stripe_subscription_id: 'sub_nobody' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})
