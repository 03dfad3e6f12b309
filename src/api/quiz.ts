import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { PassageSchema } from '../../contracts/question-schemas'
import type { quizEvaluationsContract } from '../../contracts/quiz-evaluations'
import type { QuizDetailSchema, QuizSummarySchema } from '../../contracts/quiz-schemas'
import { client } from './client'
import { ApiError, expectStatus } from './errors'

export type QuizSummary = z.infer<typeof QuizSummarySchema>
export type QuizDetail = z.infer<typeof QuizDetailSchema>
export type QuizQuestion = QuizDetail['questions'][number]
export type Passage = z.infer<typeof PassageSchema>
export type QuizFilters = { course_id?: number; worksheet_id?: number; group_type_id?: number }
type SavedAnswer = z.input<typeof quizEvaluationsContract.updateQuizEvaluation.body>
type Feedback = z.input<typeof quizEvaluationsContract.submitEvaluationFeedback.body>

export const quizKeys = {
  all: ['quiz'] as const,
  list: (filters: QuizFilters) => ['quiz', 'list', filters] as const,
  detail: (id: number) => ['quiz', 'detail', id] as const,
}

/**
 * A call the contract lists but this server does not serve yet answers its catch-all 404 ("There is no …").
 * Pages hide or disable such controls instead of showing an error.
 */
export function isNotServed(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.message.startsWith('There is no ')
}

export const quizzesQueryOptions = (filters: QuizFilters = {}) =>
  queryOptions({
    queryKey: quizKeys.list(filters),
    queryFn: async () => expectStatus(await client.quiz.listQuizzes({ query: filters }), 200).quizzes,
  })

// A quiz in progress changes on every answer, so it is always read fresh when a page opens it.
export const quizQueryOptions = (id: number) =>
  queryOptions({
    queryKey: quizKeys.detail(id),
    queryFn: async () => expectStatus(await client.quiz.getQuiz({ params: { id }, query: {} }), 200),
    staleTime: 0,
  })

/** A comprehension passage, or null while the server does not serve passages. */
export const passageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['questions', 'passage', id],
    queryFn: async (): Promise<Passage | null> => {
      try {
        return expectStatus(await client.questions.getPassage({ params: { id }, query: {} }), 200)
      } catch (error) {
        if (isNotServed(error)) return null
        throw error
      }
    },
    retry: false,
  })

/** Whether an answer is bookmarked; `served: false` while the server has no bookmarks. */
export const bookmarksQueryOptions = (evaluationId: number) =>
  queryOptions({
    queryKey: ['quiz', 'bookmarks', evaluationId],
    queryFn: async () => {
      try {
        const body = expectStatus(
          await client.quiz.listEvaluationBookmarks({ params: { id: evaluationId } }),
          200,
        )
        return { served: true, bookmarked: body.bookmarks.length > 0 }
      } catch (error) {
        if (isNotServed(error)) return { served: false, bookmarked: false }
        throw error
      }
    },
    retry: false,
  })

export async function saveEvaluation(quizId: number, evaluationId: number, body: SavedAnswer) {
  return expectStatus(
    await client.quiz.updateQuizEvaluation({ params: { id: quizId, evalId: evaluationId }, body }),
    200,
  )
}

/** Calls 7.7: is_submitted false with a null value clears a submission, so the question can be tried again. */
export const clearSubmission = (quizId: number, evaluationId: number) =>
  saveEvaluation(quizId, evaluationId, { value: null, is_submitted: false })

export async function sendFeedback(quizId: number, evaluationId: number, body: Feedback) {
  return expectStatus(
    await client.quiz.submitEvaluationFeedback({ params: { id: quizId, evalId: evaluationId }, body }),
    200,
  )
}

export async function bookmarkEvaluation(evaluationId: number) {
  const response = await client.quiz.bookmarkEvaluation({ params: { id: evaluationId }, body: {} })
  // Already bookmarked is as good as bookmarked.
  if (response.status === 409) return
  expectStatus(response, 201)
}

export async function reportQuestion(questionId: number, message: string) {
  return expectStatus(
    await client.questions.reportQuestion({ params: { id: questionId }, body: { message } }),
    201,
  )
}

export async function createRevisionQuiz(courseId: number) {
  return expectStatus(
    await client.quiz.createRevisionQuiz({ body: { course_id: courseId, num_questions: 10 } }),
    201,
  )
}

/** Practice mode: the first `count` steps of a question's worked solution, never the one with the answer. */
export async function showHints(quizId: number, position: number, count: number) {
  return expectStatus(
    await client.quiz.showQuizHints({ params: { id: quizId, position }, body: { count } }),
    200,
  )
}

/** Starts the quiz's clock once; answers the server's start and its time now. */
export async function startQuiz(quizId: number) {
  return expectStatus(await client.quiz.startQuiz({ params: { id: quizId } }), 200)
}
