import type { FastifyInstance } from 'fastify'
import { teachersContract } from '../../../contracts/teachers'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { listTeacherClasses } from './classes'

const served = { listTeacherClasses: teachersContract.listTeacherClasses }

/** The teacher calls (spec 7.10) served so far: a teacher's classes, which the class coach picks from. */
export function registerTeacherRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(served, {
    listTeacherClasses: async ({ request }) => ({
      status: 200,
      body: await listTeacherClasses(ctx, currentUser(request)),
    }),
  })
  return registerContract(app, served, router)
}
