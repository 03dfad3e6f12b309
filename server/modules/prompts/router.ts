import type { FastifyInstance } from 'fastify'
import { adminContentContract } from '../../../contracts/admin-content'
import { registerContract, s } from '../../plugins/contract-routes'
import { listDefaultPrompts, saveDefaultPrompt } from './defaults'
import { getScoringPrompt, updateScoringPrompt } from './scoring'

/** Spec 7.11 rag-prompts: default prompts and scoring prompts (admin). */
const promptsContract = {
  listDefaultPrompts: adminContentContract.listDefaultPrompts,
  saveDefaultPrompt: adminContentContract.saveDefaultPrompt,
  getScoringPrompt: adminContentContract.getScoringPrompt,
  updateScoringPrompt: adminContentContract.updateScoringPrompt,
}

export function registerPromptRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(promptsContract, {
    listDefaultPrompts: async ({ query }) => ({
      status: 200,
      body: { prompts: await listDefaultPrompts(ctx, query) },
    }),
    saveDefaultPrompt: async ({ body }) => ({ status: 200, body: await saveDefaultPrompt(ctx, body) }),
    getScoringPrompt: async ({ query }) => ({
      status: 200,
      body: await getScoringPrompt(ctx, query.course_tagging_id),
    }),
    updateScoringPrompt: async ({ body }) => ({
      status: 200,
      body: await updateScoringPrompt(ctx, body.course_tagging_id, body.prompt),
    }),
  })
  return registerContract(app, promptsContract, router)
}
