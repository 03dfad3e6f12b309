import { useSyncExternalStore } from 'react'
import { type Actor, createActor, fromPromise } from 'xstate'
import type { CheckoutStart } from '../../machines/cart.machine'
import { subscribedCourseIds } from '../../machines/cart.machine'
import {
  type CheckoutBody,
  type CreatedCheckout,
  checkoutMachine,
  type PurchaseToConfirm,
} from '../../machines/checkout.machine'
import { refreshAccess } from '../api/access'
import { createCheckout } from '../api/catalog'
import { queryClient } from '../api/queryClient'
import { fetchSubscriptions } from '../api/subscriptions'
import { observe } from '../devtools/observe'
import { cartActor, setCheckoutStarter } from './cartActor'
import { openCart, setCartOpen } from './cartDrawer'
import { goTo } from './navigation'

const POLL_MS = 1000
const GIVE_UP_MS = 30_000

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new Error('Stopped waiting.'))
    })
  })

/** Polls GET /subscription until every course bought is live; the webhook (or the local page) makes it so. */
export async function waitUntilActive({ studentId, courseIds }: PurchaseToConfirm, signal: AbortSignal) {
  const until = Date.now() + GIVE_UP_MS
  for (;;) {
    const live = new Set(subscribedCourseIds(await fetchSubscriptions(studentId)))
    if (courseIds.every((id) => live.has(id))) {
      // What the purchase opened shows on every page from now, not after the cache's five minutes.
      await refreshAccess(queryClient)
      return
    }
    if (Date.now() > until)
      throw new Error(
        'Your payment went through, but the subscription is not showing yet. Check again in a minute.',
      )
    await wait(POLL_MS, signal)
  }
}

async function reloadSubscriptions(studentId: number) {
  try {
    const subscriptions = await fetchSubscriptions(studentId)
    cartActor.send({ type: 'cart.subscriptionsLoaded', childId: studentId, subscriptions })
  } catch {
    // The cart keeps the item; the server refuses it again at the next checkout.
  }
}

export const appCheckoutMachine = checkoutMachine.provide({
  actors: {
    createCheckout: fromPromise<CreatedCheckout, CheckoutBody>(({ input }) => createCheckout(input)),
    waitForActive: fromPromise<void, PurchaseToConfirm>(({ input, signal }) =>
      waitUntilActive(input, signal),
    ),
  },
  actions: {
    openCheckout: (_, url: string) => {
      setCartOpen(false)
      goTo(url)
    },
    reloadSubscriptions: (_, studentId: number) => void reloadSubscriptions(studentId),
    backToCart: () => {
      cartActor.send({ type: 'cart.checkoutFailed' })
      openCart()
    },
  },
})

export type CheckoutActor = Actor<typeof appCheckoutMachine>

// The checkout the cart started (the cart drawer shows it), or none.
let leaving: CheckoutActor | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function startAppCheckout({ studentId, priceIds }: CheckoutStart) {
  leaving?.stop()
  leaving = createActor(appCheckoutMachine, {
    input: { kind: 'leave', request: { studentId, priceIds, appDomain: location.host } },
    inspect: observe,
  })
  leaving.start()
  notify()
}
setCheckoutStarter(startAppCheckout)

export function dismissCheckout() {
  leaving?.stop()
  leaving = null
  notify()
}

export function useLeavingCheckout(): CheckoutActor | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => leaving,
    () => null,
  )
}
