import { and, eq, inArray, or } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { checkoutSessions, courses, products, users } from '../../db/schema'
import { notFound } from '../../errors'
import { payLocalCheckout } from '../../payments/local-checkout'
import { grantDueReferralRewardsQuietly } from '../referral/rewards'

/** A local checkout the caller opened; anyone else's is a 404 (its id is all a stranger could have). */
async function loadOwnSession(ctx: AppContext, caller: UserRow, publicId: string) {
  const [session] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.publicId, publicId), eq(checkoutSessions.provider, 'local')))
  if (!session || session.payerId !== caller.id)
    throw notFound('There is no such checkout. Start again from the cart.')
  return session
}

/** What the card page shows: the amount, the courses and whom they are for. */
export async function describeLocalCheckout(ctx: AppContext, caller: UserRow, publicId: string) {
  const session = await loadOwnSession(ctx, caller, publicId)
  const bought = await ctx.db
    .select({ name: courses.name })
    .from(products)
    .innerJoin(courses, eq(courses.id, products.courseId))
    .where(or(inArray(products.priceId, session.priceIds), inArray(products.annualPriceId, session.priceIds)))
  const [child] = session.studentId
    ? await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, session.studentId))
    : []
  const expired = session.status === 'open' && session.expiresAt <= new Date()
  return {
    session_id: session.publicId,
    amount_cents: session.amountCents,
    currency: session.currency,
    interval: session.interval,
    course_names: bought.map((b) => b.name),
    child_first_name: child?.firstName ?? null,
    status: expired ? ('expired' as const) : session.status,
    cancel_url: session.cancelUrl,
  }
}

/** Pays the caller's own local checkout with a test card; 402 when declined, 409 when already paid. */
export async function payOwnLocalCheckout(
  ctx: AppContext,
  caller: UserRow,
  publicId: string,
  cardNumber: string,
) {
  await loadOwnSession(ctx, caller, publicId)
  const paid = await payLocalCheckout(ctx.db, publicId, cardNumber)
  await grantDueReferralRewardsQuietly(ctx, caller.id)
  return { redirect_url: paid.redirectUrl }
}
