import type { AppRoute } from '@ts-rest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ROLE_NAME, type UserRoleId } from '../../contracts/constants'
import { forbidden, unauthorized } from '../errors'
import { resolveSession } from '../modules/auth/sessions'

type RouteMetadata = { public?: boolean; roles?: number[] }

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null
}

/**
 * Every contract route is private unless its metadata says `public`; `roles` narrows it further.
 * On a public route a bad token is ignored, so a stale client can still use it.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)
  app.decorateRequest('school', null)
  app.addHook('preHandler', async (request) => {
    const route = (request.routeOptions.config as { tsRestRoute?: AppRoute }).tsRestRoute
    if (!route) return
    const meta = (route.metadata ?? {}) as RouteMetadata
    const token = bearerToken(request)
    if (token) {
      const session = await resolveSession(app.ctx, token)
      if (session) {
        request.user = session.user
        request.sessionId = session.sessionId
        request.school = session.school
      } else if (!meta.public) {
        throw unauthorized('Your session has ended. Please sign in again.')
      }
    }
    if (meta.public) return
    if (!request.user) throw unauthorized()
    if (meta.roles && !meta.roles.includes(request.user.userRoleId)) {
      const allowed = meta.roles.map((r) => ROLE_NAME[r as UserRoleId]?.replace('_', ' ')).join(' or ')
      throw forbidden(`Only a ${allowed} account can do this.`)
    }
  })
}

/** The signed-in user of a private route (the preHandler has already refused anonymous calls). */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
  return request.user
}
