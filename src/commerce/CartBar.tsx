import { useRouterState } from '@tanstack/react-router'
import { selectItemCount } from '../../machines/cart.machine'
import { css } from '../../styled-system/css'
import { CartButton } from './CartButton'
import { useCart } from './cartActor'

const bar = css({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '3',
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '4', md: '6' },
  pt: '3',
  fontSize: 'sm',
  color: 'fg.muted',
})

/**
 * The cart in the signed-in area (parents and students): a line above the page while it holds something.
 * It stays mounted when empty, so the return pages can still open the cart.
 */
export function CartBar() {
  const count = useCart(selectItemCount)
  // The card page is about one payment; the cart's reminder would only distract from it.
  const paying = useRouterState({ select: (s) => s.location.pathname.startsWith('/academy/pay/') })
  if (count === 0 || paying)
    return (
      <div hidden>
        <CartButton />
      </div>
    )
  return (
    <div className={bar}>
      <span>
        {count} {count === 1 ? 'subject' : 'subjects'} waiting in your cart
      </span>
      <CartButton />
    </div>
  )
}
