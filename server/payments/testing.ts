import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { USER_ROLE } from '../../contracts/constants'
import type { FakeStripeServer } from '../../tests/fake-stripe-server'
import type { Db } from '../db/client'
import { courses, products, subscriptionItems, subscriptions, users } from '../db/schema'
import { type CheckoutRequest, openCheckout } from './checkout'
import type { PaymentProvider } from './provider'

/** A fresh family for one test: a parent and a child with no purchases (the demo seed's may change). */
export async function newFamily(db: Db, firstName = 'Ben') {
  const tag = randomBytes(4).toString('hex')
  const [parent, child] = await db
    .insert(users)
    .values([
      {
        firstName: 'Pat',
        lastName: `Payer ${tag}`,
        email: `payer-${tag}@example.com`,
        userRoleId: USER_ROLE.PARENT,
      },
      { firstName, lastName: `Learner ${tag}`, username: `learner-${tag}`, userRoleId: USER_ROLE.STUDENT },
    ])
    .returning()
  return { parent, child }
}

/**
 * A course's product, with Stripe price ids when given: the seeded one when there is one (its price ids
 * kept), else a new S$29 / S$290 product.
 */
export async function productFor(
  db: Db,
  index: number,
  stripe: { monthly?: string | null; annual?: string | null } = {},
) {
  const all = await db.select().from(courses).orderBy(asc(courses.id))
  const course = all[index]
  const [existing] = await db.select().from(products).where(eq(products.courseId, course.id))
  const stripeIds = { stripePriceId: stripe.monthly ?? null, stripeAnnualPriceId: stripe.annual ?? null }
  if (existing) {
    const [row] = await db
      .update(products)
      .set({ ...stripeIds, isActive: true })
      .where(eq(products.id, existing.id))
      .returning()
    return { ...row, courseName: course.name }
  }
  const [row] = await db
    .insert(products)
    .values({
      courseId: course.id,
      priceId: `test_course${course.id}_month`,
      annualPriceId: `test_course${course.id}_year`,
      monthlyAmountCents: 2900,
      annualAmountCents: 29000,
      ...stripeIds,
    })
    .returning()
  return { ...row, courseName: course.name }
}

/** Every subscription of a student, with its live course ids. */
export async function subscriptionsOf(db: Db, studentId: number) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.studentId, studentId))
  return Promise.all(
    rows.map(async (row) => {
      const live = await db
        .select({ courseId: subscriptionItems.courseId, priceId: subscriptionItems.priceId })
        .from(subscriptionItems)
        .where(and(eq(subscriptionItems.subscriptionId, row.id), isNull(subscriptionItems.removedAt)))
      return { ...row, live }
    }),
  )
}

/** Opens a Stripe checkout through the fake for a new family's child, for courses at these indexes. */
export async function stripeCheckout(
  db: Db,
  provider: PaymentProvider,
  fake: FakeStripeServer,
  options: { firstName?: string; courses?: number[]; appUrl?: string } = {},
) {
  const family = await newFamily(db, options.firstName)
  const bought = await Promise.all((options.courses ?? [3]).map((index) => stripeProduct(db, fake, index)))
  const appUrl = options.appUrl ?? 'http://localhost:3000'
  const request: CheckoutRequest = {
    payerId: family.parent.id,
    payerEmail: family.parent.email,
    studentId: family.child.id,
    priceIds: bought.map((p) => p.priceId),
    successUrl: `${appUrl}/academy/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}/academy/checkout/cancelled`,
  }
  const opened = await openCheckout(db, provider, request)
  return { ...family, products: bought, request, ...opened }
}

/** A course's product with a Stripe price the fake sells (S$29 a month). */
export async function stripeProduct(db: Db, fake: FakeStripeServer, index: number) {
  const product = await productFor(db, index, { monthly: `price_test_course_${index}` })
  fake.addPrice(`price_test_course_${index}`, product.monthlyAmountCents)
  return product
}
