import { assign, type SnapshotFrom, setup } from 'xstate'
import {
  type CartContext,
  type CartEvent,
  type CartInput,
  type CheckoutStart,
  checkoutAllowed,
  eventAs,
  initialContext,
  studentOf,
} from './cart.context'
import {
  type CartChild,
  type CartItem,
  giveChild,
  hasItem,
  offersYearly,
  type PendingCheckout,
  pendingCheckout,
  studentItems,
  withItem,
  withoutItem,
  withoutPurchased,
  withoutSubscribed,
} from './cart.items'
import { type StoredCart, storedCartOf } from './cart.storage'

export * from './cart.context'
export * from './cart.items'
export { CART_STORAGE_KEY, EMPTY_CART, restoreCart, type StoredCart } from './cart.storage'

const persist = {
  type: 'persistCart',
  params: ({ context }: { context: CartContext }) => storedCartOf(context),
} as const

export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actions: {
    // Provided by the host: local storage, navigation, and the checkout call.
    persistCart: (_, _cart: StoredCart) => {},
    askToSignIn: () => {},
    askToChooseChild: () => {},
    startCheckout: (_, _checkout: CheckoutStart) => {},
    addItem: assign(({ context }, { product, child }: Extract<CartEvent, { type: 'cart.add' }>) => {
      const items = withItem(context.items, product, child ?? context.selectedChild)
      return { items, interval: offersYearly(items) ? context.interval : ('month' as const) }
    }),
    removeItem: assign(({ context }, { courseId, childId }: Extract<CartEvent, { type: 'cart.remove' }>) => ({
      items: withoutItem(context.items, courseId, childId),
    })),
    selectChild: assign(({ context }, { child }: Extract<CartEvent, { type: 'cart.selectChild' }>) => ({
      selectedChild: child,
      items: giveChild(context.items, child),
    })),
    setInterval: assign((_, { interval }: Extract<CartEvent, { type: 'cart.setInterval' }>) => ({
      interval,
    })),
    dropSubscribed: assign(
      (
        { context },
        { childId, subscriptions }: Extract<CartEvent, { type: 'cart.subscriptionsLoaded' }>,
      ) => ({
        items: withoutSubscribed(context.items, childId, subscriptions),
      }),
    ),
    setViewer: assign(({ context }, { viewer }: Extract<CartEvent, { type: 'cart.viewerChanged' }>) => {
      const student = studentOf(viewer)
      return student
        ? { viewer, selectedChild: student, items: studentItems(context.items, student) }
        : { viewer, selectedChild: context.viewer.role === 'student' ? null : context.selectedChild }
    }),
    setPending: assign(({ context }) => ({
      pending: pendingCheckout(context.items, context.selectedChild!, context.interval),
    })),
    removePurchased: assign(({ context }) => ({ items: withoutPurchased(context.items, context.pending!) })),
    clearPending: assign({ pending: null }),
    clearAll: assign({
      items: [],
      selectedChild: null,
      viewer: { role: 'visitor' },
      interval: 'month',
      pending: null,
    }),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    awaitsReturn: ({ context }) => context.pending !== null,
    isVisitor: ({ context }) => context.viewer.role === 'visitor',
    canCheckout: ({ context }) => checkoutAllowed(context),
    isDuplicate: ({ context }, { product, child }: Extract<CartEvent, { type: 'cart.add' }>) =>
      hasItem(context.items, product.course.id, (child ?? context.selectedChild)?.id ?? null),
    // Spec §6: "Only parents manage children"; a student buys only for themselves (ADR 0026).
    mayChooseChild: ({ context }) => context.viewer.role !== 'student',
    offersInterval: ({ context }, { interval }: Extract<CartEvent, { type: 'cart.setInterval' }>) =>
      interval === 'month' || offersYearly(context.items),
    // Spec §4: "After a checkout whose returned URL contains "success", the purchased items leave the cart."
    returnedWithSuccess: (_, { url }: Extract<CartEvent, { type: 'cart.returned' }>) =>
      url.includes('success'),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => initialContext(input),
  initial: 'settling',
  on: {
    // Spec §4: "Logout clears the user, cart, …".
    'cart.signedOut': { target: '.empty', actions: ['clearAll', persist] },
  },
  states: {
    // Transient: rests where what the cart holds says (a stored checkout on its way, items, or none).
    settling: {
      always: [
        { guard: 'awaitsReturn', target: 'awaitingReturn' },
        { guard: 'hasItems', target: 'filled' },
        { target: 'empty' },
      ],
    },
    empty: {
      on: {
        'cart.add': {
          target: 'filled',
          actions: [{ type: 'addItem', params: eventAs('cart.add') }, persist],
        },
        'cart.selectChild': {
          guard: 'mayChooseChild',
          actions: [{ type: 'selectChild', params: eventAs('cart.selectChild') }, persist],
        },
        'cart.setInterval': {
          guard: { type: 'offersInterval', params: eventAs('cart.setInterval') },
          actions: [{ type: 'setInterval', params: eventAs('cart.setInterval') }, persist],
        },
        'cart.viewerChanged': {
          actions: [{ type: 'setViewer', params: eventAs('cart.viewerChanged') }, persist],
        },
      },
    },
    filled: {
      on: {
        'cart.add': [
          // A second add of the same course for the same child is ignored.
          { guard: { type: 'isDuplicate', params: eventAs('cart.add') } },
          { actions: [{ type: 'addItem', params: eventAs('cart.add') }, persist] },
        ],
        'cart.remove': {
          target: 'settling',
          actions: [{ type: 'removeItem', params: eventAs('cart.remove') }, persist],
        },
        'cart.selectChild': {
          guard: 'mayChooseChild',
          actions: [{ type: 'selectChild', params: eventAs('cart.selectChild') }, persist],
        },
        'cart.setInterval': {
          guard: { type: 'offersInterval', params: eventAs('cart.setInterval') },
          actions: [{ type: 'setInterval', params: eventAs('cart.setInterval') }, persist],
        },
        'cart.subscriptionsLoaded': {
          target: 'settling',
          actions: [{ type: 'dropSubscribed', params: eventAs('cart.subscriptionsLoaded') }, persist],
        },
        // Signing in as a student keeps only what they can buy for themselves.
        'cart.viewerChanged': {
          target: 'settling',
          actions: [{ type: 'setViewer', params: eventAs('cart.viewerChanged') }, persist],
        },
        'cart.checkout': [
          { guard: 'isVisitor', actions: 'askToSignIn' },
          {
            guard: 'canCheckout',
            target: 'awaitingReturn',
            // Stored before leaving: the return is a new page load.
            actions: [
              'setPending',
              persist,
              {
                type: 'startCheckout',
                params: ({ context }) => ({
                  studentId: context.pending!.studentId,
                  priceIds: context.pending!.priceIds,
                }),
              },
            ],
          },
          { actions: 'askToChooseChild' },
        ],
      },
    },
    // The person is at the card checkout; the cart is kept as it was until they come back.
    awaitingReturn: {
      on: {
        'cart.returned': [
          {
            guard: { type: 'returnedWithSuccess', params: eventAs('cart.returned') },
            target: 'settling',
            actions: ['removePurchased', 'clearPending', persist],
          },
          // Cancelled: nothing was bought, the cart stays whole.
          { target: 'settling', actions: ['clearPending', persist] },
        ],
        // The checkout could not start, or the person came back to the cart without paying.
        'cart.checkoutFailed': { target: 'settling', actions: ['clearPending', persist] },
        'cart.subscriptionsLoaded': {
          actions: [{ type: 'dropSubscribed', params: eventAs('cart.subscriptionsLoaded') }, persist],
        },
        'cart.viewerChanged': {
          actions: [{ type: 'setViewer', params: eventAs('cart.viewerChanged') }, persist],
        },
      },
    },
  },
})

type CartSnapshot = SnapshotFrom<typeof cartMachine>
export const selectItems = (snapshot: CartSnapshot): CartItem[] => snapshot.context.items
export const selectItemCount = (snapshot: CartSnapshot): number => snapshot.context.items.length
export const selectSelectedChild = (snapshot: CartSnapshot): CartChild | null =>
  snapshot.context.selectedChild
export const selectPending = (snapshot: CartSnapshot): PendingCheckout | null => snapshot.context.pending
/** Whether `cart.checkout` starts a checkout now, rather than asking to sign in or to choose a child. */
export const selectCanCheckout = (snapshot: CartSnapshot): boolean =>
  snapshot.matches('filled') && checkoutAllowed(snapshot.context)
