import Stripe from 'stripe'
import { notConfigured } from '../errors'
import type { ItemChange, PaymentProvider, PaymentsConfig, ProviderSubscription } from './provider'

/** The SDK client; `STRIPE_API_URL` points it at another host (tests/fake-stripe-server.ts). */
export function createStripeClient(config: PaymentsConfig): Stripe {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set')
  const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null
  const protocol = api?.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Lantern' },
    ...(api && {
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  })
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000)
const fromUnix = (seconds: number) => new Date(seconds * 1000)

/** Stripe's subscription in our terms; the period is read from the items (API "basil" and later). */
export function normaliseSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const items = sub.items.data
  const starts = items.map((i) => i.current_period_start)
  const ends = items.map((i) => i.current_period_end)
  const number = (value?: string) => (value && /^\d+$/.test(value) ? Number(value) : undefined)
  return {
    id: sub.id,
    provider: 'stripe',
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodStart: fromUnix(starts.length ? Math.min(...starts) : sub.start_date),
    currentPeriodEnd: fromUnix(ends.length ? Math.max(...ends) : sub.billing_cycle_anchor),
    endedAt: sub.ended_at ? fromUnix(sub.ended_at) : null,
    interval: items[0]?.price.recurring?.interval === 'year' ? 'year' : 'month',
    items: items.map((i) => ({ id: i.id, price: i.price.id })),
    metadata: {
      studentId: number(sub.metadata?.student_id),
      checkoutSessionId: number(sub.metadata?.checkout_session_id),
    },
  }
}

const missingPrice = () =>
  notConfigured('Card payments for this course are not set up yet: it has no Stripe price. Ask us to add it.')

function itemParams(change: ItemChange) {
  return [
    ...(change.add ?? []).map((ref) => {
      if (!ref.providerPriceId) throw missingPrice()
      return { price: ref.providerPriceId, quantity: 1 }
    }),
    ...(change.remove ?? []).map((id) => ({ id, deleted: true })),
  ]
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  const update = async (id: string, params: Stripe.SubscriptionUpdateParams, idempotencyKey?: string) =>
    normaliseSubscription(await stripe.subscriptions.update(id, params, { idempotencyKey }))

  return {
    name: 'stripe',
    async createCheckoutSession(input, idempotencyKey) {
      const metadata = {
        student_id: String(input.studentId),
        checkout_session_id: String(input.checkoutSessionId),
        course_ids: input.lines.map((l) => l.courseId).join(','),
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: input.lines.map((line) => {
            if (!line.providerPriceId) throw missingPrice()
            return { price: line.providerPriceId, quantity: 1 }
          }),
          client_reference_id: String(input.checkoutSessionId),
          customer_email: input.payerEmail ?? undefined,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          subscription_data: {
            metadata,
            ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
          },
        },
        { idempotencyKey },
      )
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`)
      return { id: session.id, url: session.url, expiresAt: fromUnix(session.expires_at) }
    },
    async retrieveSubscription(id) {
      try {
        return normaliseSubscription(await stripe.subscriptions.retrieve(id))
      } catch (err) {
        if ((err as { code?: string }).code === 'resource_missing') return null
        throw err
      }
    },
    setCancelAtPeriodEnd: (id, cancel, key) => update(id, { cancel_at_period_end: cancel }, key),
    changeItems: (id, change, key) =>
      update(
        id,
        {
          items: itemParams(change),
          proration_behavior: 'create_prorations',
          ...(change.prorationDate ? { proration_date: unix(change.prorationDate) } : {}),
        },
        key,
      ),
    async previewChange(id, change, prorationDate) {
      const invoice = await stripe.invoices.createPreview({
        subscription: id,
        subscription_details: {
          items: itemParams(change),
          proration_behavior: 'create_prorations',
          proration_date: unix(prorationDate),
        },
      })
      const prorations = invoice.lines.data.filter(
        (line) => line.parent?.subscription_item_details?.proration,
      )
      const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period.end))
      return {
        amountCents: prorations.reduce((sum, line) => sum + line.amount, 0),
        currency: invoice.currency.toUpperCase(),
        prorationDate,
        periodEnd: fromUnix(periodEnd || invoice.period_end),
      }
    },
    extendPeriod: (id, until, key) => update(id, { trial_end: unix(until), proration_behavior: 'none' }, key),
    cancelNow: async (id) => normaliseSubscription(await stripe.subscriptions.cancel(id)),
  }
}
