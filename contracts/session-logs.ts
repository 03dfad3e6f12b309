import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  ErrorSchema,
  Id,
  IdParam,
  int,
  PageQuery,
  paged,
  publicErrors,
  Timestamp,
  VisitorSessionIdSchema,
} from './common'
import { SESSION_LOG_LIMITS as LIMITS } from './session-log-limits'

export { SESSION_LOG_LIMITS } from './session-log-limits'

const c = initContract()

/** A recorded value: JSON whose strings are ids, state names, timestamps or redaction tokens, never free text. */
export type LogValue = string | number | boolean | null | LogValue[] | { [key: string]: LogValue }

const primitives = [
  z.null(),
  z.string().max(LIMITS.text),
  z.number().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  z.boolean(),
] as const
// Built level by level rather than with z.lazy, so a hostile body nested a million deep fails at the last level
// instead of recursing through zod's stack; one flat union per level, since every option a value fails costs
// an issue object (this halves the time to check a batch).
function nestedValue(depth: number): z.ZodType<LogValue> {
  if (depth === 0) return z.union(primitives)
  const inner = nestedValue(depth - 1)
  return z.union([
    ...primitives,
    z
      .record(z.string().max(64), inner)
      .refine((o) => Object.keys(o).length <= LIMITS.items, `An object has at most ${LIMITS.items} keys.`),
    z.array(inner).max(LIMITS.items),
  ]) as z.ZodType<LogValue>
}
export const LogValueSchema = nestedValue(LIMITS.depth)

export const SessionLogEntrySchema = z.object({
  seq: int(0, LIMITS.entriesPerLog).describe('Order of the entry within its recorded session'),
  at: int(0).describe('Milliseconds since the recording started'),
  actor: z
    .string()
    .max(80)
    .regex(/^[\w.:#/-]+$/)
    .describe('The actor: its machine id and a number per page load, e.g. quizSession#1'),
  machine: z
    .string()
    .max(64)
    .regex(/^[\w.-]+$/),
  kind: z
    .enum(['start', 'join', 'event', 'stop'])
    .describe('start: created with its input; join: already running when recording began; stop: stopped'),
  event: z.object({
    type: z.string().min(1).max(200),
    data: LogValueSchema.optional().describe("The event's other fields, redacted"),
  }),
  from: z
    .enum(['app', 'timer', 'child', 'system'])
    .describe('Who sent the event: the app (a person or a page), a delay, an invoked actor, or XState'),
  child: z.string().max(120).optional().describe('The invoked actor that sent the event'),
  value: LogValueSchema.describe('The state value after the event'),
  status: z.enum(['active', 'done', 'error', 'stopped']),
  context: LogValueSchema.optional().describe('The redacted context, on join entries only'),
})
export type SessionLogEntry = z.infer<typeof SessionLogEntrySchema>

const IsoTimestamp = Timestamp.refine((v) => Number.isFinite(Date.parse(v)), 'Use an ISO 8601 date-time.')

export const SessionLogBatchSchema = z.object({
  recording_id: VisitorSessionIdSchema.describe(
    'Random id the browser made for this recording: one per page load and person',
  ),
  visitor_session_id: VisitorSessionIdSchema.optional().describe(
    'Who a visitor is, when nobody is signed in',
  ),
  started_at: IsoTimestamp.describe('When the recording started, by the browser clock'),
  seq: int(0, 1_000_000).describe(
    'Number of this batch within the recording; a batch sent twice is kept once',
  ),
  entries: z.array(SessionLogEntrySchema).min(1).max(LIMITS.entriesPerBatch),
})
export type SessionLogBatch = z.infer<typeof SessionLogBatchSchema>

export const SessionRecordingSchema = z.object({
  enabled: z.boolean().describe('This account records its sessions for support now'),
  until: Timestamp.nullable().describe('When recording switches itself off again'),
  records_everyone: z
    .boolean()
    .describe('This server records every session (development and test), whatever the setting'),
})

export const SessionLogSummarySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  user_role_id: z.number().int().nullable(),
  visitor: z.boolean().describe('Recorded before anyone signed in'),
  environment: z.enum(['development', 'production', 'test']),
  started_at: Timestamp,
  updated_at: Timestamp.describe('When the last batch arrived'),
  expires_at: Timestamp,
  entry_count: z.number().int(),
  actors: z.array(z.string()),
})
export const SessionLogSchema = SessionLogSummarySchema.extend({ entries: z.array(SessionLogEntrySchema) })

/** What `npm run qa:replay -- --log <file>` reads: an admin's download of one recorded session. */
export const SessionLogFileSchema = z
  .object({ started_at: IsoTimestamp, entries: z.array(SessionLogEntrySchema).max(LIMITS.entriesPerLog) })
  .passthrough()
export type SessionLogFile = z.infer<typeof SessionLogFileSchema>

const reason =
  'Recorded sessions (issue 8): QA replays what a child did, from machine events with no typed text'

export const sessionLogsContract = c.router({
  createSessionLogBatch: {
    method: 'POST',
    path: '/api/v1/session-logs',
    body: SessionLogBatchSchema,
    responses: {
      202: z.object({
        ok: z.literal(true),
        session_log_id: z.number().int().describe('The number support asks for'),
        stored: z.number().int().describe('Entries kept from this batch (0 for a batch sent before)'),
      }),
      401: ErrorSchema,
      403: ErrorSchema,
      409: ErrorSchema,
      413: ErrorSchema,
      ...publicErrors,
    },
    metadata: { ...access.public, beyondSpec: reason },
    summary:
      'Add a batch of machine events to a recorded session (signed in, or a visitor with a session id); production keeps it only when the account turned recording on',
  },
  getSessionRecording: {
    method: 'GET',
    path: '/api/v1/session-logs/recording',
    responses: { 200: SessionRecordingSchema, ...authErrors },
    metadata: { ...access.signedIn, beyondSpec: reason },
    summary: 'Whether this account records its sessions for support',
  },
  updateSessionRecording: {
    method: 'PUT',
    path: '/api/v1/session-logs/recording',
    body: z.object({ enabled: z.boolean() }),
    responses: { 200: SessionRecordingSchema, ...authErrors },
    metadata: { ...access.signedIn, beyondSpec: reason },
    summary: `Turn recording for support on (for ${LIMITS.consentDays} days) or off for this account`,
  },
  listSessionLogs: {
    method: 'GET',
    path: '/api/v1/admin/session-logs',
    query: PageQuery.extend({ user_id: Id.optional() }),
    responses: { 200: paged(SessionLogSummarySchema), ...authErrors },
    metadata: { ...access.admin, beyondSpec: reason },
    summary: `Recorded sessions of the last ${LIMITS.keepDays} days, newest first`,
  },
  getSessionLog: {
    method: 'GET',
    path: '/api/v1/admin/session-logs/:id',
    pathParams: IdParam,
    responses: { 200: SessionLogSchema, ...authErrors },
    metadata: { ...access.admin, beyondSpec: reason },
    summary: 'One recorded session with its entries, as `npm run qa:replay -- --log` reads it',
  },
})
