import { and, eq, gt } from 'drizzle-orm'
import { SESSION_LOG_LIMITS as LIMITS } from '../../../contracts/session-log-limits'
import type { AppContext, UserRow } from '../../context'
import { sessionRecordingConsents } from '../../db/schema'
import { forbidden, unauthorized } from '../../errors'
import { hashToken } from '../../lib/crypto'

const DAY_MS = 86_400_000

/** Development and test servers record every session; production only accounts that turned recording on. */
export const recordsEveryone = (ctx: AppContext) => ctx.config.environment !== 'production'

async function recordingUntil(ctx: AppContext, userId: number): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ until: sessionRecordingConsents.until })
    .from(sessionRecordingConsents)
    .where(and(eq(sessionRecordingConsents.userId, userId), gt(sessionRecordingConsents.until, new Date())))
  return row?.until ?? null
}

export async function getRecording(ctx: AppContext, user: UserRow) {
  const until = await recordingUntil(ctx, user.id)
  return {
    enabled: until !== null,
    until: until?.toISOString() ?? null,
    records_everyone: recordsEveryone(ctx),
  }
}

/** Turning it on again starts the days afresh; turning it off keeps what was already sent, for support. */
export async function setRecording(ctx: AppContext, user: UserRow, enabled: boolean) {
  if (!enabled) {
    await ctx.db.delete(sessionRecordingConsents).where(eq(sessionRecordingConsents.userId, user.id))
  } else {
    const until = new Date(Date.now() + LIMITS.consentDays * DAY_MS)
    await ctx.db
      .insert(sessionRecordingConsents)
      .values({ userId: user.id, until })
      .onConflictDoUpdate({ target: sessionRecordingConsents.userId, set: { until } })
  }
  return getRecording(ctx, user)
}

export type Recorder = { userId: number | null; visitorKey: string | null }

/** Who a batch is recorded for, or why it may not be kept. */
export async function recorderOf(
  ctx: AppContext,
  user: UserRow | null,
  visitorSessionId: string | undefined,
): Promise<Recorder> {
  if (user) {
    if (!recordsEveryone(ctx) && !(await recordingUntil(ctx, user.id)))
      throw forbidden(
        'Recording is off for this account. Support will ask you to turn it on if they need it.',
      )
    return { userId: user.id, visitorKey: null }
  }
  if (!visitorSessionId) throw unauthorized('Sign in, or send the visitor session id, to record a session.')
  // A visitor cannot turn recording on, so production keeps nothing of theirs.
  if (!recordsEveryone(ctx))
    throw forbidden('Only accounts that turned recording on for support are recorded.')
  return { userId: null, visitorKey: hashToken(visitorSessionId) }
}
