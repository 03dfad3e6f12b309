import { eq } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { checkoutSessions, paymentRecords } from '../db/schema'
import { applyCheckoutCompleted, type CheckoutSessionRow, isEnded, syncSubscription } from './fulfil'
import { lockSubscription } from './locks'
import type { PaymentProvider, ProviderSubscription } from './provider'

/**
 * A card paid for courses the student already had (two checkouts paid at once): the provider's subscription
 * is cancelled at once, kept as ended, and a refund-needed record is written for support, once.
 */
export async function settleDuplicate(
  tx: Tx,
  provider: PaymentProvider,
  session: CheckoutSessionRow,
  providerSub: ProviderSubscription,
) {
  const cancelled = isEnded(providerSub) ? providerSub : await provider.cancelNow(providerSub.id)
  const outcome = await applyCheckoutCompleted(tx, session, cancelled)
  const subscriptionId = outcome.kind === 'duplicate' ? null : outcome.subscription.id
  await tx
    .insert(paymentRecords)
    .values({
      provider: provider.name,
      kind: 'refund',
      checkoutSessionId: session.id,
      subscriptionId,
      payerId: session.payerId,
      amountCents: session.amountCents,
      currency: session.currency,
      outcome: 'refund_needed',
      providerRef: `refund-needed-${providerSub.id}`,
    })
    .onConflictDoNothing()
}

/**
 * Re-reads a subscription from its provider and applies it: what every webhook event comes down to, so the
 * order events arrive in does not matter. A duplicate purchase is settled here too.
 */
export async function syncFromProvider(tx: Tx, provider: PaymentProvider, subscriptionId: string) {
  await lockSubscription(tx, subscriptionId)
  const providerSub = await provider.retrieveSubscription(subscriptionId)
  if (!providerSub) return { kind: 'unknown' } as const
  const outcome = await syncSubscription(tx, providerSub)
  if (outcome.kind === 'duplicate' && providerSub.metadata.checkoutSessionId) {
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, providerSub.metadata.checkoutSessionId))
    if (session) await settleDuplicate(tx, provider, session, providerSub)
  }
  return outcome
}
