import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { referralRedemptions, referralRewards, subscriptions } from '../../db/schema'
import { addMonths } from '../../payments/local'
import { ENDED_STATUSES } from '../../payments/provider'
import { providerOf, recordProviderAnswer } from '../subscription/manage'
import { REWARD_MONTHS } from './rules'

type Redemption = typeof referralRedemptions.$inferSelect
type Ctx = Pick<AppContext, 'config' | 'db' | 'log'>

/** The beneficiary's newest live subscription that they pay for, which their free month extends. */
async function liveSubscriptionOf(ctx: Ctx, payerId: number) {
  const rows = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.payerId, payerId), isNull(subscriptions.endedAt)))
    .orderBy(desc(subscriptions.createdAt))
  return rows.find((row) => !ENDED_STATUSES.has(row.status)) ?? null
}

/**
 * One side's free month, once: the reward row is claimed first (its unique key makes a second claim a no-op),
 * then the provider moves the next payment a month later with an idempotency key of its own; if the provider
 * fails, the claim is given back so the next fulfilment or webhook tries again.
 */
async function rewardOnce(ctx: Ctx, redemption: Redemption, beneficiaryId: number): Promise<boolean> {
  const sub = await liveSubscriptionOf(ctx, beneficiaryId)
  if (!sub) return false
  const [claim] = await ctx.db
    .insert(referralRewards)
    .values({ redemptionId: redemption.id, beneficiaryId, subscriptionId: sub.id })
    .onConflictDoNothing()
    .returning()
  if (!claim) return false
  try {
    const key = `referral-${redemption.id}-${beneficiaryId}`
    const until = addMonths(sub.currentPeriodEnd, REWARD_MONTHS)
    await recordProviderAnswer(ctx, sub, await providerOf(ctx, sub).extendPeriod(sub.publicId, until, key))
    return true
  } catch (err) {
    await ctx.db.delete(referralRewards).where(eq(referralRewards.id, claim.id))
    throw err
  }
}

async function rewardedSides(ctx: Ctx, redemptionId: number) {
  const rows = await ctx.db
    .select({ beneficiaryId: referralRewards.beneficiaryId })
    .from(referralRewards)
    .where(eq(referralRewards.redemptionId, redemptionId))
  return new Set(rows.map((r) => r.beneficiaryId))
}

/**
 * After a subscription is paid for (the local pay page or Stripe's webhook, once committed): the referral
 * rewards that payment makes due (ADR 0027). The redeemer's first subscription earns them a free month and
 * makes the owner's due; an owner without a live subscription gets theirs when they next pay.
 */
export async function grantDueReferralRewards(ctx: Ctx, payerId: number) {
  const due = await ctx.db
    .select()
    .from(referralRedemptions)
    .where(
      and(
        or(eq(referralRedemptions.redeemerId, payerId), eq(referralRedemptions.ownerId, payerId)),
        inArray(referralRedemptions.status, ['pending', 'redeemed']),
      ),
    )
  for (const redemption of due) {
    await rewardOnce(ctx, redemption, redemption.redeemerId)
    const sides = await rewardedSides(ctx, redemption.id)
    // The owner's month waits for the redeemer's: a code is rewarded by a family that pays, not one that signs up.
    if (sides.has(redemption.redeemerId)) await rewardOnce(ctx, redemption, redemption.ownerId)
    const after = await rewardedSides(ctx, redemption.id)
    const status = after.has(redemption.ownerId) ? 'rewarded' : after.size ? 'redeemed' : 'pending'
    if (status !== redemption.status)
      await ctx.db
        .update(referralRedemptions)
        .set({ status, rewardedAt: status === 'rewarded' ? new Date() : null })
        .where(eq(referralRedemptions.id, redemption.id))
  }
}

/** The same, where a failure must not undo what the caller already did (a payment that went through). */
export async function grantDueReferralRewardsQuietly(ctx: Ctx, payerId: number | null) {
  if (payerId === null) return
  try {
    await grantDueReferralRewards(ctx, payerId)
  } catch (err) {
    ctx.log.error({ err, payerId }, 'a referral reward could not be applied; the next payment retries it')
  }
}
