import { assertEvent } from 'xstate'
import type { Subscription } from '../contracts/subscription'
import {
  type CartChild,
  type CartInterval,
  type CartItem,
  type CartViewer,
  giveChild,
  itemsFor,
  type PendingCheckout,
  type SubscriptionProduct,
  studentItems,
} from './cart.items'
import { restoreCart } from './cart.storage'

/** `stored`: the raw text kept under `CART_STORAGE_KEY`, checked before use. */
export type CartInput = { viewer: CartViewer; stored?: string | null }
export type CartContext = {
  items: CartItem[]
  /** The child being bought for; a student is always their own selected child. */
  selectedChild: CartChild | null
  viewer: CartViewer
  interval: CartInterval
  pending: PendingCheckout | null
}
/** What the host's `startCheckout` receives: the body of POST /subscription/checkout, less the app's domain. */
export type CheckoutStart = { studentId: number; priceIds: string[] }

export type CartEvent =
  | { type: 'cart.add'; product: SubscriptionProduct; child?: CartChild | null }
  | { type: 'cart.remove'; courseId: number; childId: number | null }
  | { type: 'cart.selectChild'; child: CartChild }
  | { type: 'cart.setInterval'; interval: CartInterval }
  | { type: 'cart.subscriptionsLoaded'; childId: number; subscriptions: Subscription[] }
  | { type: 'cart.checkout' }
  | { type: 'cart.returned'; url: string }
  | { type: 'cart.checkoutFailed' }
  | { type: 'cart.viewerChanged'; viewer: CartViewer }
  | { type: 'cart.signedOut' }

export const eventAs =
  <T extends CartEvent['type']>(type: T) =>
  ({ event }: { event: CartEvent }) => {
    assertEvent(event, type)
    return event
  }

export const studentOf = (viewer: CartViewer): CartChild | null =>
  viewer.role === 'student' ? { id: viewer.id, name: viewer.name } : null

export function initialContext({ viewer, stored }: CartInput): CartContext {
  const { items, selectedChild, interval, pending } = restoreCart(stored)
  const student = studentOf(viewer)
  if (student)
    return { items: studentItems(items, student), selectedChild: student, viewer, interval, pending }
  return {
    items: selectedChild ? giveChild(items, selectedChild) : items,
    selectedChild,
    viewer,
    interval,
    pending,
  }
}

/**
 * Spec §5: "The cart can be checked out only if it is non-empty and, for a logged-in non-student, holds items
 * for the selected child." A visitor is asked to sign in first.
 */
export function checkoutAllowed({ viewer, items, selectedChild }: CartContext): boolean {
  if (viewer.role === 'student') return items.length > 0
  return viewer.role !== 'visitor' && selectedChild !== null && itemsFor(items, selectedChild.id).length > 0
}
