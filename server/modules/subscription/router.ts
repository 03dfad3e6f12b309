import type { FastifyInstance } from 'fastify'
import { subscriptionContract } from '../../../contracts/subscription'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { startCheckout } from './checkout'
import { describeLocalCheckout, payOwnLocalCheckout } from './local-checkout'
import { changeItem, previewItemChange, setCancelAtPeriodEnd } from './manage'
import { loadStudentFor } from './people'
import { listSubscriptionsOf } from './present'
import { listProducts } from './products'

/** Spec 7.4 (products, checkout, a child's subscriptions) and the built-in card page's calls. */
export function registerSubscriptionRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(subscriptionContract, {
    listSubscriptionProducts: async ({ request, query }) => ({
      status: 200,
      body: { products: await listProducts(ctx, currentUser(request), query.student_id) },
    }),
    createCheckout: async ({ request, body }) => ({
      status: 200,
      body: await startCheckout(ctx, currentUser(request), body),
    }),
    listSubscriptions: async ({ request, query }) => {
      const student = await loadStudentFor(ctx, currentUser(request), query.student_id)
      return { status: 200, body: { subscriptions: await listSubscriptionsOf(ctx.db, student.id) } }
    },
    cancelSubscription: async ({ request, params }) => ({
      status: 200,
      body: await setCancelAtPeriodEnd(ctx, currentUser(request), params.id, true),
    }),
    resumeSubscription: async ({ request, params }) => ({
      status: 200,
      body: await setCancelAtPeriodEnd(ctx, currentUser(request), params.id, false),
    }),
    addSubscriptionProduct: async ({ request, params, query }) => ({
      status: 200,
      body: await changeItem(
        ctx,
        currentUser(request),
        params.id,
        params.productId,
        'add',
        query.proration_date,
      ),
    }),
    removeSubscriptionProduct: async ({ request, params, query }) => ({
      status: 200,
      body: await changeItem(
        ctx,
        currentUser(request),
        params.id,
        params.productId,
        'remove',
        query.proration_date,
      ),
    }),
    previewSubscriptionProduct: async ({ request, params, query }) => ({
      status: 200,
      body: await previewItemChange(ctx, currentUser(request), params.id, params.productId, query.action),
    }),
    getLocalCheckout: async ({ request, params }) => ({
      status: 200,
      body: await describeLocalCheckout(ctx, currentUser(request), params.sessionId),
    }),
    payLocalCheckout: async ({ request, params, body }) => ({
      status: 200,
      body: await payOwnLocalCheckout(ctx, currentUser(request), params.sessionId, body.card_number),
    }),
  })
  registerContract(app, subscriptionContract, router)
}
