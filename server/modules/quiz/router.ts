import type { FastifyInstance } from 'fastify'
import { quizContract } from '../../../contracts/quiz'
import { quizEvaluationsContract } from '../../../contracts/quiz-evaluations'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { saveAnswer } from './answers'
import { addBookmark, listBookmarks } from './bookmarks'
import { createCustomQuiz, createRevisionQuiz } from './builders'
import { listQuizzes } from './catalog'
import { courseAssignments, testMark } from './checker'
import { presentEvaluation } from './present'
import { getQuizDetail, listEvaluations, loadOwnEvaluation, setFeedback } from './reading'
import { registerSubmitRoute } from './submit'
import { overrideMarks } from './teacher-review'

const servedContract = {
  listQuizzes: quizContract.listQuizzes,
  getQuiz: quizContract.getQuiz,
  listQuizEvaluations: quizEvaluationsContract.listQuizEvaluations,
  updateQuizEvaluation: quizEvaluationsContract.updateQuizEvaluation,
  submitEvaluationFeedback: quizEvaluationsContract.submitEvaluationFeedback,
  getEvaluation: quizEvaluationsContract.getEvaluation,
  bookmarkEvaluation: quizEvaluationsContract.bookmarkEvaluation,
  listEvaluationBookmarks: quizEvaluationsContract.listEvaluationBookmarks,
  updateStudentEvaluationQuestion: quizEvaluationsContract.updateStudentEvaluationQuestion,
  checkCourseAssignments: quizContract.checkCourseAssignments,
  createRevisionQuiz: quizContract.createRevisionQuiz,
  createCustomQuiz: quizContract.createCustomQuiz,
  testSubmitQuiz: quizContract.testSubmitQuiz,
}

export function registerQuizRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(servedContract, {
    listQuizzes: async ({ request, query }) => ({
      status: 200,
      body: { quizzes: await listQuizzes(ctx, currentUser(request), query) },
    }),
    getQuiz: async ({ request, params }) => ({
      status: 200,
      body: await getQuizDetail(ctx, currentUser(request), params.id),
    }),
    listQuizEvaluations: async ({ request, params }) => ({
      status: 200,
      body: { evaluations: await listEvaluations(ctx, currentUser(request), params.id) },
    }),
    updateQuizEvaluation: async ({ request, params, body }) => ({
      status: 200,
      body: await saveAnswer(ctx, currentUser(request), params.id, params.evalId, body),
    }),
    submitEvaluationFeedback: async ({ request, params, body }) => ({
      status: 200,
      body: await setFeedback(ctx, currentUser(request), params.id, params.evalId, body),
    }),
    getEvaluation: async ({ request, params }) => {
      const { evaluation, question } = await loadOwnEvaluation(ctx, currentUser(request), params.id)
      return { status: 200, body: presentEvaluation(evaluation, question) }
    },
    bookmarkEvaluation: async ({ request, params, body }) => ({
      status: 201,
      body: await addBookmark(ctx, currentUser(request), params.id, body.note),
    }),
    listEvaluationBookmarks: async ({ request, params }) => ({
      status: 200,
      body: { bookmarks: await listBookmarks(ctx, currentUser(request), params.id) },
    }),
    updateStudentEvaluationQuestion: async ({ request, params, body }) => ({
      status: 200,
      body: await overrideMarks(ctx, currentUser(request), params.id, body),
    }),
    checkCourseAssignments: async ({ request, params }) => ({
      status: 200,
      body: await courseAssignments(ctx, currentUser(request), params.id),
    }),
    createRevisionQuiz: async ({ request, body }) => ({
      status: 201,
      body: await createRevisionQuiz(ctx, currentUser(request), body),
    }),
    createCustomQuiz: async ({ request, body }) => ({
      status: 201,
      body: await createCustomQuiz(ctx, currentUser(request), body),
    }),
    testSubmitQuiz: async ({ body }) => ({ status: 200, body: await testMark(ctx, body) }),
  })
  registerSubmitRoute(app)
  return registerContract(app, servedContract, router)
}
