import type { BillingInterval, PaymentProviderName } from '../db/schema'

/**
 * What the rest of the server asks of a card-payment provider (docs/decisions/0025-payments.md). Two
 * implementations: the built-in local checkout (local.ts, state in our tables) and Stripe (stripe.ts). This
 * file never imports them; index.ts chooses one from the configuration.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName
  /** Opens a hosted checkout for a subscription; the same key returns the same session, never a second one. */
  createCheckoutSession(input: CheckoutSessionInput, idempotencyKey: string): Promise<ProviderCheckoutSession>
  /** The provider's current state of a subscription, or null when it does not know the id. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>
  setCancelAtPeriodEnd(id: string, cancel: boolean, idempotencyKey: string): Promise<ProviderSubscription>
  /** Adds or removes courses, prorated from `prorationDate` (the date the parent saw in the preview). */
  changeItems(id: string, change: ItemChange, idempotencyKey: string): Promise<ProviderSubscription>
  /** What `changeItems` would charge (positive) or credit (negative) at `prorationDate`. */
  previewChange(id: string, change: ItemChange, prorationDate: Date): Promise<ChangePreview>
  /** Moves the next charge to `until` without charging for the extra time (a referral's free month). */
  extendPeriod(id: string, until: Date, idempotencyKey: string): Promise<ProviderSubscription>
  /** Ends the subscription now (a child's account deleted, a duplicate purchase). */
  cancelNow(id: string): Promise<ProviderSubscription>
}

/** One course of a checkout or a change: our price id, and the provider's when it has one. */
export type PriceRef = {
  courseId: number
  /** Ours, e.g. `lantern_p5_maths_month`; the local provider's items carry it. */
  priceId: string
  /** Stripe's `price_…` (products.stripe_price_id / stripe_annual_price_id); null when none is set. */
  providerPriceId: string | null
  /** Per interval, in cents, from the products table. */
  amountCents: number
}

export type CheckoutSessionInput = {
  /** Our checkout_sessions row: its id is the idempotency key's tail, its public id the local session's. */
  checkoutSessionId: number
  publicId: string
  studentId: number
  payerEmail: string | null
  interval: BillingInterval
  currency: string
  lines: PriceRef[]
  /** Where to go after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session's id. */
  successUrl: string
  cancelUrl: string
  /** A referral's free first month. */
  trialDays?: number
}

export type ProviderCheckoutSession = { id: string; url: string; expiresAt: Date }

export type ItemChange = {
  add?: PriceRef[]
  /** The provider's item ids (subscription_items.provider_item_id). */
  remove?: string[]
  prorationDate?: Date
}

export type ChangePreview = { amountCents: number; currency: string; prorationDate: Date; periodEnd: Date }

/**
 * A subscription as both providers describe it. The period comes from the items: since Stripe's API
 * 2025-03-31 ("basil") `current_period_*` live on subscription items, not on the subscription.
 */
export type ProviderSubscription = {
  id: string
  provider: PaymentProviderName
  /** Stripe's statuses: active, trialing, past_due, canceled, incomplete, incomplete_expired, unpaid, paused. */
  status: string
  cancelAtPeriodEnd: boolean
  currentPeriodStart: Date
  currentPeriodEnd: Date
  endedAt: Date | null
  interval: BillingInterval
  /** The provider's price per item: ours for local, Stripe's `price_…` for Stripe. */
  items: { id: string; price: string }[]
  /** Written at checkout (Stripe's `subscription_data.metadata`): who it is for and which checkout made it. */
  metadata: { studentId?: number; checkoutSessionId?: number }
}

/** Statuses after which a subscription never charges or gives access again. */
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired'])

export type PaymentsConfig = {
  stripeSecretKey?: string
  stripeWebhookSecret?: string
  /** Where the Stripe SDK sends requests; only tests point it elsewhere (tests/fake-stripe-server.ts). */
  stripeApiUrl?: string
}

type Env = Record<string, string | undefined>

export function loadPaymentsConfig(env: Env = process.env): PaymentsConfig {
  const text = (value?: string) => value?.trim() || undefined
  return {
    stripeSecretKey: text(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: text(env.STRIPE_WEBHOOK_SECRET),
    stripeApiUrl: text(env.STRIPE_API_URL),
  }
}
