import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { questionsContract } from '../../../contracts/questions'
import { notFound } from '../../errors'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { canSeeAnswers } from './access'
import { getQuestionReferences, listQuestionAnswers } from './answers'
import { getQuestionAudio } from './audio'
import {
  listCourseQuestions,
  listCourseTaggingQuestions,
  listFilteredQuestions,
  listQuestions,
} from './listing'
import { getDemoPassage, getPassage } from './passages'
import { markPreview } from './preview'
import { reportPublicQuestion, reportQuestion } from './reports'

const readingContract = {
  listCourseQuestions: questionsContract.listCourseQuestions,
  listQuestions: questionsContract.listQuestions,
  listCourseTaggingQuestions: questionsContract.listCourseTaggingQuestions,
  listFilteredQuestions: questionsContract.listFilteredQuestions,
  markQuestionPreview: questionsContract.markQuestionPreview,
  getQuestionAudio: questionsContract.getQuestionAudio,
  getPassage: questionsContract.getPassage,
  getDemoPassage: questionsContract.getDemoPassage,
  reportQuestion: questionsContract.reportQuestion,
  reportPublicQuestion: questionsContract.reportPublicQuestion,
  getQuestionDocument: questionsContract.getQuestionDocument,
  listQuestionAnswers: questionsContract.listQuestionAnswers,
  getQuestionReferences: questionsContract.getQuestionReferences,
}

/** The calls of spec 7.6 that read, report and preview-mark questions. */
export function registerQuestionReadingRoutes(app: FastifyInstance) {
  const { ctx } = app
  const publicReportLimit = perAddressLimit(app, 5, 15)
  const router = s.router(readingContract, {
    listCourseQuestions: async ({ request, params, query }) => ({
      status: 200,
      body: { questions: await listCourseQuestions(ctx, currentUser(request), params.courseId, query) },
    }),
    listQuestions: async ({ request, query }) => {
      const user = currentUser(request)
      return {
        status: 200,
        body: await listQuestions(ctx, user, query, Boolean(query.ans) && canSeeAnswers(user)),
      }
    },
    listCourseTaggingQuestions: async ({ request, params, query }) => ({
      status: 200,
      body: { questions: await listCourseTaggingQuestions(ctx, currentUser(request), params.id, query) },
    }),
    listFilteredQuestions: async ({ request, query }) => ({
      status: 200,
      body: { questions: await listFilteredQuestions(ctx, currentUser(request), query) },
    }),
    markQuestionPreview: async ({ request, reply, body }) => {
      const controller = new AbortController()
      const response = (reply as unknown as { raw: ServerResponse }).raw
      response.on('close', () => {
        if (!response.writableEnded) controller.abort()
      })
      return { status: 200, body: await markPreview(ctx, currentUser(request), body, controller.signal) }
    },
    getQuestionAudio: async ({ request, params }) => ({
      status: 200,
      body: await getQuestionAudio(ctx, currentUser(request), params.id),
    }),
    getPassage: async ({ request, params }) => ({
      status: 200,
      body: await getPassage(ctx, currentUser(request), params.id),
    }),
    getDemoPassage: async ({ params }) => ({ status: 200, body: await getDemoPassage(ctx, params.id) }),
    reportQuestion: async ({ request, params, body }) => ({
      status: 201,
      body: await reportQuestion(ctx, currentUser(request), params.id, body.message),
    }),
    reportPublicQuestion: {
      hooks: publicReportLimit,
      handler: async ({ params, body }) => ({
        status: 201,
        body: await reportPublicQuestion(ctx, params.id, body.message),
      }),
    },
    getQuestionDocument: async ({ params }) => {
      // Extracted documents arrive with retrieval documents; until then no document exists to show.
      throw notFound(
        `There is no question document ${params.id}: documents extracted from uploaded papers are not available yet.`,
      )
    },
    listQuestionAnswers: async ({ request, params }) => ({
      status: 200,
      body: await listQuestionAnswers(ctx, currentUser(request), params.id),
    }),
    getQuestionReferences: async ({ request, params }) => ({
      status: 200,
      body: await getQuestionReferences(ctx, currentUser(request), params.id),
    }),
  })
  return registerContract(app, readingContract, router)
}
