import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, ErrorSchema, Id, int, intText, Timestamp } from './common'

const c = initContract()

/** A question of a quiz by its number in the worksheet (1 for the first). */
export const QuestionPositionParams = z.object({ id: Id, position: intText(1, 100) })

/** One answer as the child checks it in practice mode. */
export const CheckAnswerSchema = z.object({
  value: z.string().max(20000).nullable().optional(),
  selected_option_id: Id.nullable().optional(),
  method_answer: z.string().max(20000).nullable().optional(),
  time_spent: intText(0, 86400).optional().describe('Seconds spent on this question, as the player counted'),
  num_options_clicked: intText(0, 1000).optional(),
})

export const QuizHintsSchema = z.object({
  position: z.number().int(),
  hints: z.array(z.string()).describe('The steps of the worked solution shown so far, first step first'),
  hints_used: z.number().int().min(0),
  has_more: z.boolean().describe('Whether another step can be shown (the step with the answer never is)'),
})

export const QuizStartSchema = z.object({
  started_at: Timestamp.describe('When the clock started, as the server recorded it'),
  server_time: Timestamp.describe("The server's clock now, so the player can count from the same time"),
  time_limit: z.number().int().nullable().describe('Minutes; null for no limit'),
})

const practice = 'Issue 14: practice that gives feedback as you go (ADR 0062)'

export const quizPracticeContract = c.router({
  checkQuizAnswer: {
    method: 'POST',
    path: '/api/v1/quiz/:id/questions/:position/check',
    pathParams: QuestionPositionParams,
    body: CheckAnswerSchema,
    responses: {
      200: c.otherResponse({ contentType: 'text/event-stream', body: z.string() }),
      409: ErrorSchema,
      ...authErrors,
    },
    metadata: { ...access.student, beyondSpec: practice },
    summary:
      "Practice mode: mark one answer now and stream it like a hand-in (evaluations, explanation, grading_completed with the quiz's marks so far). " +
      'A wrong answer may be checked again; every try is kept. 409 for a test-mode quiz, a finished one, or a question with full marks',
  },
  showQuizHints: {
    method: 'POST',
    path: '/api/v1/quiz/:id/questions/:position/hints',
    pathParams: QuestionPositionParams,
    body: z.object({
      count: int(1, 20).describe('How many steps to show: one more than shown so far reveals the next step'),
    }),
    responses: { 200: QuizHintsSchema, 409: ErrorSchema, ...authErrors },
    metadata: { ...access.student, beyondSpec: practice },
    summary:
      'Practice mode: the first `count` steps of the worked solution, never the step with the answer; the number used is recorded. ' +
      '409 for a test-mode quiz, a finished one, or an answer already marked',
  },
  startQuiz: {
    method: 'POST',
    path: '/api/v1/quiz/:id/start',
    pathParams: z.object({ id: Id }),
    body: c.noBody(),
    responses: { 200: QuizStartSchema, ...authErrors },
    metadata: {
      ...access.student,
      beyondSpec: 'Issue 14: the clock starts on "Start" and runs from server time',
    },
    summary:
      'Start the clock of a quiz (once: starting again answers the first start), with the server time to count from',
  },
})
