import type { FastifyInstance } from 'fastify'
import { adminContract } from '../../../contracts/admin'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { setUserActive } from './accounts'

/** The admin calls served so far: switching accounts on and off. */
const accountsContract = {
  activateUser: adminContract.activateUser,
  deactivateUser: adminContract.deactivateUser,
}

export function registerAdminRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(accountsContract, {
    activateUser: async ({ request, params }) => ({
      status: 200,
      body: await setUserActive(ctx, currentUser(request), params.id, true),
    }),
    deactivateUser: async ({ request, params }) => ({
      status: 200,
      body: await setUserActive(ctx, currentUser(request), params.id, false),
    }),
  })
  return registerContract(app, accountsContract, router)
}
