import type { FastifyInstance, FastifyRequest } from 'fastify'
import { leaderboardContract } from '../../../contracts/leaderboard'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { periodAt } from './period'
import {
  getChildVisibility,
  getClassStudentVisibility,
  getLeaderboard,
  setChildVisibility,
  setClassStudentVisibility,
} from './service'
import { closeEndedPeriods } from './store'

const HOUR_MS = 60 * 60 * 1000
export const TEST_NOW_HEADER = 'x-lantern-test-now'

/**
 * The moment a request happens. Under NODE_ENV=test only, a browser test may name another moment, so it can see
 * a league week end without waiting a week; everywhere else the header is ignored.
 */
function nowOf(app: FastifyInstance, request: FastifyRequest) {
  const asked = request.headers[TEST_NOW_HEADER]
  if (app.ctx.config.environment !== 'test' || typeof asked !== 'string') return new Date()
  const at = new Date(asked)
  return Number.isNaN(at.getTime()) ? new Date() : at
}

/** Leagues (spec 7.2 GET /leaderboard, ADR 0059), and the grown-ups' switch that keeps a child off them. */
export function registerLeaderboardRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(leaderboardContract, {
    getLeaderboard: async ({ request }) => ({
      status: 200,
      body: await getLeaderboard(ctx, currentUser(request), nowOf(app, request)),
    }),
    getChildLeaderboardVisibility: async ({ request, params }) => ({
      status: 200,
      body: await getChildVisibility(ctx, currentUser(request), params.id),
    }),
    setChildLeaderboardVisibility: async ({ request, params, body }) => ({
      status: 200,
      body: await setChildVisibility(ctx, currentUser(request), params.id, body.visible),
    }),
    getClassStudentLeaderboardVisibility: async ({ request, params }) => ({
      status: 200,
      body: await getClassStudentVisibility(ctx, currentUser(request), params.id, params.studentId),
    }),
    setClassStudentLeaderboardVisibility: async ({ request, params, body }) => ({
      status: 200,
      body: await setClassStudentVisibility(
        ctx,
        currentUser(request),
        params.id,
        params.studentId,
        body.visible,
      ),
    }),
  })
  scheduleLeagueClose(app)
  return registerContract(app, leaderboardContract, router)
}

/** Weeks also close without anyone asking: a sweep when the server starts and every hour (no cron exists). */
function scheduleLeagueClose(app: FastifyInstance) {
  const sweep = () =>
    closeEndedPeriods(app.ctx.db, periodAt(new Date())).catch((err) =>
      app.log.error({ err }, 'closing league weeks failed'),
    )
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await sweep()
    timer = setInterval(sweep, HOUR_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
