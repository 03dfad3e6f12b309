import type { FastifyInstance } from 'fastify'
import { progressContract } from '../../../contracts/progress'
import { referralContract } from '../../../contracts/referral'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { redeemFreeTierAccess } from './access'
import { askGrownUp, premiumNudge } from './nudge'

const servedContract = {
  redeemFreeTierAccess: referralContract.redeemFreeTierAccess,
  getPremiumAccessNudge: progressContract.getPremiumAccessNudge,
  askGrownUpToUnlock: progressContract.askGrownUpToUnlock,
}

/** Lantern Lite, the free tier (spec 7.2, ADR 0028): turning it on, and the nudge towards unlocking a subject. */
export function registerLiteRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(servedContract, {
    redeemFreeTierAccess: async ({ request, body }) => ({
      status: 200,
      body: await redeemFreeTierAccess(ctx, currentUser(request), body.student_id),
    }),
    getPremiumAccessNudge: async ({ request, query }) => ({
      status: 200,
      body: await premiumNudge(ctx, currentUser(request), query.last_sent_message_at, new Date()),
    }),
    askGrownUpToUnlock: async ({ request }) => ({
      status: 200,
      body: await askGrownUp(ctx, currentUser(request), new Date()),
    }),
  })
  return registerContract(app, servedContract, router)
}
