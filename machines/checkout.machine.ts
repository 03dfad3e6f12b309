import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { z } from 'zod'
import type { subscriptionContract } from '../contracts/subscription'
import { messageOf } from './errors'

/** The body of POST /subscription/checkout (calls §7.4). */
export type CheckoutBody = z.input<typeof subscriptionContract.createCheckout.body>
export type CreatedCheckout = { checkout_url: string; session_id: string }
/** What the cart's `startCheckout` hands over, and where the checkout must come back to. */
export type CheckoutRequest = {
  studentId: number
  priceIds: string[]
  appDomain: string
  isFromNewSubPage?: boolean
}
/** Which courses a paid checkout bought, to wait until the server shows them live. */
export type PurchaseToConfirm = { studentId: number; courseIds: number[] }

/**
 * The cart page starts a checkout (`leave`); the checkout's return pages, success and cancelled, follow what came
 * of it (`return`, with the address the card checkout sent the person back to).
 */
export type CheckoutInput =
  | { kind: 'leave'; request: CheckoutRequest }
  | ({ kind: 'return'; url: string } & PurchaseToConfirm)

type CheckoutContext = {
  request: CheckoutRequest | null
  returnUrl: string | null
  purchase: PurchaseToConfirm | null
  checkoutUrl: string | null
  error: string | null
}

export type CheckoutEvent = { type: 'checkout.retry' } | { type: 'checkout.back' }

const bodyOf = ({ studentId, priceIds, appDomain, isFromNewSubPage }: CheckoutRequest): CheckoutBody => ({
  app_domain: appDomain,
  student_id: studentId,
  price_ids: priceIds,
  checkout_mode: 'subscription',
  ...(isFromNewSubPage !== undefined && { is_from_new_sub_page: isFromNewSubPage }),
})
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
const errorOf = ({ event }: { event: { error?: unknown } }) => event.error

function initialContext(input: CheckoutInput): CheckoutContext {
  const none = { request: null, returnUrl: null, purchase: null, checkoutUrl: null, error: null }
  if (input.kind === 'leave') return { ...none, request: input.request }
  const { url, studentId, courseIds } = input
  return { ...none, returnUrl: url, purchase: { studentId, courseIds } }
}

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    // Provided by the host: POST /subscription/checkout, and GET /subscription until the courses are live.
    createCheckout: fromPromise<CreatedCheckout, CheckoutBody>(async () => {
      throw new Error('Card checkout is not available here.')
    }),
    waitForActive: fromPromise<void, PurchaseToConfirm>(async () => {
      throw new Error('Subscriptions cannot be checked here.')
    }),
  },
  actions: {
    // Provided by the host.
    openCheckout: (_, _url: string) => {},
    reloadSubscriptions: (_, _studentId: number) => {},
    backToCart: () => {},
    keepCheckoutUrl: assign((_, url: string) => ({ checkoutUrl: url, error: null })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    isReturn: ({ context }) => context.returnUrl !== null,
    // Calls §4: the returned address contains "success" after a checkout that went through.
    returnedWithSuccess: ({ context }) => context.returnUrl?.includes('success') === true,
    // The server refuses (409) a course the child already has: two checkouts raced, or another parent paid.
    isAlreadySubscribed: (_, error: unknown) => statusOf(error) === 409,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'opening',
  states: {
    // Transient: the cart page creates a checkout; a return page confirms or reports what came of one.
    opening: {
      always: [
        { guard: 'returnedWithSuccess', target: 'confirming' },
        { guard: 'isReturn', target: 'cancelled' },
        { target: 'creating' },
      ],
    },
    creating: {
      invoke: {
        id: 'createCheckout',
        src: 'createCheckout',
        input: ({ context }) => bodyOf(context.request!),
        onDone: {
          target: 'redirecting',
          actions: [
            { type: 'keepCheckoutUrl', params: ({ event }) => event.output.checkout_url },
            { type: 'openCheckout', params: ({ event }) => event.output.checkout_url },
          ],
        },
        onError: [
          {
            guard: { type: 'isAlreadySubscribed', params: errorOf },
            target: 'alreadySubscribed',
            actions: [
              { type: 'showError', params: errorOf },
              { type: 'reloadSubscriptions', params: ({ context }) => context.request!.studentId },
            ],
          },
          { target: 'failed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    // The browser is on its way to the card checkout; the address is kept for a link, should it not get there.
    redirecting: { type: 'final' },
    failed: {
      on: {
        'checkout.retry': { target: 'creating', actions: 'clearError' },
        'checkout.back': { target: 'abandoned', actions: 'backToCart' },
      },
    },
    // The cart drops what the child already has once the subscriptions reload; nothing was charged.
    alreadySubscribed: {
      on: { 'checkout.back': { target: 'abandoned', actions: 'backToCart' } },
    },
    abandoned: { type: 'final' },
    // The card was taken; the subscription turns live when the payment provider tells the server (a webhook).
    confirming: {
      invoke: {
        id: 'waitForActive',
        src: 'waitForActive',
        input: ({ context }) => context.purchase!,
        onDone: 'active',
        onError: { target: 'stillProcessing', actions: { type: 'showError', params: errorOf } },
      },
    },
    stillProcessing: {
      on: { 'checkout.retry': { target: 'confirming', actions: 'clearError' } },
    },
    active: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
export const selectCheckoutUrl = (snapshot: CheckoutSnapshot): string | null => snapshot.context.checkoutUrl
export const selectCheckoutError = (snapshot: CheckoutSnapshot): string | null => snapshot.context.error
