import { eq, sql } from 'drizzle-orm'
import { SESSION_LOG_LIMITS as LIMITS } from '../../../contracts/session-log-limits'
import type { SessionLogBatch } from '../../../contracts/session-logs'
import type { AppContext } from '../../context'
import { sessionLogBatches, sessionLogs } from '../../db/schema'
import { AppError, conflict } from '../../errors'
import { hashToken } from '../../lib/crypto'
import type { Recorder } from './recording'

const MAX_ACTORS = 50
const tooLarge = (message: string) => new AppError(413, message, 'payload_too_large')

/** Adds one batch to its recording (made on the first batch), in one transaction so a refusal writes nothing. */
export async function appendBatch(ctx: AppContext, recorder: Recorder, batch: SessionLogBatch) {
  if (JSON.stringify(batch.entries).length > LIMITS.batchChars)
    throw tooLarge(`Send at most ${LIMITS.batchChars / 1024} KB of entries in one batch.`)
  const recordingKey = hashToken(batch.recording_id)
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(sessionLogs)
      .values({
        recordingKey,
        ...recorder,
        environment: ctx.config.environment,
        startedAt: new Date(batch.started_at),
      })
      .onConflictDoNothing({ target: sessionLogs.recordingKey })
    const [log] = await tx
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.recordingKey, recordingKey))
      .for('update')
    if (log.userId !== recorder.userId || log.visitorKey !== recorder.visitorKey)
      throw conflict('This recording belongs to someone else. Reload the page to start a new one.')
    if (log.entryCount + batch.entries.length > LIMITS.entriesPerLog)
      throw tooLarge(
        `A recorded session keeps at most ${LIMITS.entriesPerLog} entries. Reload the page to start a new one.`,
      )
    const stored = await tx
      .insert(sessionLogBatches)
      .values({ sessionLogId: log.id, seq: batch.seq, entries: batch.entries })
      .onConflictDoNothing()
      .returning({ seq: sessionLogBatches.seq })
    if (stored.length === 0) return { session_log_id: log.id, stored: 0 }
    const actors = [...new Set([...log.actors, ...batch.entries.map((e) => e.actor)])].slice(0, MAX_ACTORS)
    await tx
      .update(sessionLogs)
      .set({
        entryCount: sql`${sessionLogs.entryCount} + ${batch.entries.length}`,
        actors,
        updatedAt: new Date(),
      })
      .where(eq(sessionLogs.id, log.id))
    return { session_log_id: log.id, stored: batch.entries.length }
  })
}
