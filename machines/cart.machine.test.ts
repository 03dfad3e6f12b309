import { describe, expect, it } from 'vitest'
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import {
  type CartItem,
  type cartMachine,
  restoreCart,
  type StoredCart,
  selectCanCheckout,
  subscribedCourseIds,
} from './cart.machine'
import { cartModel } from './cart.model'
import { modelPaths, modelStarts } from './graph/model'
import { pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof cartMachine>

const courseOf = (item: CartItem) => item.product.course.id
const pairs = (items: readonly CartItem[]) => items.map((item) => `${courseOf(item)}/${item.child_id}`)
type CartState = 'empty' | 'filled' | 'awaitingReturn'
const resting = (before: Snapshot, ...states: CartState[]) => states.some((state) => before.matches(state))

/** The side effects each event must cause: the spec's rules, written apart from the machine. */
function expectedEffects(event: AnyEventObject, before: Snapshot): string[] {
  const { items, selectedChild, viewer, interval } = before.context
  const editable = resting(before, 'empty', 'filled')
  switch (event.type) {
    case 'cart.add': {
      const childId = event.child?.id ?? selectedChild?.id ?? null
      const duplicate = pairs(items).includes(`${event.product.course.id}/${childId}`)
      return editable && !duplicate ? ['persist'] : []
    }
    case 'cart.remove':
      return resting(before, 'filled') ? ['persist'] : []
    case 'cart.selectChild':
      return editable && viewer.role !== 'student' ? ['persist'] : []
    case 'cart.setInterval': {
      const priced = event.interval === 'month' || items.every((item) => item.product.annual_price_id)
      return editable && priced ? ['persist'] : []
    }
    case 'cart.subscriptionsLoaded':
      return resting(before, 'filled', 'awaitingReturn') ? ['persist'] : []
    case 'cart.viewerChanged':
    case 'cart.signedOut':
      return ['persist']
    case 'cart.returned':
    case 'cart.checkoutFailed':
      return resting(before, 'awaitingReturn') ? ['persist'] : []
    case 'cart.checkout': {
      if (!resting(before, 'filled')) return []
      if (viewer.role === 'visitor') return ['askToSignIn']
      // A student buys the whole cart for themselves; a parent buys the selected child's items.
      const buyer = viewer.role === 'student' ? viewer : selectedChild
      const bought = viewer.role === 'student' ? items : items.filter((item) => item.child_id === buyer?.id)
      if (!buyer || !bought.length) return ['askToChooseChild']
      const prices = bought.map(({ product }) =>
        interval === 'year' ? product.annual_price_id : product.price_id,
      )
      return ['persist', `startCheckout ${buyer.id} ${prices.join(',')}`]
    }
    default:
      return []
  }
}

describe.each(modelStarts(cartModel))('cartMachine starting with %s', (start) => {
  const input = cartModel.inputs[start]

  it.each(modelPaths(cartModel, start).map((path) => [pathName(path), path] as const))('%s', (_, path) => {
    const persisted: StoredCart[] = []
    return replayPath(path, {
      model: cartModel,
      input,
      actions: (effect) => ({
        persistCart: (_, cart) => {
          effect('persist')
          persisted.push(cart)
        },
        askToSignIn: () => effect('askToSignIn'),
        askToChooseChild: () => effect('askToChooseChild'),
        startCheckout: (_, { studentId, priceIds }) => effect(`startCheckout ${studentId} ${priceIds}`),
      }),
      rules: expectedEffects,
      everyStep: ({ real, effects }) => {
        const { items, viewer, interval, selectedChild, pending } = real.context
        expect(new Set(pairs(items)).size, 'each course once per child').toBe(items.length)
        if (interval === 'year') expect(items.every((item) => item.product.annual_price_id)).toBe(true)
        if (viewer.role === 'student') {
          expect(selectedChild).toEqual({ id: viewer.id, name: viewer.name })
          expect(items.every((item) => item.child_id === viewer.id)).toBe(true)
        }
        if (selectedChild) expect(items.some((item) => item.child_id === null)).toBe(false)
        expect(selectCanCheckout(real)).toBe(
          real.matches('filled') && expectedEffects({ type: 'cart.checkout' }, real)[0] === 'persist',
        )
        // What is stored is the cart as it now is, and it reads back the same.
        if (effects.includes('persist')) {
          const stored = persisted.at(-1)!
          expect(stored).toEqual({ version: 1, items, selectedChild, interval, pending })
          expect(restoreCart(JSON.stringify(stored))).toEqual(stored)
        }
      },
      states: {
        empty: ({ real, event }) => {
          expect(real.context.items).toEqual([])
          if (event.type === 'cart.signedOut') {
            expect(real.context).toEqual({
              items: [],
              selectedChild: null,
              viewer: { role: 'visitor' },
              interval: 'month',
              pending: null,
            })
          }
        },
        filled: ({ real, event, before }) => {
          const { items } = real.context
          expect(items.length).toBeGreaterThan(0)
          if (event.type === 'cart.add' && items.length > before.context.items.length) {
            const child = event.child ?? before.context.selectedChild
            expect(items.at(-1)).toEqual({
              product: event.product,
              child_id: child?.id ?? null,
              child_name: child?.name ?? null,
            })
          }
          if (event.type === 'cart.subscriptionsLoaded') {
            const subscribed = subscribedCourseIds(event.subscriptions)
            const kept = before.context.items.filter(
              (item) => item.child_id !== event.childId || !subscribed.includes(courseOf(item)),
            )
            expect(items).toEqual(kept)
          }
          if (event.type === 'cart.returned') {
            const { pending } = before.context
            const purchased = (item: CartItem) =>
              item.child_id === pending?.studentId && pending.courseIds.includes(courseOf(item))
            const success = event.url.includes('success')
            expect(items).toEqual(before.context.items.filter((item) => !success || !purchased(item)))
          }
          if (event.type === 'cart.checkoutFailed') expect(items).toEqual(before.context.items)
        },
        awaitingReturn: ({ real, event, before }) => {
          expect(real.context.pending).not.toBeNull()
          if (event.type === 'cart.checkout') expect(real.context.items).toEqual(before.context.items)
        },
      },
    })
  })
})
