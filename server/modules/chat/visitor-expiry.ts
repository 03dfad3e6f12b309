import { and, isNotNull, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { chatThreads } from '../../db/schema'

const KEEP_DAYS = 30
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** A visitor's conversations go 30 days after their last message (ADR 0036); students' stay with their account. */
export async function deleteExpiredVisitorChats(db: Db, now = Date.now()) {
  const cutoff = new Date(now - KEEP_DAYS * DAY_MS)
  const gone = await db
    .delete(chatThreads)
    .where(and(isNotNull(chatThreads.publicSessionHash), lt(chatThreads.lastMessageAt, cutoff)))
    .returning({ id: chatThreads.id })
  return gone.length
}

/** Sweeps when the server starts and every hour. */
export function scheduleVisitorChatExpiry(app: FastifyInstance) {
  const sweep = () =>
    deleteExpiredVisitorChats(app.ctx.db).catch((err) => app.log.error({ err }, 'visitor chat expiry failed'))
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await sweep()
    timer = setInterval(sweep, HOUR_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
