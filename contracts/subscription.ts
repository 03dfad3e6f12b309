import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, ErrorSchema, Id, JsonId, OptionalId, Timestamp } from './common'

const c = initContract()

const PriceId = z.string().trim().min(1).max(255).describe('A Stripe price id, or a local-checkout price id')
const SubscriptionIdParam = z.string().trim().min(1).max(255)
const ProrationDateQuery = z.object({
  proration_date: Timestamp.optional().describe("The preview's proration_date, so the charge equals it"),
})

export const SubscriptionProductSchema = z.object({
  price_id: z.string().describe('Monthly price'),
  annual_price_id: z.string().nullable(),
  currency: z.string().length(3),
  monthly_amount_cents: z.number().int(),
  annual_amount_cents: z.number().int().nullable(),
  course: z.object({
    id: z.number().int(),
    name: z.string(),
    subject_id: z.number().int(),
    subject_name: z.string(),
  }),
  is_subscribed: z.boolean().describe('Whether the student already has this course'),
})

export const SubscriptionSchema = z.object({
  subscription_id: z.string(),
  student_id: z.number().int(),
  course_ids: z.array(z.number().int()),
  price_ids: z.array(z.string()),
  status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'incomplete']),
  cancel_at_period_end: z.boolean(),
  current_period_end: Timestamp,
  interval: z.enum(['month', 'year']),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

const SubscriptionProductParams = z.object({ id: SubscriptionIdParam, productId: PriceId })
const CheckoutSessionParam = z.object({ sessionId: z.string().trim().min(1).max(255) })
const paymentErrors = { 402: ErrorSchema.describe('The card was declined; nothing was charged') }
const localCheckout = 'The built-in card page used when no Stripe key is set'

export const ProrationPreviewSchema = z.object({
  amount_cents: z.number().int().describe('Charged now (positive) or credited (negative)'),
  currency: z.string().length(3),
  proration_date: Timestamp.describe('Send it back when confirming, so the charge equals this preview'),
  period_end: Timestamp,
})

export const LocalCheckoutSchema = z.object({
  session_id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string().length(3),
  interval: z.enum(['month', 'year']),
  course_names: z.array(z.string()),
  child_first_name: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  cancel_url: z.string(),
})

export const subscriptionContract = c.router({
  listSubscriptionProducts: {
    method: 'GET',
    path: '/api/v1/subscription/products',
    query: z.object({ student_id: OptionalId }),
    responses: { 200: z.object({ products: z.array(SubscriptionProductSchema) }), ...authErrors },
    metadata: access.family,
    summary: "What can be bought, marked against a student's current courses",
  },
  createCheckout: {
    method: 'POST',
    path: '/api/v1/subscription/checkout',
    body: z.object({
      app_domain: z.string().trim().min(1).max(253).describe('Host the checkout returns to'),
      student_id: JsonId,
      price_ids: z.array(PriceId).min(1, 'The cart is empty.').max(20),
      checkout_mode: z.enum(['subscription', 'payment']).default('subscription'),
      is_from_new_sub_page: z.boolean().optional(),
    }),
    responses: {
      200: z.object({ checkout_url: z.string(), session_id: z.string() }),
      409: ErrorSchema,
      501: ErrorSchema.describe('Card payments are not set up here'),
      ...authErrors,
    },
    metadata: access.family,
    summary:
      'Start a card checkout; the return URL contains "success" or "cancelled". 409 already subscribed',
  },
  listSubscriptions: {
    method: 'GET',
    path: '/api/v1/subscription',
    query: z.object({ student_id: Id }),
    responses: { 200: z.object({ subscriptions: z.array(SubscriptionSchema) }), ...authErrors },
    metadata: access.family,
    summary: "A student's subscriptions",
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/v1/subscription/:id/cancel',
    pathParams: z.object({ id: SubscriptionIdParam }),
    body: c.noBody(),
    responses: { 200: SubscriptionSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.family,
    summary: 'Cancel at the end of the period (cancel_at_period_end true); 409 when it has already ended',
  },
  resumeSubscription: {
    method: 'POST',
    path: '/api/v1/subscription/:id/resume',
    pathParams: z.object({ id: SubscriptionIdParam }),
    body: c.noBody(),
    responses: { 200: SubscriptionSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.family,
    summary: 'Undo a pending cancellation (cancel_at_period_end false); 409 when it has already ended',
  },
  removeSubscriptionProduct: {
    method: 'DELETE',
    path: '/api/v1/subscription/:id/products/:productId',
    pathParams: SubscriptionProductParams,
    query: ProrationDateQuery,
    body: c.noBody(),
    responses: { 200: SubscriptionSchema, 409: ErrorSchema, ...paymentErrors, ...authErrors },
    metadata: access.family,
    summary: 'Drop a course from a subscription; 409 for its last course (cancel instead)',
  },
  addSubscriptionProduct: {
    method: 'POST',
    path: '/api/v1/subscription/:id/products/:productId',
    pathParams: SubscriptionProductParams,
    query: ProrationDateQuery,
    body: c.noBody(),
    responses: { 200: SubscriptionSchema, 409: ErrorSchema, ...paymentErrors, ...authErrors },
    metadata: access.family,
    summary: 'Add a course to a subscription, prorated; 409 when it is already included',
  },
  previewSubscriptionProduct: {
    method: 'GET',
    path: '/api/v1/subscription/:id/products/:productId/preview',
    pathParams: SubscriptionProductParams,
    query: z.object({ action: z.enum(['add', 'remove']) }),
    responses: { 200: ProrationPreviewSchema, 409: ErrorSchema, ...authErrors },
    metadata: {
      ...access.family,
      beyondSpec: 'The proration is shown before the parent confirms adding or removing a course',
    },
    summary:
      'What adding or removing a course would charge or credit now; 409 when the change is not possible',
  },
  getLocalCheckout: {
    method: 'GET',
    path: '/api/v1/payments/local-checkout/:sessionId',
    pathParams: CheckoutSessionParam,
    responses: { 200: LocalCheckoutSchema, ...authErrors },
    metadata: { ...access.family, beyondSpec: localCheckout },
    summary: 'A local checkout the caller opened: amount, courses, child, status and where "Cancel" goes',
  },
  payLocalCheckout: {
    method: 'POST',
    path: '/api/v1/payments/local-checkout/:sessionId/pay',
    pathParams: CheckoutSessionParam,
    body: z.object({ card_number: z.string().trim().min(1, 'Enter the card number.').max(40) }),
    responses: {
      200: z.object({ redirect_url: z.string() }),
      409: ErrorSchema.describe('Already paid, or the child already has the course'),
      410: ErrorSchema.describe('The checkout expired'),
      ...paymentErrors,
      ...authErrors,
    },
    metadata: { ...access.family, beyondSpec: localCheckout },
    summary: 'Pay a local checkout with a test card (4242 4242 4242 4242); 402 declined, 409 already paid',
  },
})
