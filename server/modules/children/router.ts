import type { FastifyInstance } from 'fastify'
import { childrenContract } from '../../../contracts/children'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { createChildAccount, updateChild } from './accounts'
import { linkChildAccount } from './link'
import { getAiAcademyOnboarding, getParentOnboarding, saveAiAcademyOnboarding } from './onboarding'
import { listChildren } from './present'

/** A parent's children (spec 7.2): adding them by a new account or their login, editing them, onboarding. */
export function registerChildrenRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(childrenContract, {
    getAiAcademyOnboarding: async ({ request, query }) => ({
      status: 200,
      body: await getAiAcademyOnboarding(ctx, currentUser(request), query.email),
    }),
    saveAiAcademyOnboarding: async ({ request, body }) => ({
      status: 200,
      body: await saveAiAcademyOnboarding(ctx, currentUser(request), body),
    }),
    getParentOnboarding: async ({ request }) => ({
      status: 200,
      body: await getParentOnboarding(ctx, currentUser(request)),
    }),
    linkChildAccount: {
      // A child's password is guessed here as at the sign-in page: the same per-address limit.
      hooks: perAddressLimit(app, ctx.config.rateLimits.perMinute, 1),
      handler: async ({ request, body }) => ({
        status: 200,
        body: await linkChildAccount(ctx, currentUser(request), body, request.ip),
      }),
    },
    createChildAccount: async ({ request, query, body }) => ({
      status: 201,
      body: await createChildAccount(ctx, currentUser(request), body, {
        isFreeTier: query.is_free_tier ?? false,
        sendCredentials: query.send_credentials_info ?? false,
      }),
    }),
    updateChild: async ({ request, params, body }) => ({
      status: 200,
      body: await updateChild(ctx, currentUser(request), params.id, body),
    }),
    listChildren: async ({ request }) => ({
      status: 200,
      body: { children: await listChildren(ctx, currentUser(request)) },
    }),
  })
  return registerContract(app, childrenContract, router)
}
