import type { FastifyInstance } from 'fastify'
import { analysisContract } from '../../../contracts/analysis'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { weeklyStatistics } from './weekly'

/** How a child is doing, for their parent (issue 9 item 9); the rest of the analysis calls come with their pages. */
const reportsContract = { getWeeklyStudentStatistics: analysisContract.getWeeklyStudentStatistics }

export function registerReportRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(reportsContract, {
    getWeeklyStudentStatistics: async ({ request, params }) => ({
      status: 200,
      body: await weeklyStatistics(ctx, currentUser(request), params.childId, params.subjectId),
    }),
  })
  return registerContract(app, reportsContract, router)
}
