import type { FastifyInstance } from 'fastify'
import { activationContract } from '../../../contracts/activation'
import { bearerToken, currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { checkActivationCode, listActivatedCourses, redeemActivationCode } from './codes'

/** Activation codes (spec 7.4): check one, redeem it for a child, list what codes opened. */
export function registerActivationRoutes(app: FastifyInstance) {
  const { ctx } = app
  // Codes are short secrets: checking them is slowed per address, redeeming per account.
  const guessLimit = perAddressLimit(app, 10, 15)
  const redeemLimit = ctx.config.rateLimits.enabled
    ? {
        onRequest: app.rateLimit({
          max: 20,
          timeWindow: 15 * 60_000,
          keyGenerator: (request) => bearerToken(request) ?? request.ip,
        }),
      }
    : undefined
  const router = s.router(activationContract, {
    checkActivationCode: {
      hooks: guessLimit,
      handler: async ({ params }) => ({ status: 200, body: await checkActivationCode(ctx, params.code) }),
    },
    redeemActivationCode: {
      hooks: redeemLimit,
      handler: async ({ request, body }) => ({
        status: 200,
        body: await redeemActivationCode(ctx, currentUser(request), body),
      }),
    },
    listActivatedCourses: async ({ request, query }) => ({
      status: 200,
      body: { courses: await listActivatedCourses(ctx, currentUser(request), query.student_id) },
    }),
  })
  return registerContract(app, activationContract, router)
}
