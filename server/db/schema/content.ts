import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AnswerKey } from '../../ai/types'
import { classes, courses, schools, users } from './accounts'
import { createdAt, updatedAt } from './columns'

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** A few sentences a child can read: the coaches retrieve it (ADR 0033). */
    summary: text('summary'),
  },
  (t) => [uniqueIndex('topics_course_name_key').on(t.courseId, t.name)],
)

/** A grouping of a course's questions used by scoring prompts and retrieval documents (e.g. "Paper 2"). */
export const courseTaggings = pgTable('course_taggings', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
})

export const difficultyLevels = pgTable('difficulty_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const passages = pgTable('passages', {
  id: serial('id').primaryKey(),
  ref: text('ref').unique(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  title: text('title'),
  text: text('text').notNull(),
  audioUrl: text('audio_url'),
  createdAt: createdAt(),
})

export type QuestionOption = { id: number; text: string; image: string | null; order: number }
export type Threshold = { min_score: number; marks: number }

/** A question, or a part of a multi-part question (parent_id set). The answer key never leaves the server. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    ref: text('ref').unique(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    topicId: integer('topic_id').references(() => topics.id),
    courseTaggingId: integer('course_tagging_id').references(() => courseTaggings.id),
    difficultyLevelId: integer('difficulty_level_id').references(() => difficultyLevels.id),
    questionTypeId: smallint('question_type_id').notNull(),
    parentId: integer('parent_id'),
    partOrder: smallint('part_order').notNull().default(0),
    text: text('text').notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    answerKey: jsonb('answer_key').$type<AnswerKey>().notNull(),
    answer: text('answer'),
    solution: text('solution').notNull().default(''),
    markingScheme: text('marking_scheme').notNull().default(''),
    maxScore: real('max_score').notNull(),
    passageId: integer('passage_id').references(() => passages.id),
    audioUrl: text('audio_url'),
    listeningText: text('listening_text'),
    thresholds: jsonb('thresholds').$type<Threshold[]>(),
    schoolId: integer('school_id').references(() => schools.id),
    createdBy: integer('created_by').references(() => users.id),
    isEnabled: boolean('is_enabled').notNull().default(true),
    needReview: boolean('need_review').notNull().default(false),
    needApprove: boolean('need_approve').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_course_idx').on(t.courseId, t.topicId),
    index('questions_parent_idx').on(t.parentId),
  ],
)

export const questionImages = pgTable(
  'question_images',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    url: text('url').notNull(),
    alt: text('alt'),
  },
  (t) => [index('question_images_question_idx').on(t.questionId)],
)

export const worksheets = pgTable('worksheets', {
  id: serial('id').primaryKey(),
  ref: text('ref').unique(),
  title: text('title').notNull(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  topicId: integer('topic_id').references(() => topics.id),
  /** The spec's question content type (1 assignment, 3 independent study, 9 revision, …). */
  groupTypeId: smallint('group_type_id').notNull().default(3),
  timeLimitMinutes: smallint('time_limit_minutes'),
  ownerId: integer('owner_id').references(() => users.id),
  /** One of the few worksheets a Lite (free tier) student may open in a course of their level. */
  liteFree: boolean('lite_free').notNull().default(false),
  /** A teacher's worksheet: the class whose teachers own it (ADR 0050); null for the bank's and a student's. */
  ownerClassId: integer('owner_class_id').references(() => classes.id, { onDelete: 'set null' }),
  /** A teacher's worksheet not yet reviewed and saved (a generated one starts as a draft). */
  isDraft: boolean('is_draft').notNull().default(false),
  /** Its questions changed after it was assigned: the students have the old set until it is assigned again. */
  needsReassignment: boolean('needs_reassignment').notNull().default(false),
  /** Handouts attached to it (a reading passage, a diagram), as stored file URLs. */
  handoutUrls: text('handout_urls').array().notNull().default(sql`'{}'::text[]`),
  /** The generation run that made it (ADR 0054); its prompt is the worksheet's history. */
  generationJobId: integer('generation_job_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const worksheetQuestions = pgTable(
  'worksheet_questions',
  {
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.worksheetId, t.questionId] })],
)
