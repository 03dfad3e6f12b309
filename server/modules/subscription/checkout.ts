import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { courses, schoolWhiteLabels, subscriptionItems } from '../../db/schema'
import { badRequest, conflict } from '../../errors'
import { createPaymentProvider } from '../../payments'
import { openCheckout, priceCart } from '../../payments/checkout'
import { loadStudentFor } from './people'

export type CheckoutBody = {
  app_domain: string
  student_id: number
  price_ids: string[]
  checkout_mode: 'subscription' | 'payment'
  is_from_new_sub_page?: boolean
}

/**
 * Starts a card checkout for a student (a parent's own child, or a student themselves). Prices come from the
 * products table; the return addresses are built here from an allowed host, never taken from the client.
 */
export async function startCheckout(ctx: AppContext, caller: UserRow, body: CheckoutBody) {
  const student = await loadStudentFor(ctx, caller, body.student_id)
  if (body.checkout_mode === 'payment')
    throw badRequest('Courses are sold as subscriptions only: use checkout_mode "subscription".', [
      { path: 'checkout_mode', message: 'Only "subscription" is available.' },
    ])
  const origin = await returnOrigin(ctx, body.app_domain)
  const cart = await priceCart(ctx.db, body.price_ids)
  await refuseOwnedCourses(
    ctx,
    student,
    cart.lines.map((l) => l.courseId),
  )
  const provider = createPaymentProvider({ config: ctx.config, db: ctx.db })
  const opened = await openCheckout(ctx.db, provider, {
    payerId: caller.id,
    payerEmail: caller.email,
    studentId: student.id,
    priceIds: body.price_ids,
    successUrl: `${origin}/academy/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/academy/checkout/cancelled`,
    isFromNewSubPage: body.is_from_new_sub_page,
  })
  return { checkout_url: opened.checkoutUrl, session_id: opened.sessionId }
}

/**
 * The origin a checkout returns to: APP_URL's own, or a school's white-label domain (served over https).
 * Any other host is refused, so a checkout can never send a parent to someone else's site.
 */
async function returnOrigin(ctx: AppContext, appDomain: string) {
  const host = hostOf(appDomain)
  const app = new URL(ctx.config.appUrl)
  if (host && (host === app.host || host === app.hostname)) return app.origin
  if (host) {
    const [label] = await ctx.db
      .select({ domain: schoolWhiteLabels.domainName })
      .from(schoolWhiteLabels)
      .where(eq(schoolWhiteLabels.domainName, host))
    if (label) return `https://${label.domain}`
  }
  throw badRequest('This checkout cannot return to that site. Start it from the Lantern app.', [
    { path: 'app_domain', message: 'Not a Lantern site.' },
  ])
}

function hostOf(value: string) {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`).host.toLowerCase()
  } catch {
    return null
  }
}

async function refuseOwnedCourses(ctx: AppContext, student: UserRow, courseIds: number[]) {
  const owned = await ctx.db
    .select({ name: courses.name })
    .from(subscriptionItems)
    .innerJoin(courses, eq(courses.id, subscriptionItems.courseId))
    .where(
      and(
        eq(subscriptionItems.studentId, student.id),
        isNull(subscriptionItems.removedAt),
        inArray(subscriptionItems.courseId, courseIds),
      ),
    )
  if (owned.length)
    throw conflict(
      `${student.firstName} already has ${owned.map((o) => o.name).join(' and ')}. Remove it from the cart.`,
    )
}
