import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, ErrorSchema, Id, JsonId, OptionalId, QueryBool, Timestamp } from './common'
import { AttemptSchema } from './quiz-schemas'

const c = initContract()

const MockQuery = z.object({
  student_id: OptionalId.describe("A parent's child; omitted for the signed-in student"),
  course_id: OptionalId,
})

/** A score in percent, or undefined when there is no maximum to divide by (spec: max 0 or missing). */
export function scorePercent(marksGiven: number | null | undefined, maxScores: number | null | undefined) {
  if (!maxScores || marksGiven === null || marksGiven === undefined) return undefined
  return (marksGiven * 100) / maxScores
}

export const MockProgressItemSchema = z.object({
  lesson_id: z
    .number()
    .int()
    .nullable()
    .describe('The mock-exam lesson; null for an exam worksheet taken outside a lesson (plan Q15)'),
  worksheet_id: z.number().int().nullable().describe('The exam worksheet the quiz was taken on'),
  quiz_id: z.number().int().nullable(),
  title: z.string(),
  subject_id: z.number().int(),
  marks_given: z.number(),
  max_scores: z.number().describe('Score percent is marks_given*100/max_scores, undefined when this is 0'),
  completed_at: Timestamp.nullable(),
})

const TopicPerformanceSchema = z.object({
  topic_id: z.number().int(),
  topic_name: z.string(),
  marks_given: z.number(),
  max_scores: z.number(),
  questions_attempted: z.number().int(),
})

export const RevisionSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  subject_name: z.string(),
  topic_ids: z.array(z.number().int()),
  goal: z.string().nullable(),
  status: z.enum(['planned', 'in_progress', 'completed']),
  quiz_ids: z.array(z.number().int()).describe('Quizzes generated for this revision, oldest first'),
  created_at: Timestamp,
  completed_at: Timestamp.nullable(),
})

export const HardestQuestionReportSchema = z.object({
  child_id: z.number().int(),
  report_created_at: Timestamp.nullable(),
  seen_at: Timestamp.nullable(),
  seen: z.boolean(),
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      text_preview: z.string(),
      topic_name: z.string(),
      attempts: z.number().int(),
      correct_rate: z.number().min(0).max(1),
    }),
  ),
})

/** Questions a child tried more than once lately, every try kept (issue 14 item 5, ADR 0062). */
export const ChildTriesSchema = z.object({
  child_id: z.number().int(),
  items: z.array(
    z.object({
      evaluation_id: z.number().int(),
      quiz_id: z.number().int(),
      worksheet_title: z.string(),
      question_id: z.number().int(),
      text_preview: z.string(),
      max_score: z.number(),
      tries: z.array(AttemptSchema).describe('Every marked try, first first'),
    }),
  ),
})

export const studentReportsContract = c.router({
  getMockProgress: {
    method: 'GET',
    path: '/api/v1/users/mock/progress',
    query: MockQuery,
    responses: { 200: z.object({ items: z.array(MockProgressItemSchema) }), ...authErrors },
    metadata: access.family,
    summary: 'Mock exams taken, with marks',
  },
  getMockPerformance: {
    method: 'GET',
    path: '/api/v1/users/mock/performance',
    query: MockQuery,
    responses: { 200: z.object({ topics: z.array(TopicPerformanceSchema) }), ...authErrors },
    metadata: access.family,
    summary: 'Mock-exam marks per topic',
  },
  getMockSummary: {
    method: 'GET',
    path: '/api/v1/users/mock/summary',
    query: MockQuery,
    responses: {
      200: z.object({
        attempts: z.number().int(),
        average_percent: z.number().nullable(),
        best_percent: z.number().nullable(),
        last_attempted_at: Timestamp.nullable(),
        strongest_topic: z.string().nullable(),
        weakest_topic: z.string().nullable(),
      }),
      ...authErrors,
    },
    metadata: access.family,
    summary: 'A summary of all mock exams',
  },
  listRevisions: {
    method: 'GET',
    path: '/api/v1/users/revisions',
    responses: { 200: z.object({ revisions: z.array(RevisionSchema) }), ...authErrors },
    metadata: access.student,
    summary: "The student's self-directed revision programmes",
  },
  createRevision: {
    method: 'POST',
    path: '/api/v1/users/revisions',
    body: z.object({
      course_id: JsonId,
      topic_ids: z.array(JsonId).max(20).default([]),
      goal: z.string().trim().max(500).optional(),
    }),
    responses: { 201: RevisionSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.student,
    summary: 'Start a revision programme; 409 when one for the course is still in progress',
  },
  getHardestQuestionReport: {
    method: 'GET',
    path: '/api/v1/users/children/hardest-question-report',
    query: z.object({
      child_id: Id,
      updates: QueryBool.optional().describe('When true, the report is also marked as seen'),
    }),
    responses: { 200: HardestQuestionReportSchema, ...authErrors },
    metadata: access.parent,
    summary: 'The questions an own child found hardest lately',
  },
  listChildTries: {
    method: 'GET',
    path: '/api/v1/users/children/:childId/tries',
    pathParams: z.object({ childId: Id }),
    responses: { 200: ChildTriesSchema, ...authErrors },
    metadata: {
      ...access.parent,
      beyondSpec: 'Issue 14: every try is kept, and readable by the parent (ADR 0062, 0065)',
    },
    summary:
      'The questions an own child tried more than once in the last 30 days (newest first, at most 10), with every try',
  },
})
