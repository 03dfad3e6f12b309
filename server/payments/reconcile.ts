import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { checkoutSessions, products, subscriptionItems, subscriptions } from '../db/schema'
import { syncSubscription } from './fulfil'
import { lockSubscription } from './locks'
import type { PaymentProvider, ProviderSubscription } from './provider'

export type Drift = { subscription: string; field: string; ours: string; theirs: string }
export type ReconcileReport = { checked: number; drift: Drift[]; fixed: string[]; expiredSessions: number }

const ENDED_KEPT_DAYS = 35
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Compares our copy of every Stripe subscription that is live (or ended in the last 35 days) with Stripe's,
 * and with `fix` repairs the difference through syncSubscription, as a webhook would have. Also expires
 * checkouts left open for more than a day. Only subscriptions we know are read (ADR 0025, Q16).
 */
export async function reconcile(
  db: Db,
  provider: PaymentProvider | null,
  options: { fix?: boolean; now?: Date } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date()
  const report: ReconcileReport = { checked: 0, drift: [], fixed: [], expiredSessions: 0 }
  const expired = await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(checkoutSessions.status, 'open'),
        or(
          lt(checkoutSessions.createdAt, new Date(now.getTime() - DAY_MS)),
          lt(checkoutSessions.expiresAt, now),
        ),
      ),
    )
    .returning({ id: checkoutSessions.id })
  report.expiredSessions = expired.length
  if (!provider) return report

  const ours = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider.name),
        or(
          isNull(subscriptions.endedAt),
          gt(subscriptions.endedAt, new Date(now.getTime() - ENDED_KEPT_DAYS * DAY_MS)),
        ),
      ),
    )
  for (const row of ours) {
    report.checked++
    const theirs = await provider.retrieveSubscription(row.publicId)
    if (!theirs) {
      report.drift.push({ subscription: row.publicId, field: 'exists', ours: 'yes', theirs: 'no' })
      continue
    }
    const differences = await compare(db, row, theirs)
    if (!differences.length) continue
    report.drift.push(...differences)
    if (options.fix) {
      await db.transaction(async (tx) => {
        await lockSubscription(tx, row.publicId)
        await syncSubscription(tx, theirs)
      })
      report.fixed.push(row.publicId)
    }
  }
  return report
}

async function compare(db: Db, row: typeof subscriptions.$inferSelect, theirs: ProviderSubscription) {
  const drift: Drift[] = []
  const check = (field: string, ours: unknown, their: unknown) => {
    if (String(ours) !== String(their))
      drift.push({ subscription: row.publicId, field, ours: String(ours), theirs: String(their) })
  }
  check('status', row.status, theirs.status)
  check('cancel_at_period_end', row.cancelAtPeriodEnd, theirs.cancelAtPeriodEnd)
  check(
    'current_period_end',
    row.currentPeriodEnd.toISOString().slice(0, 19),
    theirs.currentPeriodEnd.toISOString().slice(0, 19),
  )
  const live = await db
    .select({ priceId: subscriptionItems.priceId, product: products })
    .from(subscriptionItems)
    .innerJoin(products, eq(products.courseId, subscriptionItems.courseId))
    .where(and(eq(subscriptionItems.subscriptionId, row.id), isNull(subscriptionItems.removedAt)))
  // Our prices in the provider's terms: Stripe's price ids for Stripe, ours for the local provider.
  const ourPrices = live.map(({ priceId, product }) =>
    theirs.provider === 'local'
      ? priceId
      : priceId === product.annualPriceId
        ? product.stripeAnnualPriceId
        : product.stripePriceId,
  )
  const ended = theirs.endedAt !== null || theirs.status === 'canceled'
  const theirPrices = ended ? [] : theirs.items.map((i) => i.price)
  check('prices', [...ourPrices].sort().join(' '), [...theirPrices].sort().join(' '))
  return drift
}

/** The report as the command prints it: one line per difference. */
export function formatReport(report: ReconcileReport, fix: boolean) {
  const lines = report.drift.map(
    (d) => `${d.subscription}  ${d.field}: ours ${d.ours || '(none)'}, Stripe ${d.theirs || '(none)'}`,
  )
  lines.push(
    `${report.checked} subscription(s) checked, ${report.drift.length} difference(s)` +
      (fix
        ? `, ${report.fixed.length} repaired.`
        : report.drift.length
          ? '. Run with --fix to repair.'
          : '.'),
    `${report.expiredSessions} checkout(s) left open for over a day marked expired.`,
  )
  return lines.join('\n')
}
