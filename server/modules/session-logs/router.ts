import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SESSION_LOG_LIMITS as LIMITS } from '../../../contracts/session-log-limits'
import { sessionLogsContract } from '../../../contracts/session-logs'
import { AppError, badRequest, tooMany } from '../../errors'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { getSessionLog, listSessionLogs } from './admin'
import { scheduleSessionLogExpiry } from './expiry'
import { getRecording, recorderOf, setRecording } from './recording'
import { appendBatch } from './store'

/** A browser sends a batch every 5 seconds, more only to catch up; this leaves room for a few tabs and retries. */
const BATCHES_PER_MINUTE = 30

/**
 * Refuses a batch by its declared length before reading it: checking a recorded value costs far more than reading
 * JSON, so the app's 1 MB body limit would let one address keep a core busy.
 */
async function refuseLargeBatches(request: FastifyRequest) {
  const length = Number(request.headers['content-length'])
  if (!Number.isFinite(length)) throw badRequest('Send the batch with its Content-Length, as browsers do.')
  if (length > LIMITS.batchBytes)
    throw new AppError(413, `Send at most ${LIMITS.batchBytes / 1024} KB in one batch.`, 'payload_too_large')
}

/** Recorded sessions (docs/decisions/0022-recorded-sessions.md): batches in, consent, and the admins' reading. */
export function registerSessionLogRoutes(app: FastifyInstance) {
  const { ctx } = app
  scheduleSessionLogExpiry(app)
  const batchLimit = perAddressLimit(app, BATCHES_PER_MINUTE * 2, 1)
  const router = s.router(sessionLogsContract, {
    createSessionLogBatch: {
      hooks: { onRequest: batchLimit ? [batchLimit.onRequest, refuseLargeBatches] : refuseLargeBatches },
      handler: async ({ request, body }) => {
        const recorder = await recorderOf(ctx, request.user, body.visitor_session_id)
        const key = recorder.userId ?? recorder.visitorKey
        if (
          ctx.config.rateLimits.enabled &&
          !(await ctx.limiter.hit(`session-logs:${key}`, BATCHES_PER_MINUTE, 60_000, {
            ifUnreachable: 'allow',
          }))
        )
          throw tooMany('Too many recorded batches. Wait a minute and try again.')
        return { status: 202, body: { ok: true as const, ...(await appendBatch(ctx, recorder, body)) } }
      },
    },
    getSessionRecording: async ({ request }) => ({
      status: 200,
      body: await getRecording(ctx, currentUser(request)),
    }),
    updateSessionRecording: {
      hooks: perAddressLimit(app, 20, 15),
      handler: async ({ request, body }) => ({
        status: 200,
        body: await setRecording(ctx, currentUser(request), body.enabled),
      }),
    },
    listSessionLogs: async ({ query }) => ({ status: 200, body: await listSessionLogs(ctx, query) }),
    getSessionLog: async ({ params }) => ({ status: 200, body: await getSessionLog(ctx, params.id) }),
  })
  return registerContract(app, sessionLogsContract, router)
}
