import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { MarkingFinding } from '../../ai/types'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { questions, worksheets } from './content'

/**
 * Worksheets visitors may try without an account (demo), that are shared by link (sharing page), or that the
 * public coach made for one visitor session (ADR 0055).
 */
export const publicWorksheets = pgTable('public_worksheets', {
  worksheetId: integer('worksheet_id')
    .primaryKey()
    .references(() => worksheets.id, { onDelete: 'cascade' }),
  isDemo: boolean('is_demo').notNull().default(false),
  isShared: boolean('is_shared').notNull().default(false),
  /** Made by the public coach for one visitor: SHA-256 of their session id, the only key that opens it. */
  sessionHash: text('session_hash'),
})

/** A visitor's answer in a demo quiz, kept under their random session id for 7 days. */
export const demoAnswers = pgTable(
  'demo_answers',
  {
    id: serial('id').primaryKey(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    value: text('value'),
    selectedOptionId: integer('selected_option_id'),
    marksGiven: real('marks_given').notNull(),
    isFullMarks: boolean('is_full_marks').notNull(),
    explanation: text('explanation').notNull(),
    findings: jsonb('findings').$type<MarkingFinding[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('demo_answers_key').on(t.worksheetId, t.sessionId, t.questionId),
    index('demo_answers_created_idx').on(t.createdAt),
  ],
)

/** Someone's attempt at a shared worksheet; the random attempt id is what proves it is theirs. */
export const sharedAttempts = pgTable(
  'shared_attempts',
  {
    attemptId: text('attempt_id').primaryKey(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    totalScore: real('total_score').notNull().default(0),
    maxScore: real('max_score').notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('shared_attempts_worksheet_idx').on(t.worksheetId)],
)

export const sharedAttemptAnswers = pgTable(
  'shared_attempt_answers',
  {
    attemptId: text('attempt_id')
      .notNull()
      .references(() => sharedAttempts.attemptId, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    marksGiven: real('marks_given').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shared_attempt_answers_key').on(t.attemptId, t.questionId)],
)
