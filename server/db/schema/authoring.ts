import { integer, jsonb, pgTable, primaryKey, serial, smallint, text, unique } from 'drizzle-orm/pg-core'
import { academicLevels, subjects, users } from './accounts'
import { updatedAt } from './columns'
import { courseTaggings, questions, type Threshold } from './content'

export type PrePrompt = { role: 'system' | 'user' | 'assistant'; content: string }
export type OralCriterion = { name: string; weight: number; description: string | null }

/**
 * The RAG prompt of a level, subject, prompt type and model; `question_type_id` null means every question type.
 * Alias prompt-type ids (3, 8, 9) are stored under their canonical id (1, 2, 7).
 */
export const defaultPrompts = pgTable(
  'default_prompts',
  {
    id: serial('id').primaryKey(),
    academicLevelId: integer('academic_level_id')
      .notNull()
      .references(() => academicLevels.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    promptTypeId: smallint('prompt_type_id').notNull(),
    questionTypeId: smallint('question_type_id'),
    modelId: text('model_id').notNull(),
    prompt: text('prompt').notNull(),
    prePrompts: jsonb('pre_prompts').$type<PrePrompt[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('default_prompts_key')
      .on(t.academicLevelId, t.subjectId, t.promptTypeId, t.questionTypeId, t.modelId)
      .nullsNotDistinct(),
  ],
)

/** Scoring guidance added to the marking prompt of every question with this course tagging. */
export const scoringPrompts = pgTable('scoring_prompts', {
  courseTaggingId: integer('course_tagging_id')
    .primaryKey()
    .references(() => courseTaggings.id, { onDelete: 'cascade' }),
  prompt: text('prompt').notNull(),
  updatedAt: updatedAt(),
})

/** A question's own prompt of one type; `model_id` null means it applies whatever model marks. */
export const questionPrompts = pgTable(
  'question_prompts',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    promptTypeId: smallint('prompt_type_id').notNull(),
    modelId: text('model_id'),
    promptText: text('prompt_text').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.promptTypeId] })],
)

/** Score bands of AI-scored (oral) answers of a subject and level, for questions without their own. */
export const defaultThresholds = pgTable(
  'default_thresholds',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    academicLevelId: integer('academic_level_id')
      .notNull()
      .references(() => academicLevels.id),
    thresholds: jsonb('thresholds').$type<Threshold[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.academicLevelId] })],
)

/** How spoken answers of a subject and level are judged; their score bands are the level's default thresholds. */
export const oralScoringSettings = pgTable(
  'oral_scoring_settings',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    academicLevelId: integer('academic_level_id')
      .notNull()
      .references(() => academicLevels.id),
    criteria: jsonb('criteria').$type<OralCriterion[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.academicLevelId] })],
)
