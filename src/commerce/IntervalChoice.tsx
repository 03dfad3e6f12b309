import { type CartInterval, type CartItem, offersYearly } from '../../machines/cart.machine'
import { css } from '../../styled-system/css'
import { cartActor } from './cartActor'
import { formatMoney, totalCents } from './money'

const option = css({
  flex: '1',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  p: '3',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'md',
  cursor: 'pointer',
  bg: 'bg.surface',
  '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'bg.subtle' },
  '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  '& input': { mt: '1', accentColor: 'var(--colors-brand-solid)' },
})

/** Monthly or yearly for the whole cart (one interval per checkout, ADR 0026), with the server's prices. */
export function IntervalChoice({
  items,
  interval,
  locked,
}: {
  items: CartItem[]
  interval: CartInterval
  locked: boolean
}) {
  const yearly = offersYearly(items)
  const monthlyYear = totalCents(items, 'month') * 12
  const saving = yearly ? monthlyYear - totalCents(items, 'year') : 0
  const currency = items[0]?.product.currency
  const choose = (next: CartInterval) => cartActor.send({ type: 'cart.setInterval', interval: next })
  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0' })}>
      <legend className={css({ fontWeight: '700', mb: '2' })}>How often do you want to pay?</legend>
      <div className={css({ display: 'flex', gap: '2', flexDirection: { base: 'column', sm: 'row' } })}>
        <label className={option}>
          <input
            type="radio"
            name="cart-interval"
            checked={interval === 'month'}
            disabled={locked}
            onChange={() => choose('month')}
          />
          <span>
            <strong>Monthly</strong>
            <br />
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {formatMoney(totalCents(items, 'month'), currency)} a month
            </span>
          </span>
        </label>
        <label className={option}>
          <input
            type="radio"
            name="cart-interval"
            checked={interval === 'year'}
            disabled={locked || !yearly}
            onChange={() => choose('year')}
          />
          <span>
            <strong>Yearly</strong>
            <br />
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {yearly
                ? `${formatMoney(totalCents(items, 'year'), currency)} a year${saving > 0 ? ` (save ${formatMoney(saving, currency)})` : ''}`
                : 'Not available for every subject in your cart'}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  )
}
