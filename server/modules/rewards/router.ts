import type { FastifyInstance } from 'fastify'
import { rewardsContract } from '../../../contracts/rewards'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import * as admin from './admin'
import {
  listBadges,
  listCollectibles,
  listNewRewards,
  listThemes,
  markRewardsSeen,
  streakCalendar,
} from './student'

/** Badges, collectibles, the sticker book and streak freezes (ADR 0060). */
export function registerRewardRoutes(app: FastifyInstance) {
  const { ctx } = app
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id
  const router = s.router(rewardsContract, {
    listCollectibleThemes: async ({ request }) => ({ status: 200, body: await listThemes(ctx, me(request)) }),
    listCollectibles: async ({ request, params }) => ({
      status: 200,
      body: await listCollectibles(ctx, me(request), params.id),
    }),
    listBadges: async ({ request }) => ({ status: 200, body: await listBadges(ctx, me(request)) }),
    listNewRewards: async ({ request }) => ({ status: 200, body: await listNewRewards(ctx, me(request)) }),
    markRewardsSeen: async ({ request, body }) => ({
      status: 200,
      body: await markRewardsSeen(ctx, me(request), body),
    }),
    getStreakCalendar: async ({ request }) => ({ status: 200, body: await streakCalendar(ctx, me(request)) }),

    adminListCollectibleThemes: async () => ({ status: 200, body: await admin.listThemesForAdmin(ctx) }),
    adminCreateCollectibleTheme: async ({ body }) => ({
      status: 201,
      body: await admin.createTheme(ctx, body),
    }),
    adminUpdateCollectibleTheme: async ({ params, body }) => ({
      status: 200,
      body: await admin.updateTheme(ctx, params.id, body),
    }),
    adminDeleteCollectibleTheme: async ({ params }) => ({
      status: 200,
      body: await admin.deleteTheme(ctx, params.id),
    }),
    adminCreateCollectible: async ({ params, body }) => ({
      status: 201,
      body: await admin.createCollectible(ctx, params.id, body),
    }),
    adminUpdateCollectible: async ({ params, body }) => ({
      status: 200,
      body: await admin.updateCollectible(ctx, params.id, body),
    }),
    adminDeleteCollectible: async ({ params }) => ({
      status: 200,
      body: await admin.deleteCollectible(ctx, params.id),
    }),
    adminListBadges: async () => ({ status: 200, body: await admin.listBadgesForAdmin(ctx) }),
    adminCreateBadge: async ({ body }) => ({ status: 201, body: await admin.createBadge(ctx, body) }),
    adminUpdateBadge: async ({ params, body }) => ({
      status: 200,
      body: await admin.updateBadge(ctx, params.id, body),
    }),
    adminDeleteBadge: async ({ params }) => ({ status: 200, body: await admin.deleteBadge(ctx, params.id) }),
  })
  return registerContract(app, rewardsContract, router)
}
