import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { MarkingFinding } from '../../ai/types'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { questions, worksheets } from './content'

/** One student's attempt at a worksheet. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id),
    groupTypeId: smallint('group_type_id').notNull(),
    assignmentId: integer('assignment_id'),
    /** not_started → in_progress → grading → completed */
    status: text('status').notNull().default('not_started'),
    marksGiven: real('marks_given'),
    maxScore: real('max_score').notNull(),
    timeSpent: integer('time_spent').notNull().default(0),
    /** The XP its last marking paid: what a stream that reconnects after the marking ended reports. */
    xpEarned: integer('xp_earned'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('quizzes_student_idx').on(t.studentId, t.worksheetId)],
)

/** One answer to one question of a quiz, and its marking. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: smallint('position').notNull(),
    value: text('value'),
    selectedOptionId: integer('selected_option_id'),
    methodAnswer: text('method_answer'),
    /** Answers to the parts of a multi-part question, by part question id. */
    partValues: jsonb('part_values').$type<Record<string, string>>(),
    fileUrl: text('file_url'),
    audioUrl: text('audio_url'),
    transcript: text('transcript'),
    timeSpent: integer('time_spent').notNull().default(0),
    numOptionsClicked: integer('num_options_clicked').notNull().default(0),
    /** Steps of the worked solution shown as hints for the answer being written (issue 14). */
    hintsUsed: smallint('hints_used').notNull().default(0),
    isSubmitted: boolean('is_submitted').notNull().default(false),
    gradingCompleted: boolean('grading_completed').notNull().default(false),
    marksGiven: real('marks_given'),
    isFullMarks: boolean('is_full_marks'),
    explanation: text('explanation'),
    findings: jsonb('findings').$type<MarkingFinding[]>(),
    markedBy: text('marked_by'),
    needsReview: boolean('needs_review').notNull().default(false),
    liked: boolean('liked').notNull().default(false),
    disliked: boolean('disliked').notNull().default(false),
    feedback: text('feedback'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('evaluations_quiz_question_key').on(t.quizId, t.questionId)],
)

/**
 * Every marked try at a question, kept when the answer is cleared to try again (issue 14, ADR 0062): the
 * student, parent and teacher can read each earlier answer, mark and explanation. Written with the marks.
 */
export const evaluationAttempts = pgTable(
  'evaluation_attempts',
  {
    id: serial('id').primaryKey(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** 1 for the first try. */
    attempt: smallint('attempt').notNull(),
    value: text('value'),
    selectedOptionId: integer('selected_option_id'),
    methodAnswer: text('method_answer'),
    partValues: jsonb('part_values').$type<Record<string, string>>(),
    marksGiven: real('marks_given'),
    isFullMarks: boolean('is_full_marks'),
    explanation: text('explanation'),
    hintsUsed: smallint('hints_used').notNull().default(0),
    timeSpent: integer('time_spent').notNull().default(0),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_attempts_key').on(t.evaluationId, t.attempt),
    index('evaluation_attempts_quiz_idx').on(t.quizId),
  ],
)

/**
 * Every XP award, keyed by what earned it: the unique key makes a resubmission or a retried request unable
 * to award the same question's marks twice.
 */
export const xpEvents = pgTable(
  'xp_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    xp: integer('xp').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('xp_events_source_key').on(t.userId, t.source, t.sourceKey)],
)

/** Days on which a student practised, in their own time zone; streaks are counted from these. */
export const activityDays = pgTable(
  'activity_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [uniqueIndex('activity_days_key').on(t.userId, t.day)],
)

export const studentSettings = pgTable('student_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('Asia/Singapore'),
  hearts: smallint('hearts').notNull().default(5),
  heartsUpdatedAt: timestamp('hearts_updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a Lite child last asked a grown-up to unlock a subject (issue 14, ADR 0064): once a day. */
  grownUpAskedAt: timestamp('grown_up_asked_at', { withTimezone: true }),
})

export const questionReports = pgTable('question_reports', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  resolved: boolean('resolved').notNull().default(false),
  createdAt: createdAt(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
})

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_user_evaluation_key').on(t.userId, t.evaluationId)],
)

/**
 * A quiz being marked, by any instance: the durable marking job (issue 11, ADR 0047). Taken before the answers are
 * committed (so two instances never mark one quiz at once), given the job in the same statement that commits them,
 * renewed while marking runs, and deleted in the transaction that counts the marks. A lease not renewed for
 * MARKING_LEASE_SECONDS belongs to an instance that died (or handed it back on shutdown): another instance's
 * sweeper takes it and finishes the marking.
 */
export const gradingLeases = pgTable('grading_leases', {
  quizId: integer('quiz_id')
    .primaryKey()
    .references(() => quizzes.id, { onDelete: 'cascade' }),
  /** Taken or last renewed. */
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  /** The instance marking it; null once handed back. */
  owner: text('owner'),
  /** What to mark (modules/quiz/marking-jobs.ts MarkingJob); null until the answers are committed. */
  job: jsonb('job'),
  /** How many instances have started on it; a job that keeps killing its instances is given up. */
  attempts: integer('attempts').notNull().default(1),
})
