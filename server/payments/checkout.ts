import { randomBytes } from 'node:crypto'
import { and, eq, gt, inArray, or } from 'drizzle-orm'
import type { Db, Executor } from '../db/client'
import { type BillingInterval, checkoutSessions, courses, products } from '../db/schema'
import { badRequest, notConfigured } from '../errors'
import { CHECKOUT_LIFETIME_MS, localId } from './local'
import { lockStudent } from './locks'
import type { PaymentProvider, PriceRef } from './provider'

export type PricedCart = {
  interval: BillingInterval
  currency: string
  amountCents: number
  lines: PriceRef[]
}

/**
 * Our price ids as the products table prices them: the only source of amounts (a client never sends one).
 * One interval per checkout, each course once, every price on sale.
 */
export async function priceCart(db: Executor, priceIds: string[]): Promise<PricedCart> {
  const wanted = [...new Set(priceIds)]
  if (!wanted.length) throw badRequest('Choose at least one course.')
  const rows = await db
    .select({ product: products, courseName: courses.name })
    .from(products)
    .innerJoin(courses, eq(courses.id, products.courseId))
    .where(or(inArray(products.priceId, wanted), inArray(products.annualPriceId, wanted)))
  const lines = wanted.map((priceId) => {
    const row = rows.find((r) => r.product.priceId === priceId || r.product.annualPriceId === priceId)
    if (!row?.product.isActive)
      throw badRequest(`No course is for sale at the price "${priceId}".`, [
        { path: 'price_ids', message: `Unknown price ${priceId}` },
      ])
    const annual = row.product.annualPriceId === priceId
    return {
      courseId: row.product.courseId,
      priceId,
      providerPriceId: annual ? row.product.stripeAnnualPriceId : row.product.stripePriceId,
      amountCents: annual ? (row.product.annualAmountCents ?? 0) : row.product.monthlyAmountCents,
      interval: (annual ? 'year' : 'month') as BillingInterval,
      currency: row.product.currency,
    }
  })
  if (new Set(lines.map((l) => l.interval)).size > 1)
    throw badRequest('Choose monthly or yearly for every course in one checkout, not both.')
  if (new Set(lines.map((l) => l.courseId)).size < lines.length)
    throw badRequest('Each course can be in the checkout only once.')
  return {
    interval: lines[0].interval,
    currency: lines[0].currency,
    amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    lines: lines.map(({ courseId, priceId, providerPriceId, amountCents }) => ({
      courseId,
      priceId,
      providerPriceId,
      amountCents,
    })),
  }
}

export type CheckoutRequest = {
  payerId: number
  payerEmail: string | null
  studentId: number
  priceIds: string[]
  /** Built by the server from an allowed app domain; may hold `{CHECKOUT_SESSION_ID}`. */
  successUrl: string
  cancelUrl: string
  isFromNewSubPage?: boolean
  trialDays?: number
}

/**
 * Opens a checkout, once (plan 4.4): under the student's lock, an open session for the same prices is handed
 * out again; otherwise our row is written first and the provider is called with `checkout-<row id>`, so a
 * retried call can never open a second provider session for it.
 */
export async function openCheckout(db: Db, provider: PaymentProvider, request: CheckoutRequest) {
  const cart = await priceCart(db, request.priceIds)
  if (provider.name === 'stripe' && cart.lines.some((l) => !l.providerPriceId))
    throw notConfigured(
      'Card payments for this course are not set up yet: it has no Stripe price. Ask us to add it.',
    )
  const priceIds = cart.lines.map((l) => l.priceId).sort()
  return db.transaction(async (tx) => {
    await lockStudent(tx, request.studentId)
    const open = await tx
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.studentId, request.studentId),
          eq(checkoutSessions.status, 'open'),
          eq(checkoutSessions.provider, provider.name),
          gt(checkoutSessions.expiresAt, new Date(Date.now() + 60_000)),
        ),
      )
    const same = open.find((s) => s.payerId === request.payerId && s.priceIds.join() === priceIds.join())
    if (same) return { checkoutUrl: same.url, sessionId: same.publicId, reused: true }
    const publicId =
      provider.name === 'local' ? localId('cs_local') : `pending_${randomBytes(12).toString('hex')}`
    const [row] = await tx
      .insert(checkoutSessions)
      .values({
        publicId,
        provider: provider.name,
        payerId: request.payerId,
        studentId: request.studentId,
        priceIds,
        interval: cart.interval,
        amountCents: cart.amountCents,
        currency: cart.currency,
        url: '',
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        isFromNewSubPage: request.isFromNewSubPage ?? false,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      })
      .returning()
    const created = await provider.createCheckoutSession(
      {
        checkoutSessionId: row.id,
        publicId,
        studentId: request.studentId,
        payerEmail: request.payerEmail,
        interval: cart.interval,
        currency: cart.currency,
        lines: cart.lines,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        trialDays: request.trialDays,
      },
      `checkout-${row.id}`,
    )
    await tx
      .update(checkoutSessions)
      .set({
        publicId: created.id,
        providerSessionId: created.id,
        url: created.url,
        expiresAt: created.expiresAt,
      })
      .where(eq(checkoutSessions.id, row.id))
    return { checkoutUrl: created.url, sessionId: created.id, reused: false }
  })
}
