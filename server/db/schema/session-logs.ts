import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { SessionLogEntry } from '../../../contracts/session-logs'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'

/**
 * One recorded session: the machine events of one page load by one person (docs/decisions/0021). Deleted with
 * its account, and 30 days after it started.
 */
export const sessionLogs = pgTable(
  'session_logs',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the random recording id the browser holds; only that browser can add to the recording. */
    recordingKey: text('recording_key').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of a visitor's session id, when nobody was signed in. */
    visitorKey: text('visitor_key'),
    /** The server's environment when it was recorded: production recordings are the consented ones. */
    environment: text('environment').$type<'development' | 'production' | 'test'>().notNull(),
    /** The browser's clock at the start: replays run the machines at this date. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    entryCount: integer('entry_count').notNull().default(0),
    actors: text('actors').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_logs_user_idx').on(t.userId), index('session_logs_created_idx').on(t.createdAt)],
)

/** The entries of a recorded session as they arrived, one row per batch; a batch sent twice is kept once. */
export const sessionLogBatches = pgTable(
  'session_log_batches',
  {
    sessionLogId: integer('session_log_id')
      .notNull()
      .references(() => sessionLogs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    entries: jsonb('entries').$type<SessionLogEntry[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionLogId, t.seq] })],
)

/** An account that turned recording on for support, until when. Production records only these accounts. */
export const sessionRecordingConsents = pgTable('session_recording_consents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})
