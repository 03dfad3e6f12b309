import type { FastifyInstance } from 'fastify'
import { analysisContract } from '../../../contracts/analysis'
import { studentReportsContract } from '../../../contracts/student-reports'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { hardestQuestionReport } from './hardest'
import { mockPerformance, mockProgress, mockSummary } from './mock'
import { childTries } from './tries'
import { weeklyStatistics } from './weekly'

/** How a child is doing, for their parent (issue 9 item 9); the rest of the analysis calls come with their pages. */
const reportsContract = {
  getWeeklyStudentStatistics: analysisContract.getWeeklyStudentStatistics,
  getHardestQuestionReport: studentReportsContract.getHardestQuestionReport,
  getMockProgress: studentReportsContract.getMockProgress,
  getMockPerformance: studentReportsContract.getMockPerformance,
  getMockSummary: studentReportsContract.getMockSummary,
  listChildTries: studentReportsContract.listChildTries,
}

export function registerReportRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(reportsContract, {
    getWeeklyStudentStatistics: async ({ request, params }) => ({
      status: 200,
      body: await weeklyStatistics(ctx, currentUser(request), params.childId, params.subjectId),
    }),
    getHardestQuestionReport: async ({ request, query }) => ({
      status: 200,
      body: await hardestQuestionReport(ctx, currentUser(request), query),
    }),
    getMockProgress: async ({ request, query }) => ({
      status: 200,
      body: { items: await mockProgress(ctx, currentUser(request), query) },
    }),
    getMockPerformance: async ({ request, query }) => ({
      status: 200,
      body: { topics: await mockPerformance(ctx, currentUser(request), query) },
    }),
    getMockSummary: async ({ request, query }) => ({
      status: 200,
      body: await mockSummary(ctx, currentUser(request), query),
    }),
    listChildTries: async ({ request, params }) => ({
      status: 200,
      body: await childTries(ctx, currentUser(request), params.childId),
    }),
  })
  return registerContract(app, reportsContract, router)
}
