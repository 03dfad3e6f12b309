import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { checkoutSessions, courses, products, subscriptionItems, subscriptions } from '../db/schema'
import { addMonths, localId } from '../payments/local'

/** Test support: local subscriptions and open local checkouts of the walk's families (issue 9). */

/** The products of the common courses of a level, by course id. */
export async function levelProducts(db: Db, levelId: number) {
  return db
    .select({ product: products })
    .from(products)
    .innerJoin(courses, eq(courses.id, products.courseId))
    .where(and(eq(courses.academicLevelId, levelId), isNull(courses.schoolId)))
    .orderBy(asc(courses.id))
    .then((rows) => rows.map((r) => r.product))
}

type Product = typeof products.$inferSelect

/** An active monthly local subscription a payer pays for a student, for these courses. */
export async function localSubscription(db: Db, payerId: number, studentId: number, bought: Product[]) {
  const now = new Date()
  const [row] = await db
    .insert(subscriptions)
    .values({
      publicId: localId('sub_local'),
      provider: 'local',
      studentId,
      payerId,
      status: 'active',
      interval: 'month',
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 1),
    })
    .returning()
  await db.insert(subscriptionItems).values(
    bought.map((p) => ({
      subscriptionId: row.id,
      studentId,
      courseId: p.courseId,
      priceId: p.priceId,
      providerItemId: localId('si_local'),
    })),
  )
  return row.publicId
}

/** An open local checkout a payer started for a student. */
export async function localCheckout(db: Db, payerId: number, studentId: number, product: Product) {
  const publicId = localId('cs_local')
  const app = 'http://localhost:3000'
  await db.insert(checkoutSessions).values({
    publicId,
    provider: 'local',
    payerId,
    studentId,
    priceIds: [product.priceId],
    interval: 'month',
    amountCents: product.monthlyAmountCents,
    currency: product.currency,
    url: `${app}/academy/pay/${publicId}`,
    successUrl: `${app}/academy/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${app}/academy/checkout/cancelled`,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  })
  return publicId
}

type Person = { id: number; academicLevelId: number | null }

/**
 * ava's subscription (her parent pays) and one of another family and of another school; open checkouts that
 * ava started for herself, her parent for ben, and the other family and school for their own.
 */
export async function walkCommerce(
  db: Db,
  demo: Record<string, Person>,
  others: { otherParent: Person; eve: Person; dan: Person },
) {
  const w = { parent: demo.parent, ava: demo.ava, ben: demo.ben, ...others }
  const [maths, second, third] = await levelProducts(db, w.ava.academicLevelId!)
  const [forBen] = await levelProducts(db, w.ben.academicLevelId!)
  return {
    subscriptions: {
      ava: await localSubscription(db, w.parent.id, w.ava.id, [maths, second]),
      eve: await localSubscription(db, w.otherParent.id, w.eve.id, [maths]),
      dan: await localSubscription(db, w.dan.id, w.dan.id, [maths]),
    },
    /** A course of ava's subscription, not its last: what the walk removes, adds back and previews. */
    price: second.priceId,
    checkouts: {
      ava: await localCheckout(db, w.ava.id, w.ava.id, third),
      ben: await localCheckout(db, w.parent.id, w.ben.id, forBen),
      eve: await localCheckout(db, w.otherParent.id, w.eve.id, third),
      dan: await localCheckout(db, w.dan.id, w.dan.id, third),
    },
  }
}
