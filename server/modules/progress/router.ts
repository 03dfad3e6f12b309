import type { FastifyInstance } from 'fastify'
import { progressContract } from '../../../contracts/progress'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { addClaimedXp, getHeartStatus, getStreaks, getXp } from './service'

const servedContract = {
  getXp: progressContract.getXp,
  addXp: progressContract.addXp,
  getStreaks: progressContract.getStreaks,
  getHeartStatus: progressContract.getHeartStatus,
}

export function registerProgressRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(servedContract, {
    getXp: async ({ request }) => ({ status: 200, body: await getXp(ctx, currentUser(request).id) }),
    addXp: async ({ request, query }) => ({
      status: 200,
      body: await addClaimedXp(ctx, currentUser(request), query.xp_gain),
    }),
    getStreaks: async ({ request }) => ({
      status: 200,
      body: await getStreaks(ctx, currentUser(request).id),
    }),
    getHeartStatus: async ({ request }) => ({
      status: 200,
      body: await getHeartStatus(ctx, currentUser(request)),
    }),
  })
  return registerContract(app, servedContract, router)
}
