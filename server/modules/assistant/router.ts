import type { FastifyInstance } from 'fastify'
import { chatContract } from '../../../contracts/chat'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { askAdminAssistant } from './ask'

const servedContract = { askAdminAssistant: chatContract.askAdminAssistant }

/** The admin assistant (plan §9): admins only, by the contract's metadata; answers from named queries. */
export function registerAssistantRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(servedContract, {
    askAdminAssistant: async ({ request, body }) => ({
      status: 200,
      body: await askAdminAssistant(ctx, currentUser(request), body.input),
    }),
  })
  return registerContract(app, servedContract, router)
}
