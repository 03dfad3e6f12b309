import type { FastifyInstance } from 'fastify'
import { chatContract } from '../../../contracts/chat'
import { coachContract } from '../../../contracts/coach'
import { progressContract } from '../../../contracts/progress'
import { usersContract } from '../../../contracts/users'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { getFirstPracticeCompletion, viewFirstPractice } from './first-practice'
import { listChildFlags, listClassFlags, reviewFlag } from './flags'
import { generateNudge } from './nudges'
import { getOnboarding, saveOnboarding } from './onboarding'
import { getPlan, planCompletion } from './plan'
import { answerSurvey, listSurveys } from './surveys'

const servedContract = {
  ...coachContract,
  generateChatMessage: chatContract.generateChatMessage,
  getOnboarding: usersContract.getOnboarding,
  saveOnboarding: usersContract.saveOnboarding,
  getPlan: progressContract.getPlan,
  getPlanCompletion: progressContract.getPlanCompletion,
  getFirstPracticeCompletion: progressContract.getFirstPracticeCompletion,
  markFirstPracticeViewed: progressContract.markFirstPracticeViewed,
}

/** The coach's engagement calls: surveys, flagged messages, encouragement, onboarding, the plan (issue 10). */
export function registerCoachRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(servedContract, {
    listSurveys: async ({ request }) => ({ status: 200, body: await listSurveys(ctx, currentUser(request)) }),
    answerSurvey: async ({ request, body }) => ({
      status: 200,
      body: await answerSurvey(ctx, currentUser(request), body),
    }),
    listChildChatFlags: async ({ request, query }) => ({
      status: 200,
      body: await listChildFlags(ctx, currentUser(request), query),
    }),
    listClassChatFlags: async ({ request, params, query }) => ({
      status: 200,
      body: await listClassFlags(ctx, currentUser(request), params.id, query),
    }),
    reviewChatFlag: async ({ request, params, body }) => ({
      status: 200,
      body: await reviewFlag(ctx, currentUser(request), params.id, body.reviewed),
    }),
    generateChatMessage: async ({ request, body }) => ({
      status: 200,
      body: await generateNudge(ctx, currentUser(request), body),
    }),
    getOnboarding: async ({ request }) => ({
      status: 200,
      body: await getOnboarding(ctx, currentUser(request).id),
    }),
    saveOnboarding: async ({ request, body }) => ({
      status: 200,
      body: await saveOnboarding(ctx, currentUser(request).id, body),
    }),
    getPlan: async ({ request }) => ({ status: 200, body: await getPlan(ctx, currentUser(request).id) }),
    getPlanCompletion: async ({ request }) => ({
      status: 200,
      body: await planCompletion(ctx, currentUser(request).id),
    }),
    getFirstPracticeCompletion: async ({ request }) => ({
      status: 200,
      body: await getFirstPracticeCompletion(ctx, currentUser(request).id),
    }),
    markFirstPracticeViewed: async ({ request }) => ({
      status: 200,
      body: await viewFirstPractice(ctx, currentUser(request).id),
    }),
  })
  return registerContract(app, servedContract, router)
}
