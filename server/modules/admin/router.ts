import type { FastifyInstance } from 'fastify'
import { adminContract } from '../../../contracts/admin'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { listAiAcademySubscriptions } from './academy-subscriptions'
import { setUserActive } from './accounts'
import {
  activateChildSubject,
  deactivateChildSubject,
  linkChildSubjectStripe,
  listParentChildren,
  listParents,
} from './parents'

/**
 * The admin calls served so far: switching accounts on and off, and the parents' side of 7.11 (tying a subject
 * to a card subscription arrives with payments).
 */
const servedContract = {
  activateUser: adminContract.activateUser,
  deactivateUser: adminContract.deactivateUser,
  listParents: adminContract.listParents,
  listParentChildren: adminContract.listParentChildren,
  activateChildSubject: adminContract.activateChildSubject,
  deactivateChildSubject: adminContract.deactivateChildSubject,
  linkChildSubjectStripe: adminContract.linkChildSubjectStripe,
  listAiAcademySubscriptions: adminContract.listAiAcademySubscriptions,
}

export function registerAdminRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(servedContract, {
    activateUser: async ({ request, params }) => ({
      status: 200,
      body: await setUserActive(ctx, currentUser(request), params.id, true),
    }),
    deactivateUser: async ({ request, params }) => ({
      status: 200,
      body: await setUserActive(ctx, currentUser(request), params.id, false),
    }),
    listParents: async ({ query }) => ({ status: 200, body: await listParents(ctx, query) }),
    listParentChildren: async ({ params }) => ({
      status: 200,
      body: await listParentChildren(ctx, params.id),
    }),
    activateChildSubject: async ({ request, params }) => ({
      status: 200,
      body: await activateChildSubject(ctx, currentUser(request), params),
    }),
    linkChildSubjectStripe: async ({ params, body }) => ({
      status: 200,
      body: await linkChildSubjectStripe(ctx, params, body.stripe_subscription_id),
    }),
    deactivateChildSubject: async ({ params }) => ({
      status: 200,
      body: await deactivateChildSubject(ctx, params),
    }),
    listAiAcademySubscriptions: async ({ query }) => ({
      status: 200,
      body: await listAiAcademySubscriptions(ctx, query),
    }),
  })
  return registerContract(app, servedContract, router)
}
