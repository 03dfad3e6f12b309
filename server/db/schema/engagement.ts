import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { SurveyKind } from '../../../contracts/constants'
import { users } from './accounts'
import { chatMessages } from './chat'
import { createdAt, updatedAt } from './columns'
import { worksheets } from './content'
import { quizzes } from './practice'

/** A survey the coach asks in the chat (product.md "Surveys"): confidence, motivation, disposition (ADR 0037). */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  type: text('type').$type<SurveyKind>().notNull(),
  trigger: text('trigger').$type<'login' | 'after_practice'>().notNull(),
  title: text('title').notNull(),
  isActive: boolean('is_active').notNull().default(true),
})

export type SurveyOption = { label: string; value: number }

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Exactly four, valued 1–4. */
    options: jsonb('options').$type<SurveyOption[]>().notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyId)],
)

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyQuestionId: integer('survey_question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    surveyType: text('survey_type').$type<SurveyKind>().notNull(),
    trigger: text('trigger').$type<'login' | 'after_practice'>().notNull(),
    value: smallint('value').notNull(),
    messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    /** The calendar day in the student's time zone: "completed today" reads it. */
    localDate: text('local_date').notNull(),
    answeredAt: createdAt(),
  },
  (t) => [
    index('survey_answers_student_idx').on(t.studentId, t.surveyType, t.localDate),
    check('survey_answers_value', sql`${t.value} between 1 and 4`),
  ],
)

/** The onboarding chat's four answers (favourite subject, topic challenges, suggested activity, check-in). */
export const userOnboarding = pgTable('user_onboarding', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
})

/** A student's first completed practice of a day, and whether the coach has talked it through with them. */
export const firstPracticeDays = pgTable(
  'first_practice_days',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: text('local_date').notNull(),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    assignmentId: integer('assignment_id'),
    worksheetId: integer('worksheet_id'),
    /** Null when the quiz had no marks to give. */
    scorePercent: real('score_percent'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.localDate] })],
)

/** A seven-day plan; a new plan supersedes the live one (at most one live plan per student). */
export const sevenDayPlans = pgTable(
  'seven_day_plans',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    generatedBy: text('generated_by').$type<'offline' | 'model'>().notNull(),
    generatedAt: createdAt(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('seven_day_plans_live_key').on(t.studentId).where(sql`${t.supersededAt} is null`)],
)

export const sevenDayPlanActivities = pgTable(
  'seven_day_plan_activities',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => sevenDayPlans.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    position: smallint('position').notNull().default(0),
    kind: text('kind').notNull(),
    worksheetId: integer('worksheet_id').references(() => worksheets.id, { onDelete: 'set null' }),
    lessonId: integer('lesson_id'),
    title: text('title').notNull(),
    targetQuestions: smallint('target_questions').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('seven_day_plan_activities_plan_idx').on(t.planId, t.day)],
)
