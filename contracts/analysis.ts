import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, DateString, Id, intText, OptionalId, QueryBool, Timestamp } from './common'

const c = initContract()

const Timeframe = z.enum(['week', 'month', 'quarter', 'year', 'custom']).default('month')
const CustomRange = {
  custom_start: DateString.optional().describe('With timeframe custom'),
  custom_end: DateString.optional().describe('With timeframe custom'),
}
const Feedback = { likes: z.number().int(), dislikes: z.number().int() }

export const WeeklyStudentStatisticsSchema = z.object({
  week_start: DateString,
  week_end: DateString,
  avg_mark: z.number().nullable().describe('Average percent this week'),
  qns_count: z.number().int(),
  topic_count: z.number().int(),
  avg_mark_difference: z.number().nullable().describe('Change from last week'),
  qns_count_difference: z.number().int(),
  topic_count_difference: z.number().int(),
})

export const analysisContract = c.router({
  getWeeklyStudentStatistics: {
    method: 'GET',
    path: '/api/v1/analysis/weekly-student-statistics/:childId/subject/:subjectId',
    pathParams: z.object({ childId: Id, subjectId: Id }),
    responses: { 200: WeeklyStudentStatisticsSchema, ...authErrors },
    metadata: access.parent,
    summary: "An own child's week in a subject, compared with the week before",
  },
  getAiStudyStatistics: {
    method: 'GET',
    path: '/api/v1/analysis/ai-study-statistics',
    query: z.object({
      monthly: QueryBool.optional().describe('Per month instead of per week'),
      school_id: OptionalId,
    }),
    responses: {
      200: z.object({
        statistics: z.array(
          z.object({
            period_start: DateString,
            active_students: z.number().int(),
            questions_answered: z.number().int(),
            quizzes_completed: z.number().int(),
            chat_messages: z.number().int(),
            average_percent: z.number().nullable(),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: 'Platform use over time, for all schools or one',
  },
  getAiAcademyStatistics: {
    method: 'GET',
    path: '/api/v1/analysis/ai-academy-statistics',
    query: z.object({ to_date: DateString.optional() }),
    responses: {
      200: z.object({
        statistics: z.object({
          parents: z.number().int(),
          students: z.number().int(),
          free_tier_students: z.number().int(),
          active_subscriptions: z.number().int(),
          cancelling_subscriptions: z.number().int(),
          subjects: z.array(
            z.object({
              subject_id: z.number().int(),
              subject_name: z.string(),
              subscriptions: z.number().int(),
            }),
          ),
        }),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: 'Academy accounts and subscriptions as of a date',
  },
  getStudentDetailedReport: {
    method: 'GET',
    path: '/api/v1/analysis/student-detailed-report-statistics/:id',
    pathParams: z.object({ id: Id }),
    query: z.object({
      course_id: OptionalId,
      start_date: DateString.optional(),
      end_date: DateString.optional(),
    }),
    responses: {
      200: z.object({
        student: z.object({
          id: z.number().int(),
          first_name: z.string(),
          last_name: z.string(),
          school_name: z.string().nullable(),
        }),
        statistics: z.object({
          questions_answered: z.number().int(),
          average_percent: z.number().nullable(),
          time_spent: z.number().int().describe('Seconds'),
          active_days: z.number().int(),
        }),
        topics: z.array(
          z.object({
            topic_id: z.number().int(),
            topic_name: z.string(),
            attempts: z.number().int(),
            average_percent: z.number().nullable(),
          }),
        ),
        daily: z.array(
          z.object({
            date: DateString,
            questions_answered: z.number().int(),
            average_percent: z.number().nullable(),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: "A student's detailed statistics over a period",
  },
  getFeedbackStatistics: {
    method: 'GET',
    path: '/api/v1/analysis/feedback',
    query: z.object({ timeframe: Timeframe, school_id: OptionalId, ...CustomRange }),
    responses: {
      200: z.object({
        statistics: z.object({
          ...Feedback,
          subjects: z.array(
            z.object({ subject_id: z.number().int(), subject_name: z.string(), ...Feedback }),
          ),
          topics: z.array(
            z.object({
              topic_id: z.number().int(),
              topic_name: z.string(),
              subject_id: z.number().int(),
              ...Feedback,
            }),
          ),
        }),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: 'Likes and dislikes of AI feedback by subject and topic',
  },
  getFeedbackDetails: {
    method: 'GET',
    path: '/api/v1/analysis/feedback/details',
    query: z.object({
      topic_id: OptionalId,
      subject_id: OptionalId,
      timeframe: Timeframe,
      school_id: OptionalId,
      course_level: OptionalId.describe('Academic level id'),
      page: intText(1).default(1),
      ...CustomRange,
    }),
    responses: {
      200: z.object({
        statistics: z.array(
          z.object({
            evaluation_id: z.number().int(),
            question_id: z.number().int(),
            question_preview: z.string(),
            explanation: z.string().nullable(),
            feedback: z.enum(['like', 'dislike']),
            comment: z.string().nullable(),
            created_at: Timestamp,
          }),
        ),
        total_pages: z.number().int(),
        page: z.number().int(),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: 'The feedback itself, 20 a page',
  },
  getAnalyticsEvent: {
    method: 'GET',
    path: '/api/v1/analysis/analytics-event',
    query: z.object({ event_name: z.string().trim().min(1).max(100) }),
    responses: {
      200: z.object({
        data: z.object({
          rows: z.array(
            z.object({ date: DateString, count: z.number().int(), unique_users: z.number().int() }),
          ),
        }),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: 'Daily counts of a first-party analytics event (no third-party trackers)',
  },
})
