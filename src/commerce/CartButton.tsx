import { useRouterState } from '@tanstack/react-router'
import { ShoppingCart, X } from 'lucide-react'
import { useEffect } from 'react'
import { selectItemCount } from '../../machines/cart.machine'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import * as Dialog from '../ui/Dialog'
import { CartPanel } from './CartPanel'
import { cartActor, useCart } from './cartActor'
import { setCartOpen, useCartOpen } from './cartDrawer'

const badge = css({
  minWidth: '5',
  height: '5',
  px: '1',
  borderRadius: 'full',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontSize: 'xs',
  fontWeight: '750',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
})

// The return pages and the card page belong to a checkout on its way; any other page means it was left.
const CHECKOUT_PAGES = /^\/academy\/(pay\/|checkout\/(success|cancelled))/

// The page the cart last saw: a cart button mounted again on the same page (a layout re-rendering) is no news.
let lastPathname: string | null = null

/**
 * ADR 0026: a page other than the checkout's own that finds the cart still awaiting a return tells the cart
 * (the person came back some other way), so the cart never stays locked. Runs when the page changes only:
 * the cart starts waiting on the page the checkout leaves from.
 */
function useReleaseAbandonedCheckout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    if (pathname === lastPathname) return
    // A new page closes the cart it was opened over (not the first page: "Add to cart" may open the cart
    // before this button has loaded).
    if (lastPathname !== null) setCartOpen(false)
    lastPathname = pathname
    if (!CHECKOUT_PAGES.test(pathname) && cartActor.getSnapshot().matches('awaitingReturn'))
      cartActor.send({ type: 'cart.checkoutFailed' })
  }, [pathname])
}

/** The header's cart button with its item count, and the cart it opens. */
export function CartButton() {
  const count = useCart(selectItemCount)
  const open = useCartOpen()
  useReleaseAbandonedCheckout()
  return (
    <Dialog.Root lazyMount unmountOnExit open={open} onOpenChange={(details) => setCartOpen(details.open)}>
      <Button
        variant="outline"
        size="sm"
        className={css({ px: { base: '2 !important', sm: '3 !important' } })}
        aria-label={`Cart, ${count} ${count === 1 ? 'subject' : 'subjects'}`}
        onClick={() => setCartOpen(true)}
      >
        <ShoppingCart aria-hidden="true" />
        <span className={css({ display: { base: 'none', sm: 'inline' } })}>Cart</span>
        {count > 0 ? (
          <span aria-hidden="true" className={badge}>
            {count}
          </span>
        ) : null}
      </Button>
      <Dialog.Content
        className={css({
          maxWidth: '34rem !important',
          alignSelf: 'flex-start',
          mt: { base: '0', md: '10' },
        })}
      >
        <Dialog.Title>Your cart</Dialog.Title>
        <Dialog.CloseTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Close the cart"
            className={css({ position: 'absolute', top: '4', insetEnd: '4' })}
          >
            <X aria-hidden="true" />
          </Button>
        </Dialog.CloseTrigger>
        <CartPanel />
      </Dialog.Content>
    </Dialog.Root>
  )
}
