import { courseIdOf, selectItems, selectPending } from '../../machines/cart.machine'
import { cartActor } from './cartActor'

/** What a return page needs to say what was bought, kept for a reload (the cart forgets it on return). */
export type ReturnedPurchase = {
  studentId: number
  courseIds: number[]
  childName: string
  courseNames: string[]
}

const KEY = 'checkout_return'

/**
 * Reads the checkout on its way from the cart, tells the cart how it came back (`cart.returned`: on success the
 * bought items leave the cart; on cancel it stays whole), and keeps the purchase for a reload of this page.
 */
export function takeReturn(url: string): ReturnedPurchase | null {
  const snapshot = cartActor.getSnapshot()
  const pending = selectPending(snapshot)
  if (pending) {
    const bought = selectItems(snapshot).filter(
      (item) => item.child_id === pending.studentId && pending.courseIds.includes(courseIdOf(item)),
    )
    const purchase: ReturnedPurchase = {
      studentId: pending.studentId,
      courseIds: pending.courseIds,
      childName: bought[0]?.child_name ?? 'your child',
      courseNames: bought.map((item) => item.product.course.name),
    }
    if (url.includes('success')) sessionStorage.setItem(KEY, JSON.stringify(purchase))
    cartActor.send({ type: 'cart.returned', url })
    return purchase
  }
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ReturnedPurchase | null
    return kept && Array.isArray(kept.courseIds) ? kept : null
  } catch {
    return null
  }
}

/** "Maths", "Maths and Science", "Maths, Science and English". */
export function listOf(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'Your subjects'
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
