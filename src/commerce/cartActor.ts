import { useSelector } from '@xstate/react'
import { createActor } from 'xstate'
import type { SessionUser } from '../../contracts/common'
import {
  CART_STORAGE_KEY,
  type CartViewer,
  type CheckoutStart,
  cartMachine,
  type StoredCart,
} from '../../machines/cart.machine'
import { roleNameOf } from '../auth/roles'
import { getSessionUser, subscribeSession } from '../auth/session'
import { observe } from '../devtools/observe'
import { goTo } from './navigation'

/** Who the cart is for: a student buys for themselves, a parent for a chosen child (ADR 0026). */
export function viewerOf(user: SessionUser | null): CartViewer {
  if (!user) return { role: 'visitor' }
  const role = roleNameOf(user)
  if (role === 'student') return { role: 'student', id: user.id, name: user.first_name || 'You' }
  return role === 'parent' ? { role: 'parent' } : { role: 'visitor' }
}

function readStored(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Set by the checkout host when it loads, so the cart module does not pull the checkout machine in. */
let checkoutStarter: ((start: CheckoutStart) => void) | null = null
export function setCheckoutStarter(start: (checkout: CheckoutStart) => void) {
  checkoutStarter = start
}

export const appCartMachine = cartMachine.provide({
  actions: {
    persistCart: (_, cart: StoredCart) => {
      try {
        localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart))
      } catch {
        // Private mode or a full disk: the cart still works for this page.
      }
    },
    askToSignIn: () => goTo('/academy/checkout/login'),
    askToChooseChild: () => goTo('/academy/checkout/select-child'),
    startCheckout: (_, checkout: CheckoutStart) => {
      if (checkoutStarter) checkoutStarter(checkout)
      else void import('./checkoutHost').then(({ startAppCheckout }) => startAppCheckout(checkout))
    },
  },
})

/** The one cart of the app: it outlives pages and follows sign-in and sign-out (ADR 0026). */
export const cartActor = createActor(appCartMachine, {
  input: { viewer: viewerOf(getSessionUser()), stored: readStored() },
  inspect: observe,
})
cartActor.start()

let lastUserId = getSessionUser()?.id ?? null
subscribeSession(() => {
  const user = getSessionUser()
  const id = user?.id ?? null
  if (id === lastUserId) return
  // Spec §4: "Logout clears the user, cart, …".
  if (lastUserId !== null && id === null) cartActor.send({ type: 'cart.signedOut' })
  else cartActor.send({ type: 'cart.viewerChanged', viewer: viewerOf(user) })
  lastUserId = id
})

export type CartSnapshot = ReturnType<typeof cartActor.getSnapshot>

export function useCart<T>(selector: (snapshot: CartSnapshot) => T): T {
  return useSelector(cartActor, selector)
}
