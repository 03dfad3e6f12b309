import { lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SESSION_LOG_LIMITS as LIMITS } from '../../../contracts/session-log-limits'
import type { Db } from '../../db/client'
import { sessionLogs, sessionRecordingConsents } from '../../db/schema'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** Recordings made before this are gone: reads never show them, and the sweep deletes them. */
export const expiryCutoff = (now = Date.now()) => new Date(now - LIMITS.keepDays * DAY_MS)
export const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + LIMITS.keepDays * DAY_MS)

export async function deleteExpiredSessionLogs(db: Db, now = Date.now()) {
  await db.delete(sessionLogs).where(lt(sessionLogs.createdAt, expiryCutoff(now)))
  await db.delete(sessionRecordingConsents).where(lt(sessionRecordingConsents.until, new Date(now)))
}

/**
 * Sweeps when the server starts and every hour, so a recording leaves the disk within an hour of its 30 days
 * even when nobody writes or reads recordings.
 */
export function scheduleSessionLogExpiry(app: FastifyInstance) {
  const sweep = () =>
    deleteExpiredSessionLogs(app.ctx.db).catch((err) => app.log.error({ err }, 'session log expiry failed'))
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await sweep()
    timer = setInterval(sweep, HOUR_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
