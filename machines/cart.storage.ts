import { z } from 'zod'
import { SubscriptionProductSchema } from '../contracts/subscription'
import { type CartChild, type CartInterval, type CartItem, offersYearly, uniqueItems } from './cart.items'

/** Spec §9: "The cart … persist[s] in local storage"; sign-out removes this key (`src/auth/actor.ts`). */
export const CART_STORAGE_KEY = 'cart'

const Id = z.number().int().positive()
const StoredCartSchema = z.object({
  version: z.literal(1),
  items: z
    .array(
      z.object({
        product: SubscriptionProductSchema,
        child_id: Id.nullable(),
        child_name: z.string().nullable(),
      }),
    )
    .max(50),
  selectedChild: z.object({ id: Id, name: z.string() }).nullable(),
  interval: z.enum(['month', 'year']),
  pending: z
    .object({ studentId: Id, priceIds: z.array(z.string()).min(1), courseIds: z.array(Id).min(1) })
    .nullable(),
})

/** What the host keeps under `CART_STORAGE_KEY`, as JSON: everything but who is looking. */
export type StoredCart = z.infer<typeof StoredCartSchema>

export const EMPTY_CART: StoredCart = {
  version: 1,
  items: [],
  selectedChild: null,
  interval: 'month',
  pending: null,
}

/**
 * The cart kept in local storage, or an empty one when there is none or it fails the schema check: storage
 * outlives releases and anyone can edit it, so a cart of an older shape, or a broken one, is dropped rather
 * than guessed at (ADR 0026). Prices are never taken from it: the server prices the checkout.
 */
export function restoreCart(raw: string | null | undefined): StoredCart {
  if (!raw) return EMPTY_CART
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return EMPTY_CART
  }
  const parsed = StoredCartSchema.safeParse(json)
  if (!parsed.success) return EMPTY_CART
  const items = uniqueItems(parsed.data.items as CartItem[])
  const interval: CartInterval = offersYearly(items) ? parsed.data.interval : 'month'
  return { ...parsed.data, items, interval }
}

export function storedCartOf(cart: {
  items: CartItem[]
  selectedChild: CartChild | null
  interval: CartInterval
  pending: StoredCart['pending']
}): StoredCart {
  const { items, selectedChild, interval, pending } = cart
  return { version: 1, items, selectedChild, interval, pending }
}
