import { css } from '../../../../../../styled-system/css'
import type { LocalCheckout } from '../../../../../api/catalog'
import { formatMoney } from '../../../../../commerce/money'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '5',
  bg: 'bg.subtle',
  borderRadius: 'card',
})

/** What is being bought, for whom, and what it costs: the server's amount, never the cart's. */
export function OrderSummary({ checkout }: { checkout: LocalCheckout }) {
  const every = checkout.interval === 'year' ? 'year' : 'month'
  return (
    <section aria-labelledby="order-title" className={box}>
      <h2 id="order-title" className={css({ fontSize: 'lg', fontWeight: '750' })}>
        {checkout.child_first_name ? `Subjects for ${checkout.child_first_name}` : 'Your order'}
      </h2>
      <ul
        className={css({
          listStyle: 'none',
          p: '0',
          m: '0',
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
        })}
      >
        {checkout.course_names.map((name) => (
          <li key={name} className={css({ fontWeight: '600' })}>
            {name}
          </li>
        ))}
      </ul>
      <p
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 'xl',
          fontWeight: '800',
          pt: '3',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <span>Total today</span>
        <span>{formatMoney(checkout.amount_cents, checkout.currency)}</span>
      </p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Then {formatMoney(checkout.amount_cents, checkout.currency)} every {every} until you cancel. You can
        cancel any time from your child’s page.
      </p>
    </section>
  )
}
