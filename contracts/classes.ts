import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, DateString, Id, IdParam, JsonId, Timestamp, UserSummarySchema } from './common'
import { TopicSchema } from './courses'
import { AttemptSchema } from './quiz-schemas'

const c = initContract()

export const ClassSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  school_id: z.number().int(),
  academic_level_id: z.number().int(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  students_count: z.number().int(),
  is_active: z.boolean(),
})
export const ClassDetailSchema = ClassSummarySchema.extend({
  students: z.array(UserSummarySchema),
  teachers: z.array(UserSummarySchema),
  topics: z.array(TopicSchema),
})

export const ClassInputSchema = z.object({
  name: z.string().trim().min(1, 'Name the class.').max(80),
  academic_level_id: JsonId,
  subject_id: JsonId,
})
export const UserIdsBody = z.object({ user_ids: z.array(JsonId).min(1).max(500) })

const Period = z
  .object({ start: DateString.optional(), end: DateString.optional() })
  .refine((q) => !q.start || !q.end || q.start <= q.end, 'The start date cannot be after the end date.')

const Score = { marks_given: z.number(), max_score: z.number(), average_percent: z.number().nullable() }
const StudentRow = z.object({
  student_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  assigned: z.number().int(),
  completed: z.number().int(),
  ...Score,
})
const TopicRow = z.object({
  topic_id: z.number().int(),
  topic_name: z.string(),
  attempts: z.number().int(),
  ...Score,
})
const QuestionRow = z.object({
  question_id: z.number().int(),
  text_preview: z.string(),
  attempts: z.number().int(),
  correct_rate: z.number().min(0).max(1),
  common_wrong_answers: z
    .array(z.object({ value: z.string(), count: z.number().int() }))
    .describe('The wrong answers given most often, at most three, most frequent first'),
})
const EvaluationRow = z.object({
  evaluation_id: z.number().int(),
  question_id: z.number().int(),
  text_preview: z.string(),
  value: z.string().nullable(),
  answer_text: z
    .string()
    .nullable()
    .describe('What the student answered in words: typed, or the chosen option'),
  marks_given: z.number().nullable(),
  max_score: z.number(),
  submitted_at: Timestamp.nullable(),
  earlier_tries: z
    .array(AttemptSchema)
    .optional()
    .describe(
      'beyondSpec: the tries before this answer, first first, kept when it was tried again (ADR 0062)',
    ),
})

const ClassStudentParams = z.object({ id: Id, studentId: Id })

export const classesContract = c.router({
  setClassStudents: {
    method: 'PUT',
    path: '/api/v1/classes/:id/students',
    pathParams: IdParam,
    body: z.object({ user_ids: z.array(JsonId).max(500) }),
    responses: { 200: ClassDetailSchema, ...authErrors },
    metadata: access.staff,
    summary: "Replace a class's students with user_ids (students of the same school only)",
  },
  createClass: {
    method: 'POST',
    path: '/api/v1/classes',
    body: ClassInputSchema.extend({
      school_id: JsonId.optional().describe('Admins only; teachers create in their school'),
      teacher_ids: z.array(JsonId).max(20).optional(),
    }),
    responses: { 201: ClassDetailSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Create a class',
  },
  getClassReport: {
    method: 'GET',
    path: '/api/v1/classes/:id/report',
    pathParams: IdParam,
    query: Period,
    responses: {
      200: z.object({
        class_id: z.number().int(),
        summary: z.object({
          students_count: z.number().int(),
          assignments_count: z.number().int(),
          completion_rate: z.number().min(0).max(1),
          average_percent: z.number().nullable(),
        }),
        topics: z.array(TopicRow),
        students: z.array(StudentRow),
      }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: 'How an own class did, per topic and per student, over a period',
  },
  getClassTopicReport: {
    method: 'GET',
    path: '/api/v1/classes/:id/topics/:topicId/report',
    pathParams: z.object({ id: Id, topicId: Id }),
    query: Period,
    responses: {
      200: TopicRow.extend({ students: z.array(StudentRow), questions: z.array(QuestionRow) }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: 'How an own class did in one topic',
  },
  getStudentReport: {
    method: 'GET',
    path: '/api/v1/classes/:id/students/:studentId/report',
    pathParams: ClassStudentParams,
    query: Period,
    responses: { 200: StudentRow.extend({ topics: z.array(TopicRow) }), ...authErrors },
    metadata: access.staff,
    summary: 'How a student of an own class did, per topic',
  },
  getStudentTopicReport: {
    method: 'GET',
    path: '/api/v1/classes/:id/students/:studentId/topics/:topicId/report',
    pathParams: ClassStudentParams.extend({ topicId: Id }),
    query: Period,
    responses: { 200: TopicRow.extend({ evaluations: z.array(EvaluationRow) }), ...authErrors },
    metadata: access.staff,
    summary: "A student's answers in one topic",
  },
  getStudentDifficultyCount: {
    method: 'GET',
    path: '/api/v1/classes/:classId/students/:studentId/difficulty-count',
    pathParams: z.object({ classId: Id, studentId: Id }),
    query: Period,
    responses: {
      200: z.object({
        counts: z.array(
          z.object({
            difficulty_level_id: z.number().int(),
            attempted: z.number().int(),
            correct: z.number().int(),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: 'How many questions of each difficulty a student of an own class attempted and got right',
  },
})
