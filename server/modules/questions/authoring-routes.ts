import type { FastifyInstance } from 'fastify'
import { questionAuthoringContract as authoring } from '../../../contracts/question-authoring'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { getQuestionPrompt, listQuestionPrompts, updateQuestionPrompt } from '../prompts/question-prompts'
import { generateQuestionAudio } from './audio'
import { deleteQuestion } from './delete'
import { getOralScoring, updateOralScoring } from './oral-scoring'
import { saveQuestion } from './save'
import {
  getDefaultThresholds,
  getQuestionThresholds,
  updateDefaultThresholds,
  updateQuestionThresholds,
} from './thresholds'
import { readQuestionUpload } from './upload'

/** The calls of spec 7.6 that write questions and their settings (roles in the contract's metadata). */
export function registerQuestionAuthoringRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(authoring, {
    generateQuestionAudio: async ({ request, params }) => ({
      status: 200,
      body: await generateQuestionAudio(ctx, currentUser(request), params.id),
    }),
    saveQuestion: async ({ request }) => {
      const user = currentUser(request)
      const { created, question } = await saveQuestion(ctx, user, await readQuestionUpload(request))
      return created ? { status: 201, body: question } : { status: 200, body: question }
    },
    deleteQuestion: async ({ request, params }) => ({
      status: 200,
      body: await deleteQuestion(ctx, currentUser(request), params.id),
    }),
    getQuestionThresholds: async ({ request, params }) => ({
      status: 200,
      body: await getQuestionThresholds(ctx, currentUser(request), params.id),
    }),
    updateQuestionThresholds: async ({ request, params, body }) => ({
      status: 200,
      body: await updateQuestionThresholds(ctx, currentUser(request), params.id, body.thresholds),
    }),
    getDefaultThresholds: async ({ query }) => ({
      status: 200,
      body: await getDefaultThresholds(ctx, query),
    }),
    updateDefaultThresholds: async ({ body }) => ({
      status: 200,
      body: await updateDefaultThresholds(ctx, body),
    }),
    getOralScoring: async ({ query }) => ({ status: 200, body: await getOralScoring(ctx, query) }),
    updateOralScoring: async ({ body }) => ({ status: 200, body: await updateOralScoring(ctx, body) }),
    getQuestionPrompt: async ({ request, params, query }) => ({
      status: 200,
      body: await getQuestionPrompt(ctx, currentUser(request), params.id, query.promptTypeId),
    }),
    updateQuestionPrompt: async ({ request, params, body }) => ({
      status: 200,
      body: await updateQuestionPrompt(ctx, currentUser(request), params.id, body),
    }),
    listQuestionPrompts: async ({ request, query }) => ({
      status: 200,
      body: {
        prompts: await listQuestionPrompts(ctx, currentUser(request), query.questionIds, query.promptTypeId),
      },
    }),
  })
  return registerContract(app, authoring, router)
}
