import {
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutRequest,
  type CreatedCheckout,
  checkoutMachine,
} from './checkout.machine'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'

export const benMaths: CheckoutRequest = {
  studentId: 12,
  priceIds: ['lantern_p4_maths_month'],
  appDomain: 'lantern.test',
}
export const created: CreatedCheckout = {
  checkout_url: 'https://lantern.test/academy/pay/cs_local_abc',
  session_id: 'cs_local_abc',
}
export const paidUrl = 'https://lantern.test/academy/checkout/success?session_id=cs_local_abc'
export const cancelledUrl = 'https://lantern.test/academy/checkout/cancelled'

/** How the create call can fail, by the status the host's actor rejects with. */
export const checkoutFailures = {
  409: { status: 409, message: 'Ben already has P4 Maths. Nothing was charged.' },
  500: { status: 500, message: 'Lantern is having trouble right now. Please try again in a minute.' },
  network: { name: 'TypeError', message: 'We could not reach Lantern. Check your internet connection.' },
}

export const checkoutModel = defineModel({
  machine: checkoutMachine,
  inputs: {
    'leaving the cart for Ben': { kind: 'leave', request: benMaths },
    'back from a paid checkout': { kind: 'return', url: paidUrl, studentId: 12, courseIds: [41] },
    'back from a cancelled checkout': { kind: 'return', url: cancelledUrl, studentId: 12, courseIds: [41] },
  } satisfies Record<string, CheckoutInput>,
  events: (): CheckoutEvent[] => [
    doneEvent<CheckoutEvent>('createCheckout', created),
    ...Object.values(checkoutFailures).map((error) => errorEvent<CheckoutEvent>('createCheckout', error)),
    doneEvent<CheckoutEvent>('waitForActive', undefined),
    errorEvent<CheckoutEvent>('waitForActive', {
      message: 'We have your payment. The subject appears here in a minute or two.',
    }),
    { type: 'checkout.retry' },
    { type: 'checkout.back' },
  ],
  // A model's actor outcome is an event the machine's own event type does not list.
  eventName: (event) => {
    const { type, error } = event as { type: string; error?: { status?: number } }
    return type === 'xstate.error.actor.createCheckout' ? String(error?.status ?? 'network') : undefined
  },
  sees: {
    creating: 'The Checkout button busy: "Taking you to the payment page…"',
    redirecting: 'Taking you to the payment page… with a link to it, should the page not open',
    failed: "We couldn't start the checkout, with the reason, 'Try again' and 'Back to cart'",
    alreadySubscribed: "Ben already has P4 Maths. Nothing was charged; with 'Back to cart'",
    abandoned: 'The cart, as it was (less what the child already has)',
    confirming: 'Payment received. Setting up your subject…',
    stillProcessing: "We have your payment; the subject appears in a minute or two, with 'Check again'",
    active: "You're all set: the subject is active, with a link to the child's page",
    cancelled: 'Checkout cancelled: nothing was charged and your cart is kept',
  },
  words: {
    guards: {
      returnedWithSuccess: 'if the return address contains "success"',
      isReturn: 'if back from the card checkout',
      isAlreadySubscribed: 'if the child already has a course (409)',
    },
  },
})
