import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, ErrorSchema, JsonId, Timestamp } from './common'

const c = initContract()

const ReferralCode = z.string().trim().toUpperCase().min(4).max(32)

export const ReferralQuotaSchema = z.object({
  referral_code: z.string(),
  quota: z.number().int().describe('How many redemptions the code allows in total'),
  used: z.number().int(),
  remaining: z.number().int(),
})

export const ReferralSchema = ReferralQuotaSchema.extend({
  share_url: z.string(),
  reward: z.string().describe('What the owner and the redeemer each get, in words'),
})

export const RedeemerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_initial: z.string().describe("Only the initial: a redeemer's full name is not the owner's business"),
  status: z.enum(['pending', 'redeemed', 'rewarded']),
  redeemed_at: Timestamp.nullable(),
})

const OwnerSchema = z.object({ id: z.number().int(), first_name: z.string(), last_initial: z.string() })

export const RedemptionSchema = z.object({
  referral_code: z.string(),
  status: z.enum(['pending', 'redeemed', 'rewarded']),
  redeemed_at: Timestamp.nullable(),
  owner: OwnerSchema,
})

export const referralContract = c.router({
  getReferral: {
    method: 'GET',
    path: '/api/v1/users/referral',
    responses: { 200: ReferralSchema, ...authErrors },
    metadata: access.family,
    summary: 'The own referral code, its share link, quota and reward (created on first call)',
  },
  getReferralQuota: {
    method: 'GET',
    path: '/api/v1/users/referral/quota',
    query: z.object({ referral_code: ReferralCode }),
    responses: { 200: ReferralQuotaSchema, ...authErrors },
    metadata: access.family,
    summary: 'How many redemptions a referral code has left',
  },
  listReferralRedeemers: {
    method: 'GET',
    path: '/api/v1/users/referral/redeemers',
    query: z.object({ referral_code: ReferralCode }),
    responses: { 200: z.object({ redeemers: z.array(RedeemerSchema) }), ...authErrors },
    metadata: access.family,
    summary: 'Who redeemed the own referral code',
  },
  updateRedemptionStatus: {
    method: 'PATCH',
    path: '/api/v1/users/referral/redemption-status',
    body: z.object({ referral_code: ReferralCode }),
    responses: { 200: RedemptionSchema, 409: ErrorSchema, 410: ErrorSchema, ...authErrors },
    metadata: access.family,
    summary:
      'Redeem a referral code for the signed-in account; 409 own code or already redeemed, 410 quota used up',
  },
  getReferredQuota: {
    method: 'GET',
    path: '/api/v1/users/referral/referred-quota',
    responses: {
      200: z.object({
        owner: OwnerSchema.nullable().describe('Who referred the signed-in account; null when nobody did'),
        redemption: RedemptionSchema.omit({ owner: true }).nullable(),
      }),
      ...authErrors,
    },
    metadata: access.family,
    summary: 'The referral the signed-in account redeemed, if any',
  },
  redeemFreeTierAccess: {
    method: 'PATCH',
    path: '/api/v1/users/redeem-free-tier-access',
    body: z.object({
      student_id: JsonId.optional().describe("A parent's child; omitted for oneself"),
    }),
    responses: {
      200: z.object({
        student_id: z.number().int(),
        is_free_tier: z.boolean(),
        access_expires_at: Timestamp.nullable(),
      }),
      409: ErrorSchema,
      ...authErrors,
    },
    metadata: access.family,
    summary: 'Turn on Lite (free-tier) access; 409 when the account already has it or a subscription',
  },
})
