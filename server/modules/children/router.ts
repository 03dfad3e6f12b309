import type { FastifyInstance } from 'fastify'
import { childrenContract } from '../../../contracts/children'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { createChildAccount, updateChild } from './accounts'
import { deleteChild } from './data-rights/delete'
import { exportChildData } from './data-rights/export'
import { childExportHtml } from './data-rights/export-html'
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
    exportChildData: async ({ request, reply, params, query }) => {
      const { child, export: data } = await exportChildData(ctx, currentUser(request), params.id)
      const name = `lantern-${(child.username ?? `child-${child.id}`).replace(/[^a-z0-9-]/gi, '')}-data`
      reply.header('content-disposition', `attachment; filename="${name}.${query.format}"`)
      reply.header('cache-control', 'no-store')
      if (query.format === 'json') return { status: 200, body: data }
      reply.type('text/html; charset=utf-8')
      return { status: 200, body: childExportHtml(data) }
    },
    deleteChild: {
      // The parent's password is guessed here as at the sign-in page: the same per-address limit.
      hooks: perAddressLimit(app, ctx.config.rateLimits.perMinute, 1),
      handler: async ({ request, params, body }) => ({
        status: 200,
        body: await deleteChild(ctx, currentUser(request), params.id, body, request.ip),
      }),
    },
    listChildren: async ({ request }) => ({
      status: 200,
      body: { children: await listChildren(ctx, currentUser(request)) },
    }),
  })
  return registerContract(app, childrenContract, router)
}
