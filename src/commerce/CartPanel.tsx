import { Link } from '@tanstack/react-router'
import { ShoppingBasket } from 'lucide-react'
import { calendarDateOf, cartPeriod } from '../../machines/cart.period'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import { CartItems } from './CartItems'
import { cartActor, useCart } from './cartActor'
import { setCartOpen } from './cartDrawer'
import { useLeavingCheckout } from './checkoutHost'
import { readinessOf } from './checkoutReadiness'
import { IntervalChoice } from './IntervalChoice'
import { LeavingCheckout } from './LeavingCheckout'
import { formatDay, formatMoney, totalCents } from './money'

const summary = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  pt: '4',
  borderTopWidth: '1px',
  borderColor: 'border.default',
})
const totalRow = css({ display: 'flex', justifyContent: 'space-between', fontSize: 'lg', fontWeight: '750' })

/** The cart: items per child, monthly or yearly, the first period, the total and the way to checkout. */
export function CartPanel({ today = calendarDateOf(new Date()) }: { today?: string }) {
  const context = useCart((s) => s.context)
  const awaiting = useCart((s) => s.matches('awaitingReturn'))
  const leaving = useLeavingCheckout()
  const { items, interval } = context
  if (items.length === 0)
    return (
      <div
        className={css({
          textAlign: 'center',
          py: '8',
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          alignItems: 'center',
        })}
      >
        <ShoppingBasket
          aria-hidden="true"
          className={css({ width: '10', height: '10', color: 'fg.subtle' })}
        />
        <p className={css({ fontWeight: '650' })}>Your cart is empty.</p>
        <p className={css({ color: 'fg.muted' })}>Pick the subjects your child needs from our courses.</p>
        <Link
          to="/courses"
          onClick={() => setCartOpen(false)}
          className={css({ fontWeight: '650', textDecoration: 'underline' })}
        >
          Browse courses
        </Link>
      </div>
    )
  const readiness = readinessOf(context, awaiting)
  const charged = readiness.kind === 'ready' ? readiness.items : items
  const currency = items[0].product.currency
  const period = cartPeriod(today)
  const reasonId = 'cart-checkout-reason'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <CartItems items={items} interval={interval} locked={awaiting} />
      <IntervalChoice items={items} interval={interval} locked={awaiting} />
      <div className={summary}>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {interval === 'month'
            ? `First month: ${formatDay(period.start)} → ${formatDay(period.end)}. Then the same amount on that day each month, until you cancel.`
            : `Paid today for a whole year, from ${formatDay(period.start)}. You can cancel any time; it stops at the end of the year.`}
        </p>
        <p className={totalRow}>
          <span>Total today</span>
          <span>{formatMoney(totalCents(charged, interval), currency)}</span>
        </p>
        {leaving && awaiting ? <LeavingCheckout actor={leaving} /> : null}
        <Button
          fullWidth
          size="lg"
          disabled={readiness.kind === 'blocked'}
          aria-describedby={readiness.kind === 'blocked' ? reasonId : undefined}
          onClick={() => cartActor.send({ type: 'cart.checkout' })}
        >
          {readiness.label}
        </Button>
        {readiness.kind === 'blocked' ? (
          <p id={reasonId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {readiness.reason}{' '}
            {context.viewer.role === 'parent' && !awaiting ? (
              <Link
                to="/academy/checkout/select-child"
                onClick={() => setCartOpen(false)}
                className={css({ textDecoration: 'underline' })}
              >
                Choose another child
              </Link>
            ) : null}
          </p>
        ) : (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
            {charged.length < items.length
              ? 'Subjects for your other children stay in the cart for their own checkout. '
              : ''}
            Secure card payment. Cancel any time from your child’s page.
          </p>
        )}
      </div>
    </div>
  )
}
