import { useSyncExternalStore } from 'react'

// Whether the cart drawer is open: the header's cart button, "Add to cart" and the return pages all open it.
let open = false
const listeners = new Set<() => void>()

export function setCartOpen(next: boolean) {
  if (open === next) return
  open = next
  for (const listener of listeners) listener()
}
export const openCart = () => setCartOpen(true)

export function useCartOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => open,
    () => false,
  )
}
