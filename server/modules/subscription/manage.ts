import { createHash } from 'node:crypto'
import { and, eq, isNull, or } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { products, subscriptionItems, subscriptions } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../errors'
import { type ItemChange, type ProviderSubscription, paymentProviderFor } from '../../payments'
import { priceCart } from '../../payments/checkout'
import { syncSubscription } from '../../payments/fulfil'
import { lockSubscription } from '../../payments/locks'
import { ENDED_STATUSES } from '../../payments/provider'
import { presentSubscription } from './present'

type SubscriptionRow = typeof subscriptions.$inferSelect
export type ItemAction = 'add' | 'remove'

/** How old a preview's proration date may be when the change is confirmed: long enough to read it, no more. */
const PREVIEW_LIFETIME_MS = 60 * 60 * 1000

/** A subscription the caller pays for. Its student is told to ask the payer; anyone else learns nothing. */
export async function loadPaidSubscription(ctx: AppContext, caller: UserRow, publicId: string) {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId))
  if (row && row.payerId === caller.id) return row
  if (row && row.studentId === caller.id)
    throw forbidden('Only the person who pays for this subscription can change it. Ask your parent.')
  throw notFound('There is no such subscription.')
}

const isEnded = (row: SubscriptionRow) => row.endedAt !== null || ENDED_STATUSES.has(row.status)
const refuseEnded = (row: SubscriptionRow) => {
  if (isEnded(row)) throw conflict('This subscription has ended. Start a new one instead.')
}

type PaymentsCtx = Pick<AppContext, 'config' | 'db'>

export const providerOf = (ctx: PaymentsCtx, row: SubscriptionRow) =>
  paymentProviderFor(row.provider, { config: ctx.config, db: ctx.db })

/** The local provider writes its own rows; Stripe's answer is written here (its webhook will agree). */
export async function recordProviderAnswer(
  ctx: PaymentsCtx,
  row: SubscriptionRow,
  result: ProviderSubscription,
) {
  if (row.provider !== 'local')
    await ctx.db.transaction(async (tx) => {
      await lockSubscription(tx, row.publicId)
      await syncSubscription(tx, result)
    })
  return presentSubscription(ctx.db, row.publicId)
}

/** Cancel at the period's end (true) or undo it (false); the course stays open until then. */
export async function setCancelAtPeriodEnd(
  ctx: AppContext,
  caller: UserRow,
  publicId: string,
  cancel: boolean,
) {
  const row = await loadPaidSubscription(ctx, caller, publicId)
  refuseEnded(row)
  if (row.cancelAtPeriodEnd === cancel) return presentSubscription(ctx.db, row.publicId)
  const key = `cancel-${row.publicId}-${cancel}-${row.updatedAt.getTime()}`
  return recordProviderAnswer(
    ctx,
    row,
    await providerOf(ctx, row).setCancelAtPeriodEnd(row.publicId, cancel, key),
  )
}

/** The change adding or removing a course makes, checked against what the subscription holds. */
async function itemChange(ctx: AppContext, row: SubscriptionRow, action: ItemAction, priceId: string) {
  const live = await ctx.db
    .select()
    .from(subscriptionItems)
    .where(and(eq(subscriptionItems.subscriptionId, row.id), isNull(subscriptionItems.removedAt)))
  const stateKey = live
    .map((i) => i.id)
    .sort()
    .join('.')
  if (action === 'add') {
    const cart = await priceCart(ctx.db, [priceId])
    const [line] = cart.lines
    if (cart.interval !== row.interval)
      throw badRequest(
        `This subscription is paid by the ${row.interval}: choose the ${row.interval}ly price.`,
      )
    const [taken] = await ctx.db
      .select({ id: subscriptionItems.id })
      .from(subscriptionItems)
      .where(
        and(
          eq(subscriptionItems.studentId, row.studentId ?? -1),
          eq(subscriptionItems.courseId, line.courseId),
          isNull(subscriptionItems.removedAt),
        ),
      )
    if (taken) throw conflict('This course is already included. Nothing was charged.')
    return { change: { add: [line] } satisfies ItemChange, stateKey }
  }
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(or(eq(products.priceId, priceId), eq(products.annualPriceId, priceId)))
  const item = live.find((i) => i.priceId === priceId || (product && i.courseId === product.courseId))
  if (!item) throw conflict('This course is not part of this subscription.')
  if (live.length === 1)
    throw conflict('This is the last course of the subscription: cancel the subscription instead.')
  return {
    change: { remove: [item.providerItemId ?? `si_local_row${item.id}`] } satisfies ItemChange,
    stateKey,
  }
}

/** What adding or removing the course would charge (positive) or credit (negative) now. */
export async function previewItemChange(
  ctx: AppContext,
  caller: UserRow,
  publicId: string,
  priceId: string,
  action: ItemAction,
) {
  const row = await loadPaidSubscription(ctx, caller, publicId)
  refuseEnded(row)
  const { change } = await itemChange(ctx, row, action, priceId)
  const preview = await providerOf(ctx, row).previewChange(row.publicId, change, new Date())
  return {
    amount_cents: preview.amountCents,
    currency: preview.currency,
    proration_date: preview.prorationDate.toISOString(),
    period_end: preview.periodEnd.toISOString(),
  }
}

/** Adds or removes a course, prorated from the preview's date so the charge is what the parent saw. */
export async function changeItem(
  ctx: AppContext,
  caller: UserRow,
  publicId: string,
  priceId: string,
  action: ItemAction,
  prorationDate?: string,
) {
  const row = await loadPaidSubscription(ctx, caller, publicId)
  refuseEnded(row)
  const at = prorationDateFrom(prorationDate)
  const { change, stateKey } = await itemChange(ctx, row, action, priceId)
  const key = createHash('sha256')
    .update(`${row.publicId}|${action}|${priceId}|${stateKey}|${at.toISOString()}`)
    .digest('hex')
    .slice(0, 40)
  const result = await providerOf(ctx, row).changeItems(row.publicId, { ...change, prorationDate: at }, key)
  return recordProviderAnswer(ctx, row, result)
}

function prorationDateFrom(value?: string) {
  const now = Date.now()
  if (value === undefined) return new Date(now)
  const at = new Date(value)
  if (Number.isNaN(at.getTime()) || at.getTime() > now + 60_000 || at.getTime() < now - PREVIEW_LIFETIME_MS) {
    const message = 'This price preview is out of date. Look at the price again, then confirm.'
    throw badRequest(message, [{ path: 'proration_date', message }])
  }
  return at
}

/** Ends a subscription at once, with no refund of the running period (a child's account being deleted). */
export async function endSubscriptionNow(ctx: AppContext, row: SubscriptionRow) {
  if (isEnded(row)) return
  await recordProviderAnswer(ctx, row, await providerOf(ctx, row).cancelNow(row.publicId))
}
