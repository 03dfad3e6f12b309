import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import {
  type BillingInterval,
  paymentRecords,
  products,
  subscriptionItems,
  subscriptions,
} from '../db/schema'
import { conflict, notConfigured, notFound } from '../errors'
import { type CheckoutSessionRow, syncSubscription } from './fulfil'
import { lockSubscription } from './locks'
import {
  type ChangePreview,
  ENDED_STATUSES,
  type ItemChange,
  type PaymentProvider,
  type ProviderSubscription,
} from './provider'

export const localId = (prefix: 'cs_local' | 'sub_local' | 'si_local' | 'evt_local') =>
  `${prefix}_${randomBytes(18).toString('base64url').slice(0, 24)}`

/** How long a local (and a Stripe) checkout stays open. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000

/**
 * The same calendar day `months` later, or the month's last day when it has no such day (31 January →
 * 28/29 February), as card billing and the cart's period do.
 */
export function addMonths(start: Date, months: number) {
  const end = new Date(start)
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay))
  return end
}

/** The part of a period's price still to come at `at`, in cents: what adding (or removing) a course costs. */
export function prorate(amountCents: number, periodStart: Date, periodEnd: Date, at: Date) {
  const whole = periodEnd.getTime() - periodStart.getTime()
  if (whole <= 0) return 0
  const left = Math.min(Math.max(periodEnd.getTime() - at.getTime(), 0), whole)
  return Math.round((amountCents * left) / whole)
}

export type TestCardResult =
  | { outcome: 'succeeded'; last4: string }
  | {
      outcome: 'declined'
      status: 402
      code: 'card_declined' | 'insufficient_funds'
      message: string
      last4: string
    }
  | { outcome: 'invalid'; status: 400; message: string }

/**
 * What the local checkout's card form does with a number (plan 4.2): Stripe's test cards, so the same
 * numbers work on both providers. No card is ever charged and only the last four digits are kept.
 */
export function chargeTestCard(cardNumber: string): TestCardResult {
  const digits = cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return { outcome: 'invalid', status: 400, message: 'Check the card number.' }
  const last4 = digits.slice(-4)
  const declined = (code: 'card_declined' | 'insufficient_funds', message: string) =>
    ({ outcome: 'declined', status: 402, code, message, last4 }) as const
  switch (digits) {
    case '4242424242424242':
      return { outcome: 'succeeded', last4 }
    case '4000000000000002':
      return declined('card_declined', 'Your card was declined. Nothing was charged. Try another card.')
    case '4000000000009995':
      return declined('insufficient_funds', 'Your card has insufficient funds. Nothing was charged.')
    default:
      return declined('card_declined', 'This is a test checkout: use 4242 4242 4242 4242.')
  }
}

function passesLuhn(digits: string) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The subscription a paid local checkout starts: one period from `now`, its courses as items. */
export function localSubscriptionFor(session: CheckoutSessionRow, now = new Date()): ProviderSubscription {
  return {
    id: localId('sub_local'),
    provider: 'local',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, session.interval === 'year' ? 12 : 1),
    endedAt: null,
    interval: session.interval,
    items: session.priceIds.map((price) => ({ id: localId('si_local'), price })),
    metadata: { studentId: session.studentId ?? undefined, checkoutSessionId: session.id },
  }
}

/**
 * The built-in provider used when no Stripe key is set: no outside calls, its subscriptions are our
 * subscriptions rows, and every change goes through the same syncSubscription as Stripe's webhook.
 * `checkoutEnabled` is false in production, where a test card must never open a course.
 */
