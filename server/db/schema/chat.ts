import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { SurveyKind } from '../../../contracts/constants'
import { classes, users } from './accounts'
import { createdAt } from './columns'

export type ThreadKind = 'student' | 'teacher' | 'public' | 'admin_assistant'
export type ReplyStatus = 'streaming' | 'complete' | 'stopped' | 'failed'

/**
 * One conversation with a coach. The server keeps the history and trusts only its own copy (ADR 0032): a student's,
 * a teacher's (about a class), or a visitor's, known only by the hash of their session id.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    /** Random, 22 URL-safe characters: the thread_id clients hold. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<ThreadKind>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of a visitor's session id. */
    publicSessionHash: text('public_session_hash'),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /** The practice or public worksheet the person had open. */
    quizId: integer('quiz_id'),
    title: text('title'),
    locale: text('locale'),
    /** The offline coach's memory (hint ladder per question, onboarding step): never shown. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while a reply is being written (one stream per thread, whichever instance serves it); a reply that
     * outlives it (its instance died) no longer holds the thread.
     */
    streamingUntil: timestamp('streaming_until', { withTimezone: true }),
  },
  (t) => [
    index('chat_threads_user_idx').on(t.userId, t.lastMessageAt),
    index('chat_threads_session_idx').on(t.publicSessionHash),
    check('chat_threads_owner', sql`(${t.userId} is null) <> (${t.publicSessionHash} is null)`),
  ],
)

/** What a person sent (after personal details are removed) or a coach said, in order. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    /** The thread's owner, copied so history and the daily limit read one index. Null for visitors. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fromUser: boolean('from_user').notNull(),
    type: text('type').$type<'message' | 'survey' | 'nudge' | 'plan' | 'onboarding'>().notNull(),
    text: text('text').notNull(),
    status: text('status').$type<ReplyStatus>().notNull().default('complete'),
    answeredBy: text('answered_by').$type<'offline' | 'model'>(),
    model: text('model'),
    /** The client's id for the turn: a retried send finds its stored message instead of adding another. */
    turnId: text('turn_id'),
    triggerId: smallint('trigger_id'),
    nudgingGroup: text('nudging_group'),
    nudgingType: text('nudging_type'),
    planAction: text('plan_action'),
    onboardingStep: smallint('onboarding_step'),
    surveyType: text('survey_type').$type<SurveyKind>(),
    surveyQuestionId: integer('survey_question_id'),
    responseValue: smallint('response_value'),
    /** Ids of the retrieved chunks a reply used (for review; never their text). */
    retrieval: jsonb('retrieval').$type<number[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.createdAt),
    index('chat_messages_thread_idx').on(t.threadId, t.id),
    check('chat_messages_response_value', sql`${t.responseValue} between 1 and 4`),
  ],
)

/** A file a student sent with a message; PDFs keep their extracted text (redacted) as context. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    /** Storage key. */
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    extractedText: text('extracted_text'),
  },
  (t) => [index('chat_attachments_message_idx').on(t.messageId)],
)

/** A like or dislike of a coach's reply, by the conversation's owner. */
export const chatReactions = pgTable('chat_reactions', {
  messageId: integer('message_id')
    .primaryKey()
    .references(() => chatMessages.id, { onDelete: 'cascade' }),
  reaction: text('reaction').$type<'like' | 'dislike'>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})

export const chatBookmarks = pgTable(
  'chat_bookmarks',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_bookmarks_user_idx').on(t.userId, t.createdAt)],
)

/** A message the safety checks worried about, for the child's parent and teachers (admins see all). */
export const chatFlags = pgTable(
  'chat_flags',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').notNull(),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    category: text('category').notNull(),
    severity: smallint('severity').notNull(),
    source: text('source').$type<'offline' | 'moderation' | 'answer_guard'>().notNull(),
    createdAt: createdAt(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_flags_student_idx').on(t.studentId, t.createdAt),
    check('chat_flags_severity', sql`${t.severity} between 1 and 3`),
  ],
)

/** Spoken coach or question text, by hash of model, voice and text (never a child's words). */
export const speechCache = pgTable('speech_cache', {
  hash: text('hash').primaryKey(),
  url: text('url').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
})
