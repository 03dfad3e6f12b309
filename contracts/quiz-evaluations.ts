import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  ErrorSchema,
  Id,
  IdParam,
  JsonId,
  publicErrors,
  VisitorSessionIdSchema,
} from './common'
import { MarkResultSchema } from './question-schemas'
import {
  BookmarkSchema,
  EvaluationAnswerSchema,
  QuizEvaluationSchema,
  SharedAttemptSchema,
} from './quiz-schemas'

const c = initContract()

const Evaluations = z.object({ evaluations: z.array(QuizEvaluationSchema) })
const AttemptId = z.string().trim().min(8).max(64)

export const quizEvaluationsContract = c.router({
  listQuizEvaluations: {
    method: 'GET',
    path: '/api/v1/quiz/:id/evaluations',
    pathParams: IdParam,
    responses: { 200: Evaluations, ...authErrors },
    metadata: access.student,
    summary: 'The evaluations of an own quiz',
  },
  listDemoQuizEvaluations: {
    method: 'GET',
    path: '/api/v1/quiz/:id/demo/evaluations',
    pathParams: IdParam,
    query: z.object({ session_id: VisitorSessionIdSchema }),
    responses: { 200: Evaluations, ...publicErrors },
    metadata: access.public,
    summary: "A visitor's evaluations of a demo quiz",
  },
  updateQuizEvaluation: {
    method: 'PUT',
    path: '/api/v1/quiz/:id/evaluations/:evalId',
    pathParams: z.object({ id: Id, evalId: Id }),
    body: EvaluationAnswerSchema.omit({ evaluation_id: true, question_id: true }).extend({
      is_submitted: z.boolean().optional().describe('false with value null clears a submission'),
    }),
    responses: { 200: QuizEvaluationSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.student,
    summary: 'Save a draft answer or clear a submission; 409 while it is being graded',
  },
  submitEvaluationFeedback: {
    method: 'POST',
    path: '/api/v1/quiz/:id/evaluations/:evalId/feedback',
    pathParams: z.object({ id: Id, evalId: Id }),
    body: z.object({
      liked: z.boolean().optional(),
      disliked: z.boolean().optional(),
      comment: z.string().trim().max(2000).optional(),
    }),
    responses: { 200: QuizEvaluationSchema, ...authErrors },
    metadata: access.student,
    summary: 'Like or dislike the AI feedback on an answer, with an optional comment',
  },
  bookmarkEvaluation: {
    method: 'POST',
    path: '/api/v1/quiz/evaluations/:id/bookmarks',
    pathParams: IdParam,
    body: z.object({ note: z.string().trim().max(1000).optional() }),
    responses: { 201: BookmarkSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.student,
    summary: 'Bookmark an answered question for revision; 409 when already bookmarked',
  },
  listEvaluationBookmarks: {
    method: 'GET',
    path: '/api/v1/quiz/evaluations/:id/bookmarks',
    pathParams: IdParam,
    responses: { 200: z.object({ bookmarks: z.array(BookmarkSchema) }), ...authErrors },
    metadata: access.student,
    summary: 'The bookmarks on an own evaluation (empty when not bookmarked)',
  },
  getEvaluation: {
    method: 'GET',
    path: '/api/v1/quiz/evaluations/:id',
    pathParams: IdParam,
    responses: { 200: QuizEvaluationSchema, ...authErrors },
    metadata: access.student,
    summary: 'One own evaluation',
  },
  saveSharedAttempt: {
    method: 'PUT',
    path: '/api/v1/quiz/shared/attempts',
    body: z.object({
      attempt_id: AttemptId.optional().describe('Omitted to start an attempt'),
      worksheet_id: JsonId,
      full_name: z.string().trim().min(1, 'Enter your name.').max(80),
      completed: z.boolean().optional(),
    }),
    responses: { 200: SharedAttemptSchema, 201: SharedAttemptSchema, ...publicErrors },
    metadata: access.public,
    summary: 'Start (201) or update (200) an attempt at a shared worksheet, signed in or not',
  },
  markSharedAttemptQuestion: {
    method: 'POST',
    path: '/api/v1/quiz/shared/attempts/question',
    body: EvaluationAnswerSchema.omit({ evaluation_id: true }).extend({ attempt_id: AttemptId }),
    responses: {
      200: MarkResultSchema.extend({ attempt: SharedAttemptSchema }),
      409: ErrorSchema,
      ...publicErrors,
    },
    metadata: access.public,
    summary: 'Mark one answer of a shared-worksheet attempt; 409 once the attempt is completed',
  },
  listSharedAttempters: {
    method: 'GET',
    path: '/api/v1/quiz/shared/attempters',
    query: z.object({ worksheet_id: Id }),
    responses: {
      200: z.object({ attempters: z.array(SharedAttemptSchema.omit({ attempt_id: true })) }),
      ...publicErrors,
    },
    metadata: access.public,
    summary: "Who attempted a shared worksheet and their scores (the worksheet's leaderboard)",
  },
  updateStudentEvaluationQuestion: {
    method: 'PATCH',
    path: '/api/v1/quiz/student-evaluation-questions/:id',
    pathParams: IdParam,
    body: z.object({
      marks_given: z.number().min(0).max(100),
      explanation: z
        .string()
        .trim()
        .max(20000)
        .optional()
        .describe("The teacher's feedback replaces the AI's"),
    }),
    responses: { 200: QuizEvaluationSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.staff,
    summary:
      "Override the marks of a student's answer in a class the caller reaches (marks above max_score are " +
      'refused); the total and XP follow once. 409 while the quiz is being marked',
  },
})
