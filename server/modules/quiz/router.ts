import type { FastifyInstance } from 'fastify'
import { quizContract } from '../../../contracts/quiz'
import { quizEvaluationsContract } from '../../../contracts/quiz-evaluations'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { saveAnswer } from './answers'
import { addBookmark, listBookmarks } from './bookmarks'
import { createCustomQuiz, createRevisionQuiz } from './builders'
import { listQuizzes } from './catalog'
import { registerCheckRoute } from './check'
import { courseAssignments, testMark } from './checker'
import { registerFollowRoute } from './follow'
import { showHints, startQuiz } from './hints'
import { setOwnQuizQuestions } from './own-questions'
import { presentEvaluation } from './present'
import {
  getDemoQuiz,
  listAttempters,
  listDemoAnswers,
  markDemoAnswer,
  markSharedAnswer,
  saveSharedAttempt,
} from './public-practice'
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
  updateEvaluationQuestions: quizContract.updateEvaluationQuestions,
  checkCourseAssignments: quizContract.checkCourseAssignments,
  createRevisionQuiz: quizContract.createRevisionQuiz,
  createCustomQuiz: quizContract.createCustomQuiz,
  testSubmitQuiz: quizContract.testSubmitQuiz,
  getDemoQuiz: quizContract.getDemoQuiz,
  listDemoQuizEvaluations: quizEvaluationsContract.listDemoQuizEvaluations,
  testSubmitDemoQuiz: quizContract.testSubmitDemoQuiz,
  saveSharedAttempt: quizEvaluationsContract.saveSharedAttempt,
  markSharedAttemptQuestion: quizEvaluationsContract.markSharedAttemptQuestion,
  listSharedAttempters: quizEvaluationsContract.listSharedAttempters,
  showQuizHints: quizContract.showQuizHints,
  startQuiz: quizContract.startQuiz,
}

export function registerQuizRoutes(app: FastifyInstance) {
  const { ctx } = app
  // Visitors' marking calls cost work with no account behind them: limit them per address.
  const publicLimit = perAddressLimit(app, 60, 1)
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
    updateEvaluationQuestions: async ({ request, params, body }) => ({
      status: 200,
      body: await setOwnQuizQuestions(ctx, currentUser(request), params.id, body.question_ids),
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
    testSubmitQuiz: async ({ request, body }) => ({
      status: 200,
      body: await testMark(ctx, currentUser(request), body),
    }),
    getDemoQuiz: async ({ params }) => ({ status: 200, body: await getDemoQuiz(ctx, params.id) }),
    listDemoQuizEvaluations: async ({ params, query }) => ({
      status: 200,
      body: { evaluations: await listDemoAnswers(ctx, params.id, query.session_id) },
    }),
    testSubmitDemoQuiz: {
      hooks: publicLimit,
      handler: async ({ body }) => ({ status: 200, body: await markDemoAnswer(ctx, body) }),
    },
    saveSharedAttempt: {
      hooks: publicLimit,
      handler: async ({ request, body }) => saveSharedAttempt(ctx, request.user, body),
    },
    markSharedAttemptQuestion: {
      hooks: publicLimit,
      handler: async ({ body }) => ({ status: 200, body: await markSharedAnswer(ctx, body) }),
    },
    listSharedAttempters: async ({ query }) => ({
      status: 200,
      body: { attempters: await listAttempters(ctx, query.worksheet_id) },
    }),
    showQuizHints: async ({ request, params, body }) => ({
      status: 200,
      body: await showHints(ctx, currentUser(request), params.id, params.position, body.count),
    }),
    startQuiz: async ({ request, params }) => ({
      status: 200,
      body: await startQuiz(ctx, currentUser(request), params.id),
    }),
  })
  registerSubmitRoute(app)
  registerCheckRoute(app)
  registerFollowRoute(app)
  return registerContract(app, servedContract, router)
}
