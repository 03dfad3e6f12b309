import type { FastifyInstance } from 'fastify'
import { referralContract } from '../../../contracts/referral'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { getReferral, getReferralQuota, getReferred, listRedeemers, redeemReferral } from './codes'

const { redeemFreeTierAccess: _servedByLite, ...servedContract } = referralContract

/** The referral programme (spec 7.2, ADR 0027): a family's code, who used it, and taking a friend's. */
export function registerReferralRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(servedContract, {
    getReferral: async ({ request }) => ({ status: 200, body: await getReferral(ctx, currentUser(request)) }),
    getReferralQuota: async ({ query }) => ({
      status: 200,
      body: await getReferralQuota(ctx, query.referral_code),
    }),
    listReferralRedeemers: async ({ request, query }) => ({
      status: 200,
      body: { redeemers: await listRedeemers(ctx, currentUser(request), query.referral_code) },
    }),
    updateRedemptionStatus: async ({ request, body }) => ({
      status: 200,
      body: await redeemReferral(ctx, currentUser(request), body.referral_code),
    }),
    getReferredQuota: async ({ request }) => ({
      status: 200,
      body: await getReferred(ctx, currentUser(request)),
    }),
  })
  return registerContract(app, servedContract, router)
}
