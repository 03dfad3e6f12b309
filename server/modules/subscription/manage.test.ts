import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { paymentRecords, subscriptions } from '../../db/schema'
import { buy, newFamily } from './testing'

type Product = { price_id: string; annual_price_id: string; course: { id: number } }

describe('changing a subscription: add and remove a course, prorated as previewed', () => {
  const t = useTestApp()

  async function subscribed() {
    const f = await newFamily(t.app, t.database.db)
    const products = (await f.calls.products(f.childId)).body.products as Product[]
    const sub = await buy(f.calls, f.childId, [products[0].price_id])
    // Half-way through the period, so the proration is a real fraction.
    const start = new Date(Date.now() - 15 * 86_400_000)
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000) })
      .where(eq(subscriptions.publicId, sub.subscription_id))
    return { ...f, products, id: sub.subscription_id }
  }

  const lastRecord = async (subscriptionPublicId: string) => {
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.publicId, subscriptionPublicId))
    const [row] = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.subscriptionId, sub.id))
      .orderBy(desc(paymentRecords.id))
    return row
  }

  it('charges for an added course exactly what the preview showed, and credits a removed one the same way', async () => {
    const { calls, childId, products, id } = await subscribed()
    const science = products[1]
    const preview = await calls.preview(id, science.price_id, 'add')
    expect(preview.status).toBe(200)
    expect(preview.body.amount_cents).toBeGreaterThan(1000)
    expect(preview.body.amount_cents).toBeLessThan(2900)
    expect(preview.body.currency).toBe('SGD')
    const added = await calls.add(id, science.price_id, preview.body.proration_date)
    expect(added.status).toBe(200)
    expect(added.body.course_ids.sort()).toEqual([products[0].course.id, science.course.id].sort())
    expect(await lastRecord(id)).toMatchObject({ kind: 'charge', amountCents: preview.body.amount_cents })
    expect((await calls.add(id, science.price_id)).status).toBe(409)
    expect((await calls.preview(id, science.price_id, 'add')).status).toBe(409)

    const credit = await calls.preview(id, science.price_id, 'remove')
    expect(credit.body.amount_cents).toBeLessThan(0)
    const removed = await calls.remove(id, science.price_id, credit.body.proration_date)
    expect(removed.status).toBe(200)
    expect(removed.body.course_ids).toEqual([products[0].course.id])
    expect(await lastRecord(id)).toMatchObject({ kind: 'credit', amountCents: -credit.body.amount_cents })
    const [sub] = (await calls.subscriptions(childId)).body.subscriptions
    expect(sub.course_ids).toEqual([products[0].course.id])
  })

  it('refuses to remove the last course, a course not in it, a stale preview date and another interval', async () => {
    const { calls, products, id } = await subscribed()
    expect((await calls.remove(id, products[0].price_id)).status).toBe(409)
    expect((await calls.remove(id, products[1].price_id)).status).toBe(409)
    const stale = new Date(Date.now() - 2 * 86_400_000).toISOString()
    expect((await calls.add(id, products[1].price_id, stale)).status).toBe(400)
    expect((await calls.add(id, products[1].annual_price_id)).status).toBe(400)
    expect((await calls.add(id, 'lantern_free_month')).status).toBe(400)
  })

  it('answers 409 to every change of a subscription that has ended, and keeps cancel idempotent', async () => {
    const { calls, products, id } = await subscribed()
    const once = await calls.cancel(id)
    const twice = await calls.cancel(id)
    expect(twice.body).toEqual(once.body)
    await t.database.db
      .update(subscriptions)
      .set({ status: 'canceled', endedAt: new Date() })
      .where(eq(subscriptions.publicId, id))
    expect((await calls.cancel(id)).status).toBe(409)
    expect((await calls.resume(id)).status).toBe(409)
    expect((await calls.add(id, products[1].price_id)).status).toBe(409)
    expect((await calls.preview(id, products[1].price_id, 'add')).status).toBe(409)
  })
})
