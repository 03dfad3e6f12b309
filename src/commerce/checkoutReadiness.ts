import { type CartContext, type CartItem, itemsFor } from '../../machines/cart.machine'

export type Readiness =
  | { kind: 'signIn'; label: string }
  | { kind: 'chooseChild'; label: string }
  | { kind: 'ready'; label: string; items: CartItem[] }
  | { kind: 'blocked'; label: string; reason: string }

/**
 * What the cart's Checkout button does now, in the words it shows. The machine decides (cart.checkout asks to
 * sign in, to choose a child, or starts the checkout); this only names it, and says why when it cannot.
 */
export function readinessOf(context: CartContext, awaitingReturn: boolean): Readiness {
  const { viewer, items, selectedChild } = context
  if (awaitingReturn)
    return { kind: 'blocked', label: 'Checkout', reason: 'Your checkout is opening. Please wait a moment.' }
  if (items.length === 0)
    return { kind: 'blocked', label: 'Checkout', reason: 'Add a subject to your cart first.' }
  if (viewer.role === 'visitor') return { kind: 'signIn', label: 'Log in to check out' }
  if (viewer.role === 'student') return { kind: 'ready', label: 'Checkout', items }
  if (!selectedChild) return { kind: 'chooseChild', label: 'Choose a child to check out' }
  const forChild = itemsFor(items, selectedChild.id)
  if (forChild.length === 0)
    return {
      kind: 'blocked',
      label: `Check out for ${selectedChild.name}`,
      reason: `Nothing in your cart is for ${selectedChild.name} yet. Add a subject for ${selectedChild.name}, or choose another child.`,
    }
  return { kind: 'ready', label: `Check out for ${selectedChild.name}`, items: forChild }
}
