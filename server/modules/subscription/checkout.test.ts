import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { checkoutSessions, schools, schoolWhiteLabels } from '../../db/schema'
import { levelId, signUp } from '../children/testing'
import { callsAs, GOOD_CARD, newFamily, sessionOf } from './testing'

type Product = { price_id: string; annual_price_id: string; course: { id: number } }

describe('POST /subscription/checkout', () => {
  const t = useTestApp()

  async function family() {
    const f = await newFamily(t.app, t.database.db)
    const products = (await f.calls.products(f.childId)).body.products as Product[]
    return { ...f, products }
  }

  it('refuses an unknown price, mixed intervals, checkout_mode payment and a foreign app_domain', async () => {
    const { calls, childId, products } = await family()
    const [a, b] = products
    const refusals = [
      await calls.checkout(childId, ['lantern_free_month']),
      await calls.checkout(childId, [a.price_id, b.annual_price_id]),
      await calls.checkout(childId, [a.price_id], { checkout_mode: 'payment' }),
      await calls.checkout(childId, [a.price_id], { app_domain: 'evil.example' }),
      await calls.checkout(childId, [a.price_id], { app_domain: 'https://localhost.evil.example/x' }),
      await calls.checkout(childId, []),
    ]
    for (const res of refusals) {
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/\w/)
    }
    const rows = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.studentId, childId))
    expect(rows).toEqual([])
  })

  it('returns to a school’s white-label domain over https', async () => {
    const { calls, childId, products } = await family()
    const [school] = await t.database.db.insert(schools).values({ name: 'Label Primary' }).returning()
    await t.database.db
      .insert(schoolWhiteLabels)
      .values({ schoolId: school.id, domainName: 'learn.label.test' })
    const res = await calls.checkout(childId, [products[0].price_id], { app_domain: 'learn.label.test' })
    expect(res.body.checkout_url).toMatch(/^https:\/\/learn\.label\.test\/academy\/pay\/cs_local_/)
  })

  it('prices from the server only: amounts the client sends are ignored', async () => {
    const { calls, childId, products } = await family()
    const res = await calls.checkout(childId, [products[0].price_id], {
      amount_cents: 1,
      monthly_amount_cents: 1,
      currency: 'USD',
    })
    expect(res.status).toBe(200)
    const page = await calls.localCheckout(sessionOf(res.body.checkout_url))
    expect(page.body).toMatchObject({ amount_cents: 2900, currency: 'SGD' })
    const yearly = await calls.checkout(childId, [products[1].annual_price_id, products[2].annual_price_id])
    const yearPage = await calls.localCheckout(sessionOf(yearly.body.checkout_url))
    expect(yearPage.body).toMatchObject({ amount_cents: 58000, interval: 'year' })
  })

  it('two concurrent checkouts for the same child and course make one session and one subscription', async () => {
    const { calls, childId, products } = await family()
    const [a, b] = await Promise.all([
      calls.checkout(childId, [products[0].price_id]),
      calls.checkout(childId, [products[0].price_id]),
    ])
    expect(a.status).toBe(200)
    expect(b.body.checkout_url).toBe(a.body.checkout_url)
    // Two different carts holding the same course, paid at once: one is charged, the other refused.
    const both = await calls.checkout(childId, [products[0].price_id, products[1].price_id])
    const paid = await Promise.all([
      calls.pay(sessionOf(a.body.checkout_url), GOOD_CARD),
      calls.pay(sessionOf(both.body.checkout_url), GOOD_CARD),
    ])
    expect(paid.map((p) => p.status).sort()).toEqual([200, 409])
    expect(paid.find((p) => p.status === 409)?.body.message).toMatch(/already has .*Nothing was charged/)
    const subs = (await calls.subscriptions(childId)).body.subscriptions as { course_ids: number[] }[]
    expect(subs).toHaveLength(1)
    expect(subs.flatMap((s) => s.course_ids).filter((id) => id === products[0].course.id)).toHaveLength(1)
  })

  it('lets a student buy for themselves only', async () => {
    const { childId, products } = await family()
    const pupil = await signUp(t.app, 1, { academic_level_id: await levelId(t.database.db, 'P5') })
    const calls = callsAs(t.app, pupil.headers)
    expect((await calls.checkout(pupil.user.id, [products[0].price_id])).status).toBe(200)
    expect((await calls.checkout(childId, [products[0].price_id])).status).toBe(403)
  })
})
