import { randomInt } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { RedeemerSchema, RedemptionSchema } from '../../../contracts/referral'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { referralCodes, referralRedemptions, subscriptions, users } from '../../db/schema'
import { conflict, forbidden, gone, notFound } from '../../errors'
import { REFERRAL_QUOTA, REFERRAL_REWARD_TEXT } from './rules'

// Crockford's base 32 without I, L, O and U: nothing a parent can misread when they type a friend's code.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const randomCode = () =>
  Array.from({ length: 8 }, (_, i) => (i === 4 ? '-' : '') + ALPHABET[randomInt(ALPHABET.length)]).join('')

type CodeRow = typeof referralCodes.$inferSelect
type Person = Pick<UserRow, 'id' | 'firstName' | 'lastName'>
const initialOf = (name: string) => (name.trim()[0] ?? '').toUpperCase()
const personOf = (u: Person) => ({ id: u.id, first_name: u.firstName, last_initial: initialOf(u.lastName) })

/** The caller's own code, made on the first call (a unique code; a clash, one in 10^12, tries again). */
async function ownCode(db: Executor, user: UserRow): Promise<CodeRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.userId, user.id))
    if (existing) return existing
    const [made] = await db
      .insert(referralCodes)
      .values({ userId: user.id, code: randomCode(), quota: REFERRAL_QUOTA })
      .onConflictDoNothing()
      .returning()
    if (made) return made
  }
  throw new Error('could not make a referral code')
}

async function usedCount(db: Executor, ownerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(referralRedemptions)
    .where(eq(referralRedemptions.ownerId, ownerId))
  return row.n
}

async function quotaOf(db: Executor, code: CodeRow) {
  const used = await usedCount(db, code.userId)
  return { referral_code: code.code, quota: code.quota, used, remaining: Math.max(0, code.quota - used) }
}

async function codeRow(db: Executor, code: string) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code.toUpperCase()))
  if (!row) throw notFound("We don't know this referral code. Check it with the friend who gave it to you.")
  return row
}

/** GET /users/referral: the caller's code, its share link, how many places are left, and what it gives. */
export async function getReferral(ctx: AppContext, user: UserRow) {
  const code = await ownCode(ctx.db, user)
  return {
    ...(await quotaOf(ctx.db, code)),
    share_url: `${ctx.config.appUrl}/academy/signup?ref=${encodeURIComponent(code.code)}`,
    reward: REFERRAL_REWARD_TEXT,
  }
}

/** GET /users/referral/quota: how many places any code has left (a friend checks before redeeming). */
export async function getReferralQuota(ctx: AppContext, code: string) {
  return quotaOf(ctx.db, await codeRow(ctx.db, code))
}

/** GET /users/referral/redeemers: who used the caller's own code, by first name and initial only. */
export async function listRedeemers(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<z.infer<typeof RedeemerSchema>[]> {
  const row = await codeRow(ctx.db, code)
  if (row.userId !== user.id) throw forbidden('You can only see who used your own referral code.')
  const rows = await ctx.db
    .select({ redemption: referralRedemptions, redeemer: users })
    .from(referralRedemptions)
    .innerJoin(users, eq(users.id, referralRedemptions.redeemerId))
    .where(eq(referralRedemptions.ownerId, user.id))
    .orderBy(referralRedemptions.id)
  return rows.map(({ redemption, redeemer }) => ({
    ...personOf(redeemer),
    status: redemption.status,
    redeemed_at: redemption.redeemedAt?.toISOString() ?? null,
  }))
}

type Redemption = z.infer<typeof RedemptionSchema>

async function presentRedemption(
  db: Executor,
  row: typeof referralRedemptions.$inferSelect,
): Promise<Redemption> {
  const [owner] = await db.select().from(users).where(eq(users.id, row.ownerId))
  return {
    referral_code: row.code,
    status: row.status,
    redeemed_at: row.redeemedAt?.toISOString() ?? null,
    owner: personOf(owner),
  }
}

/** Whether the account (or a child it pays for) has ever had a subscription: codes are for new families. */
async function hasPaidBefore(db: Executor, user: UserRow) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.payerId, user.id))
    .limit(1)
  return Boolean(row)
}

/**
 * PATCH /users/referral/redemption-status: the caller takes a friend's code. It waits (`pending`) until the
 * caller's first subscription, which earns both families their free month (rewards.ts, ADR 0027).
 */
export async function redeemReferral(ctx: AppContext, user: UserRow, code: string): Promise<Redemption> {
  const row = await codeRow(ctx.db, code)
  if (row.userId === user.id) throw conflict('This is your own code. Share it with a friend instead.')
  if (await hasPaidBefore(ctx.db, user))
    throw conflict('Referral codes are for families new to Lantern, and yours already has a subscription.')
  const redemption = await ctx.db.transaction(async (tx) => {
    // One redemption at a time per code, so two friends cannot both take its last place.
    await tx.select().from(referralCodes).where(eq(referralCodes.userId, row.userId)).for('update')
    const [already] = await tx
      .select()
      .from(referralRedemptions)
      .where(eq(referralRedemptions.redeemerId, user.id))
    if (already) throw conflict('You have already used a referral code. Each family can use one.')
    if ((await usedCount(tx, row.userId)) >= row.quota)
      throw gone(
        'This code has been used by as many families as it allows. Ask your friend for another way in.',
      )
    const [made] = await tx
      .insert(referralRedemptions)
      .values({ ownerId: row.userId, redeemerId: user.id, code: row.code, status: 'pending' })
      .returning()
    return made
  })
  return presentRedemption(ctx.db, redemption)
}

/** GET /users/referral/referred-quota: whose code the caller used, if any, and where its reward stands. */
export async function getReferred(ctx: AppContext, user: UserRow) {
  const [row] = await ctx.db
    .select()
    .from(referralRedemptions)
    .where(eq(referralRedemptions.redeemerId, user.id))
  if (!row) return { owner: null, redemption: null }
  const { owner, ...redemption } = await presentRedemption(ctx.db, row)
  return { owner, redemption }
}
