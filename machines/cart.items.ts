import type { z } from 'zod'
import type { Subscription, SubscriptionProductSchema } from '../contracts/subscription'

/** Spec §3: "Subscription product: price_id, annual_price_id, course (with id, subject_id, subject_name)." */
export type SubscriptionProduct = z.infer<typeof SubscriptionProductSchema>
/** Spec §3: "Cart item: product, child_id, child_name." No child yet is `null`. */
export type CartItem = { product: SubscriptionProduct; child_id: number | null; child_name: string | null }
export type CartChild = { id: number; name: string }
/** Who is looking at the cart: a student buys for themselves (ADR 0026), a parent for a chosen child. */
export type CartViewer =
  | { role: 'visitor' }
  | { role: 'parent' }
  | { role: 'student'; id: number; name: string }
/** One billing interval per checkout (ADR 0026). */
export type CartInterval = 'month' | 'year'
/** The checkout on its way: kept with the cart, so the return page (a new page load) knows what was bought. */
export type PendingCheckout = { studentId: number; priceIds: string[]; courseIds: number[] }

export const courseIdOf = (item: CartItem) => item.product.course.id

const isItem = (item: CartItem, courseId: number, childId: number | null) =>
  courseIdOf(item) === courseId && item.child_id === childId

export const hasItem = (items: readonly CartItem[], courseId: number, childId: number | null) =>
  items.some((item) => isItem(item, courseId, childId))

/** The cart with one more item, unless that course is already there for that child. */
export function withItem(
  items: CartItem[],
  product: SubscriptionProduct,
  child: CartChild | null,
): CartItem[] {
  if (hasItem(items, product.course.id, child?.id ?? null)) return items
  return [...items, { product, child_id: child?.id ?? null, child_name: child?.name ?? null }]
}

export const withoutItem = (items: CartItem[], courseId: number, childId: number | null) =>
  items.filter((item) => !isItem(item, courseId, childId))

/** Each course once per child: the first of any repeats is kept. */
export const uniqueItems = (items: CartItem[]) =>
  items.filter(
    (item, index) => items.findIndex((other) => isItem(other, courseIdOf(item), item.child_id)) === index,
  )

/** Spec §5: "Cart items with no child receive the selected child when one is chosen." */
export const giveChild = (items: CartItem[], child: CartChild) =>
  uniqueItems(
    items.map((item) =>
      item.child_id === null ? { ...item, child_id: child.id, child_name: child.name } : item,
    ),
  )

/** A student's cart holds only what they buy for themselves: their items, and the unassigned ones, made theirs. */
export const studentItems = (items: CartItem[], student: CartChild) =>
  giveChild(
    items.filter((item) => item.child_id === null || item.child_id === student.id),
    student,
  )

export const itemsFor = (items: readonly CartItem[], childId: number) =>
  items.filter((item) => item.child_id === childId)

/** Whether every item can be billed yearly: a product may have no annual price. */
export const offersYearly = (items: readonly CartItem[]) =>
  items.every((item) => item.product.annual_price_id !== null)

export const priceIdOf = (product: SubscriptionProduct, interval: CartInterval) =>
  interval === 'year' ? (product.annual_price_id ?? product.price_id) : product.price_id

/** A course is still subscribed until its subscription has ended, a pending cancellation included. */
const LIVE_STATUSES: ReadonlySet<Subscription['status']> = new Set(['active', 'trialing', 'past_due'])

export const subscribedCourseIds = (subscriptions: readonly Subscription[]) =>
  subscriptions.filter((sub) => LIVE_STATUSES.has(sub.status)).flatMap((sub) => sub.course_ids)

/** Spec §4: "Loading a child's subscriptions removes cart items for courses already subscribed." */
export function withoutSubscribed(
  items: CartItem[],
  childId: number,
  subscriptions: readonly Subscription[],
) {
  const subscribed = new Set(subscribedCourseIds(subscriptions))
  return items.filter((item) => item.child_id !== childId || !subscribed.has(courseIdOf(item)))
}

/** What the checkout of one child's items sends: one price per course, all in the cart's interval. */
export function pendingCheckout(
  items: CartItem[],
  child: CartChild,
  interval: CartInterval,
): PendingCheckout {
  const bought = itemsFor(items, child.id)
  return {
    studentId: child.id,
    priceIds: bought.map((item) => priceIdOf(item.product, interval)),
    courseIds: bought.map(courseIdOf),
  }
}

/** Spec §4: after a checkout that succeeded, "the purchased items leave the cart". */
export const withoutPurchased = (items: CartItem[], pending: PendingCheckout) =>
  items.filter((item) => item.child_id !== pending.studentId || !pending.courseIds.includes(courseIdOf(item)))
