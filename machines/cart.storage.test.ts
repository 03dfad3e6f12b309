import { describe, expect, it } from 'vitest'
import { ben, maths, science } from './cart.model'
import { EMPTY_CART, restoreCart } from './cart.storage'

const item = (product: typeof maths, child: { id: number; name: string } | null = ben) => ({
  product,
  child_id: child?.id ?? null,
  child_name: child?.name ?? null,
})
const cart = (patch: Record<string, unknown> = {}) => ({
  version: 1,
  items: [item(maths)],
  selectedChild: ben,
  interval: 'month',
  pending: null,
  ...patch,
})

describe('restoreCart (ADR 0026: a schema check on restore)', () => {
  it('reads back a stored cart as it was', () => {
    const stored = cart({
      interval: 'year',
      pending: { studentId: ben.id, priceIds: [maths.annual_price_id], courseIds: [41] },
    })
    expect(restoreCart(JSON.stringify(stored))).toEqual(stored)
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['JSON of another kind', '"cart"'],
    ['an older shape', JSON.stringify({ ...cart(), version: undefined })],
    [
      'a product without its course',
      JSON.stringify(cart({ items: [{ ...item(maths), product: { price_id: 'x' } }] })),
    ],
    [
      'a child id that is not a whole number',
      JSON.stringify(cart({ items: [{ ...item(maths), child_id: '12' }] })),
    ],
    ['an unknown interval', JSON.stringify(cart({ interval: 'week' }))],
    [
      'a checkout on its way with no prices',
      JSON.stringify(cart({ pending: { studentId: 12, priceIds: [], courseIds: [41] } })),
    ],
  ])('gives an empty cart for %s', (_, raw) => {
    expect(restoreCart(raw)).toEqual(EMPTY_CART)
  })

  it('keeps each course once per child, and bills monthly when an item has no yearly price', () => {
    const restored = restoreCart(
      JSON.stringify(cart({ items: [item(maths), item(science), item(maths)], interval: 'year' })),
    )
    expect(restored.items).toEqual([item(maths), item(science)])
    expect(restored.interval).toBe('month')
  })

  it('drops fields it does not know', () => {
    const restored = restoreCart(
      JSON.stringify({ ...cart(), price_override: 1, items: [{ ...item(maths), discount: 99 }] }),
    )
    expect(restored).toEqual(cart())
  })
})
