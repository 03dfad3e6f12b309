import type { Subscription } from '../contracts/subscription'
import {
  type CartEvent,
  type CartInput,
  type CartItem,
  cartMachine,
  type StoredCart,
  type SubscriptionProduct,
} from './cart.machine'
import { defineModel } from './graph/model'

const product = (courseId: number, subject: string, annual: boolean): SubscriptionProduct => ({
  price_id: `lantern_p4_${subject.toLowerCase()}_month`,
  annual_price_id: annual ? `lantern_p4_${subject.toLowerCase()}_year` : null,
  currency: 'SGD',
  monthly_amount_cents: 2900,
  annual_amount_cents: annual ? 29000 : null,
  course: { id: courseId, name: `P4 ${subject}`, subject_id: courseId - 40, subject_name: subject },
  is_subscribed: false,
})
export const maths = product(41, 'Maths', true)
/** Offered monthly only, so a yearly cart holding it is refused. */
export const science = product(42, 'Science', false)
export const ben = { id: 12, name: 'Ben' }
export const ava = { id: 11, name: 'Ava' }
export const chloe = { role: 'student', id: 20, name: 'Chloe' } as const

const item = (p: SubscriptionProduct, child: { id: number; name: string } | null): CartItem => ({
  product: p,
  child_id: child?.id ?? null,
  child_name: child?.name ?? null,
})
const stored = (cart: Partial<StoredCart>) =>
  JSON.stringify({ version: 1, items: [], selectedChild: null, interval: 'month', pending: null, ...cart })

const subscription = (
  courseIds: number[],
  status: Subscription['status'] = 'active',
  studentId = ben.id,
): Subscription => ({
  subscription_id: `sub_local_${studentId}_${courseIds.join('_')}`,
  student_id: studentId,
  course_ids: courseIds,
  price_ids: courseIds.map((id) => (id === 41 ? maths.price_id : science.price_id)),
  status,
  cancel_at_period_end: false,
  current_period_end: '2027-02-28T00:00:00.000Z',
  interval: 'month',
})

export const successUrl = 'https://lantern.test/academy/checkout/success?session_id=cs_local_abc'
export const cancelledUrl = 'https://lantern.test/academy/checkout/cancelled'

const inputs = {
  'a visitor with a stored cart': {
    viewer: { role: 'visitor' },
    stored: stored({ items: [item(maths, null)] }),
  },
  'a parent, no child chosen': { viewer: { role: 'parent' }, stored: null },
  'a student with a stored cart': {
    viewer: chloe,
    stored: stored({ items: [item(maths, null), item(science, ben)] }),
  },
  // The session ran out at the card checkout: the return page finds the cart before the person signs in again.
  'a checkout on its way, found before signing in': {
    viewer: { role: 'visitor' },
    stored: stored({
      items: [item(maths, ben), item(science, ben), item(maths, ava)],
      selectedChild: ben,
      pending: { studentId: ben.id, priceIds: [maths.price_id, science.price_id], courseIds: [41, 42] },
    }),
  },
} satisfies Record<string, CartInput>

type Start = keyof typeof inputs

const add = (p: SubscriptionProduct, child?: { id: number; name: string }): CartEvent => ({
  type: 'cart.add',
  product: p,
  ...(child && { child }),
})
const loaded = (subscriptions: Subscription[]): CartEvent => ({
  type: 'cart.subscriptionsLoaded',
  childId: subscriptions[0].student_id,
  subscriptions,
})
const checkout: CartEvent = { type: 'cart.checkout' }
const signOut: CartEvent = { type: 'cart.signedOut' }
const returned = (url: string): CartEvent => ({ type: 'cart.returned', url })

/** Each start walks the rules it is about; an event a start does not list is not sent from it. */
const events: Record<Start, CartEvent[]> = {
  'a visitor with a stored cart': [
    checkout,
    { type: 'cart.viewerChanged', viewer: { role: 'parent' } },
    { type: 'cart.viewerChanged', viewer: chloe },
    { type: 'cart.selectChild', child: ben },
    add(maths),
    add(science),
    signOut,
  ],
  'a parent, no child chosen': [
    add(maths),
    add(maths, ben),
    add(science, ben),
    { type: 'cart.remove', courseId: maths.course.id, childId: ben.id },
    { type: 'cart.selectChild', child: ben },
    { type: 'cart.setInterval', interval: 'year' },
    { type: 'cart.setInterval', interval: 'month' },
    checkout,
  ],
  'a student with a stored cart': [
    checkout,
    { type: 'cart.selectChild', child: ben },
    add(science),
    loaded([subscription([41], 'active', chloe.id)]),
    returned(successUrl),
    signOut,
  ],
  'a checkout on its way, found before signing in': [
    { type: 'cart.viewerChanged', viewer: { role: 'parent' } },
    returned(successUrl),
    returned(cancelledUrl),
    { type: 'cart.checkoutFailed' },
    loaded([subscription([41])]),
    loaded([subscription([41, 42])]),
    loaded([subscription([41], 'canceled')]),
  ],
}

/** Short names for the payloads, in QA path ids (`add-maths-ben`, `returned-success`). */
function eventName(event: CartEvent): string | undefined {
  switch (event.type) {
    case 'cart.add':
      return `${event.product.course.subject_name} ${event.child?.name ?? 'unassigned'}`
    case 'cart.remove':
      return event.childId === null ? 'unassigned' : 'for child'
    case 'cart.setInterval':
      return event.interval
    case 'cart.subscriptionsLoaded': {
      const [sub] = event.subscriptions
      return sub.status === 'canceled' ? 'ended' : sub.course_ids.length > 1 ? 'maths and science' : 'maths'
    }
    case 'cart.returned':
      return event.url === successUrl ? 'success' : 'cancelled'
    case 'cart.viewerChanged':
      return event.viewer.role
    default:
      return undefined
  }
}

export const cartModel = defineModel({
  machine: cartMachine,
  inputs,
  events: (start) => events[start],
  eventName,
  // What a person can do: sign in only as a visitor, sign out only when signed in, change the interval to the
  // other one, and fill the cart with two items at most (more would only repeat).
  traversal: (start) => ({
    filterEvents: ({ context }, event) => {
      if (!events[start].some(({ type }) => type === event.type)) return false
      switch (event.type) {
        case 'cart.viewerChanged':
          return context.viewer.role === 'visitor'
        case 'cart.signedOut':
          return context.viewer.role !== 'visitor'
        case 'cart.setInterval':
          return event.interval !== context.interval
        case 'cart.add':
          return context.items.length < 2
        default:
          return true
      }
    },
  }),
  sees: {
    empty: 'Your cart is empty, with a link to the subjects',
    filled: "The cart: each subject with the child it is for, the period and price, and 'Checkout'",
    awaitingReturn: 'Taking you to the payment page… (the cart is kept until you come back)',
  },
  words: {
    guards: {
      awaitsReturn: 'if a checkout was on its way',
      hasItems: 'if the cart holds items',
      isVisitor: 'if nobody is signed in',
      canCheckout: 'if it holds items for the child being bought for',
      isDuplicate: 'if that course is already there for that child',
      mayChooseChild: 'if a parent (a student buys for themselves)',
      offersInterval: 'if every item has a price for that interval',
      returnedWithSuccess: 'if the return address contains "success"',
    },
  },
})
