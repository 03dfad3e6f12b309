import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  ErrorSchema,
  IdParam,
  int,
  JsonId,
  OptionalId,
  publicErrors,
  QueryBool,
  TypeId,
  VisitorSessionIdSchema,
} from './common'
import { MarkResultSchema } from './question-schemas'
import { quizPracticeContract } from './quiz-practice'
import {
  EvaluationAnswerSchema,
  QuizDetailSchema,
  QuizEvaluationSchema,
  QuizSummarySchema,
  type SubmitQuizBody,
} from './quiz-schemas'

const c = initContract()

const AssignmentQuery = z.object({ assignment_id: OptionalId })
const Answer = EvaluationAnswerSchema.omit({ evaluation_id: true })

export const quizContract = c.router({
  listQuizzes: {
    method: 'GET',
    path: '/api/v1/quiz',
    query: z.object({ worksheet_id: OptionalId, group_type_id: TypeId.optional(), course_id: OptionalId }),
    responses: { 200: z.object({ quizzes: z.array(QuizSummarySchema) }), ...authErrors },
    metadata: access.student,
    summary: "The student's quizzes, filtered",
  },
  getQuiz: {
    method: 'GET',
    path: '/api/v1/quiz/:id',
    pathParams: IdParam,
    query: AssignmentQuery,
    responses: { 200: QuizDetailSchema, ...authErrors },
    metadata: access.student,
    summary: 'A quiz to take, with the evaluations so far',
  },
  getDemoQuiz: {
    method: 'GET',
    path: '/api/v1/quiz/:id/demo',
    pathParams: IdParam,
    query: AssignmentQuery,
    responses: { 200: QuizDetailSchema, ...publicErrors },
    metadata: access.public,
    summary: 'A demo, past-paper or diagnostic quiz for visitors',
  },
  checkCourseAssignments: {
    method: 'GET',
    path: '/api/v1/quiz/courses/:id/have-assignments',
    pathParams: IdParam,
    responses: {
      200: z.object({
        course_id: z.number().int(),
        have_assignments: z.boolean(),
        pending_count: z.number().int(),
      }),
      ...authErrors,
    },
    metadata: access.student,
    summary: 'Whether the student has unfinished assignments in a course',
  },
  updateEvaluationQuestions: {
    method: 'PATCH',
    path: '/api/v1/quiz/:id/evaluation-questions',
    pathParams: IdParam,
    body: z.object({ question_ids: z.array(JsonId).min(1).max(100) }),
    responses: { 200: QuizDetailSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.student,
    summary: 'Set the questions of a self-built quiz; answered ones stay. 409 once the quiz is completed',
  },
  submitQuiz: {
    method: 'POST',
    path: '/api/v1/quiz/:id/submit',
    pathParams: IdParam,
    query: z.object({ is_review: QueryBool.optional().describe('Re-mark answers in review; no XP') }),
    contentType: 'multipart/form-data',
    body: c.type<SubmitQuizBody>(),
    responses: {
      200: c.otherResponse({ contentType: 'text/event-stream', body: z.string() }),
      409: ErrorSchema,
      413: ErrorSchema,
      415: ErrorSchema,
      ...authErrors,
    },
    metadata: access.student,
    summary:
      'Submit answers and stream their marking: SSE events evaluations, explanation, grading_completed, error, ' +
      'heartbeat (contracts/events.ts). 409 when the quiz is already completed',
  },
  followQuizMarking: {
    method: 'GET',
    path: '/api/v1/quiz/:id/events',
    pathParams: IdParam,
    query: z.object({
      last_event_id: z
        .string()
        .max(40)
        .optional()
        .describe('The id of the last event received, when the Last-Event-ID header cannot be sent'),
    }),
    responses: {
      200: c.otherResponse({ contentType: 'text/event-stream', body: z.string() }),
      409: ErrorSchema,
      ...authErrors,
    },
    metadata: {
      ...access.student,
      beyondSpec:
        'A marking stream that broke (a network drop, an instance that died or shut down) picks up where it was, ' +
        'on any instance (ADR 0047)',
    },
    summary:
      'Follow the marking of a handed-in quiz from the event after Last-Event-ID (header, or last_event_id): the ' +
      "submit stream's events, each mark again from the one named, and one final grading_completed or error. " +
      '409 when the quiz was never handed in',
  },
  testSubmitQuiz: {
    method: 'POST',
    path: '/api/v1/quiz/test-submit',
    body: Answer.extend({
      prompt: z.string().trim().max(20000).optional().describe('Try a marking prompt without saving it'),
    }),
    responses: { 200: MarkResultSchema, ...authErrors },
    metadata: access.authoring,
    summary: 'Mark an answer to check the AI marker (question checker); nothing is saved',
  },
  testSubmitDemoQuiz: {
    method: 'POST',
    path: '/api/v1/quiz/test-submit/demo',
    body: Answer.extend({
      quiz_id: JsonId,
      session_id: VisitorSessionIdSchema,
    }),
    responses: { 200: QuizEvaluationSchema, ...publicErrors },
    metadata: access.public,
    summary: "Mark a visitor's answer in a demo quiz and keep it under the session for 7 days",
  },
  createRevisionQuiz: {
    method: 'POST',
    path: '/api/v1/quiz/revision',
    body: z.object({
      course_id: JsonId,
      topic_ids: z.array(JsonId).max(20).optional(),
      evaluation_ids: z
        .array(JsonId)
        .max(100)
        .optional()
        .describe('Revise these answered questions (mistakes, bookmarks)'),
      num_questions: int(1, 50).default(10),
    }),
    responses: { 201: QuizSummarySchema, ...authErrors },
    metadata: access.student,
    summary: 'Build a revision quiz from topics or past answers',
  },
  createCustomQuiz: {
    method: 'POST',
    path: '/api/v1/quiz/custom',
    body: z.object({
      user_req: z.string().trim().min(1, 'Say what you want to practise.').max(1000),
      course_id: JsonId,
    }),
    responses: { 201: QuizSummarySchema, ...authErrors },
    metadata: access.student,
    summary: "Build a custom worksheet from the student's own request",
  },
  ...quizPracticeContract,
})