export function createLocalProvider(db: Db, options: { checkoutEnabled: boolean }): PaymentProvider {
  /** Reads a subscription under its lock, applies `change`, and writes the result through syncSubscription. */
  const mutate = (
    id: string,
    change: (tx: Tx, sub: ProviderSubscription) => Promise<ProviderSubscription>,
  ): Promise<ProviderSubscription> =>
    db.transaction(async (tx) => {
      await lockSubscription(tx, id)
      const current = await readLocal(tx, id)
      if (!current) throw notFound('There is no such subscription.')
      const next = await change(tx, current)
      await syncSubscription(tx, next)
      return next
    })

  const refuseEnded = (sub: ProviderSubscription) => {
    if (ENDED_STATUSES.has(sub.status))
      throw conflict('This subscription has ended. Start a new one instead.')
  }

  return {
    name: 'local',
    async createCheckoutSession(input) {
      if (!options.checkoutEnabled) throw notConfigured('Card payments are not set up here.')
      return {
        id: input.publicId,
        url: `${new URL(input.successUrl).origin}/academy/pay/${input.publicId}`,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      }
    },
    retrieveSubscription: (id) => readLocal(db, id),
    setCancelAtPeriodEnd: (id, cancel) =>
      mutate(id, async (_tx, sub) => {
        refuseEnded(sub)
        return { ...sub, cancelAtPeriodEnd: cancel }
      }),
    changeItems: (id, change, idempotencyKey) =>
      mutate(id, async (tx, sub) => {
        const providerRef = `local-change-${idempotencyKey}`
        const [done] = await tx
          .select()
          .from(paymentRecords)
          .where(eq(paymentRecords.providerRef, providerRef))
        if (done) return sub
        refuseEnded(sub)
        const at = change.prorationDate ?? new Date()
        const preview = await previewLocal(tx, sub, change, at)
        const kept = sub.items.filter((item) => !change.remove?.includes(item.id))
        const added = (change.add ?? []).map((ref) => ({ id: localId('si_local'), price: ref.priceId }))
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.publicId, id))
        await tx.insert(paymentRecords).values({
          provider: 'local',
          kind: preview.amountCents >= 0 ? 'charge' : 'credit',
          subscriptionId: row.id,
          payerId: row.payerId,
          amountCents: Math.abs(preview.amountCents),
          currency: preview.currency,
          outcome: 'succeeded',
          providerRef,
        })
        return { ...sub, items: [...kept, ...added] }
      }),
    previewChange: async (id, change, prorationDate) => {
      const sub = await readLocal(db, id)
      if (!sub) throw notFound('There is no such subscription.')
      return previewLocal(db, sub, change, prorationDate)
    },
    extendPeriod: (id, until) =>
      mutate(id, async (_tx, sub) => {
        refuseEnded(sub)
        return until > sub.currentPeriodEnd ? { ...sub, currentPeriodEnd: until } : sub
      }),
    cancelNow: (id) =>
      mutate(id, async (_tx, sub) =>
        ENDED_STATUSES.has(sub.status)
          ? sub
          : { ...sub, status: 'canceled', cancelAtPeriodEnd: false, endedAt: new Date() },
      ),
  }
}

/** A local subscription as the provider describes it, from our rows. */
async function readLocal(db: Db | Tx, id: string): Promise<ProviderSubscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.publicId, id), eq(subscriptions.provider, 'local')))
  if (!row) return null
  const items = await db
    .select()
    .from(subscriptionItems)
    .where(and(eq(subscriptionItems.subscriptionId, row.id), isNull(subscriptionItems.removedAt)))
  return {
    id: row.publicId,
    provider: 'local',
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    endedAt: row.endedAt,
    interval: row.interval,
    items: items.map((item) => ({
      id: item.providerItemId ?? `si_local_row${item.id}`,
      price: item.priceId,
    })),
    metadata: {
      studentId: row.studentId ?? undefined,
      checkoutSessionId: row.checkoutSessionId ?? undefined,
    },
  }
}

/** Added courses cost the rest of the period's price; removed ones are credited the same way (plan 4.2). */
async function previewLocal(
  db: Db | Tx,
  sub: ProviderSubscription,
  change: ItemChange,
  prorationDate: Date,
): Promise<ChangePreview> {
  const removedPrices = sub.items.filter((item) => change.remove?.includes(item.id)).map((item) => item.price)
  const removed = removedPrices.length
    ? await db
        .select()
        .from(products)
        .where(or(inArray(products.priceId, removedPrices), inArray(products.annualPriceId, removedPrices)))
    : []
  const amount = (cents: number) =>
    prorate(cents, sub.currentPeriodStart, sub.currentPeriodEnd, prorationDate)
  const added = (change.add ?? []).reduce((sum, ref) => sum + amount(ref.amountCents), 0)
  const credited = removed.reduce((sum, p) => sum + amount(periodPrice(p, sub.interval)), 0)
  return {
    amountCents: added - credited,
    currency: removed[0]?.currency ?? 'SGD',
    prorationDate,
    periodEnd: sub.currentPeriodEnd,
  }
}

const periodPrice = (product: typeof products.$inferSelect, interval: BillingInterval) =>
  interval === 'year'
    ? (product.annualAmountCents ?? product.monthlyAmountCents * 12)
    : product.monthlyAmountCents
