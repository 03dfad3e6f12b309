import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { referralCodes, referralRewards, subscriptions } from '../../db/schema'
import { addMonths } from '../../payments/local'
import { createChild, levelId, signUp } from '../children/testing'
import { buy, callsAs } from '../subscription/testing'
import { grantDueReferralRewards } from './rewards'

type Headers = Record<string, string>

describe('referrals: a code, its quota, and one free month for each family, once', () => {
  const t = useTestApp()
  const send = async (headers: Headers, method: 'GET' | 'PATCH', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/v1/users/referral${url}`, headers, payload })
    return { status: res.statusCode, body: res.json() }
  }
  const redeem = (headers: Headers, code: string) =>
    send(headers, 'PATCH', '/redemption-status', { referral_code: code })
  /** A new parent with a P5 child, optionally subscribed to P5 Maths. */
  const family = async (subscribed: boolean) => {
    const parent = await signUp(t.app, 6)
    const { child } = await createChild(t.app, parent.headers, await levelId(t.database.db, 'P5'))
    const calls = callsAs(t.app, parent.headers)
    const sub = subscribed ? await buy(calls, child.id, ['lantern_p5_maths_month']) : null
    return { ...parent, calls, childId: child.id as number, sub }
  }
  const periodEnd = async (publicId: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId)))[0]
      .currentPeriodEnd

  it('gives each family one code, made on the first call, with a link to share and the reward in words', async () => {
    const owner = await family(false)
    const first = await send(owner.headers, 'GET', '')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ quota: 5, used: 0, remaining: 5 })
    expect(first.body.referral_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(first.body.share_url).toBe(`http://localhost:3000/academy/signup?ref=${first.body.referral_code}`)
    expect(first.body.reward).toContain('a month free')
    expect((await send(owner.headers, 'GET', '')).body.referral_code).toBe(first.body.referral_code)
    const quota = await send(owner.headers, 'GET', `/quota?referral_code=${first.body.referral_code}`)
    expect(quota.body).toEqual({ referral_code: first.body.referral_code, quota: 5, used: 0, remaining: 5 })
    expect((await send(owner.headers, 'GET', '/quota?referral_code=NOPE-NOPE')).status).toBe(404)
  })

  it('refuses one’s own code, a second code, a family that already pays, and a code whose places are gone', async () => {
    const owner = await family(true)
    const code = (await send(owner.headers, 'GET', '')).body.referral_code as string
    expect((await redeem(owner.headers, code)).status).toBe(409)
    const paying = await family(true)
    const refused = await redeem(paying.headers, code)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('families new to Lantern')

    const friend = await family(false)
    const taken = await redeem(friend.headers, code.toLowerCase())
    expect(taken.status).toBe(200)
    expect(taken.body).toMatchObject({ referral_code: code, status: 'pending', owner: { last_initial: 'F' } })
    expect((await redeem(friend.headers, code)).status).toBe(409)

    await t.database.db.update(referralCodes).set({ quota: 1 }).where(eq(referralCodes.code, code))
    const late = await redeem((await family(false)).headers, code)
    expect(late.status).toBe(410)
    expect(late.body.message).toContain('as many families as it allows')
  })

  it('takes a code from the share link at sign-up, and never refuses a sign-up for a bad one', async () => {
    const owner = await family(false)
    const code = (await send(owner.headers, 'GET', '')).body.referral_code as string
    const signup = (referral_code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: {
          first_name: 'Nia',
          last_name: 'Tan',
          email: `nia-${referral_code.toLowerCase()}-${Date.now()}@example.com`,
          password: 'Harbour-kite-lantern-9',
          user_role_id: 6,
          has_agreed_policy: true,
          referral_code,
        },
      })
    const joined = await signup(code.toLowerCase())
    expect(joined.statusCode).toBe(201)
    const headers = { authorization: `Bearer ${joined.json().access_token}` }
    expect((await send(headers, 'GET', '/referred-quota')).body.redemption).toMatchObject({
      referral_code: code,
    })
    expect((await signup('NOPE-NOPE')).statusCode).toBe(201)
  })

  it('shows the owner who used their code by first name and initial, and nobody else', async () => {
    const owner = await family(false)
    const code = (await send(owner.headers, 'GET', '')).body.referral_code as string
    const friend = await family(false)
    await redeem(friend.headers, code)
    const list = await send(owner.headers, 'GET', `/redeemers?referral_code=${code}`)
    expect(list.body.redeemers).toEqual([
      {
        id: friend.user.id,
        first_name: 'Pat',
        last_initial: 'F',
        status: 'pending',
        redeemed_at: expect.any(String),
      },
    ])
    expect((await send(friend.headers, 'GET', `/redeemers?referral_code=${code}`)).status).toBe(403)
    const referred = await send(friend.headers, 'GET', '/referred-quota')
    expect(referred.body.owner).toEqual({ id: owner.user.id, first_name: 'Pat', last_initial: 'F' })
    expect(referred.body.redemption).toMatchObject({ referral_code: code, status: 'pending' })
    expect((await send(owner.headers, 'GET', '/referred-quota')).body).toEqual({
      owner: null,
      redemption: null,
    })
  })

  it("moves both families' next payment a month later when the friend first pays, and never twice", async () => {
    const owner = await family(true)
    const ownerEnd = await periodEnd(owner.sub!.subscription_id)
    const code = (await send(owner.headers, 'GET', '')).body.referral_code as string
    const friend = await family(false)
    await redeem(friend.headers, code)

    const friendSub = await buy(friend.calls, friend.childId, ['lantern_p5_maths_month'])
    const friendRow = (
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.publicId, friendSub.subscription_id))
    )[0]
    expect(friendRow.currentPeriodEnd).toEqual(addMonths(addMonths(friendRow.currentPeriodStart!, 1), 1))
    expect(await periodEnd(owner.sub!.subscription_id)).toEqual(addMonths(ownerEnd, 1))
    expect(
      (await send(owner.headers, 'GET', `/redeemers?referral_code=${code}`)).body.redeemers[0].status,
    ).toBe('rewarded')

    // Every later payment and every repeated delivery finds nothing due.
    const ctx = { config: t.app.ctx.config, db: t.database.db, log: t.app.ctx.log }
    await Promise.all([1, 2, 3].map(() => grantDueReferralRewards(ctx, friend.user.id)))
    const { child } = await createChild(t.app, friend.headers, await levelId(t.database.db, 'P5'))
    await buy(friend.calls, child.id, ['lantern_p5_maths_month'])
    expect(await periodEnd(owner.sub!.subscription_id)).toEqual(addMonths(ownerEnd, 1))
    expect(await periodEnd(friendSub.subscription_id)).toEqual(friendRow.currentPeriodEnd)
    const rewards = await t.database.db.select().from(referralRewards)
    expect(rewards.filter((r) => [owner.user.id, friend.user.id].includes(r.beneficiaryId))).toHaveLength(2)
  })

  it("keeps the owner's month until they pay, when they had no subscription yet", async () => {
    const owner = await family(false)
    const code = (await send(owner.headers, 'GET', '')).body.referral_code as string
    const friend = await family(false)
    await redeem(friend.headers, code)
    await buy(friend.calls, friend.childId, ['lantern_p5_maths_month'])
    expect((await send(friend.headers, 'GET', '/referred-quota')).body.redemption.status).toBe('redeemed')
    const sub = await buy(owner.calls, owner.childId, ['lantern_p5_maths_month'])
    const row = (
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.publicId, sub.subscription_id))
    )[0]
    expect(row.currentPeriodEnd).toEqual(addMonths(addMonths(row.currentPeriodStart!, 1), 1))
    expect((await send(friend.headers, 'GET', '/referred-quota')).body.redemption.status).toBe('rewarded')
  })
})
