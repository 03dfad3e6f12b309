// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SubscriptionProduct } from '../../machines/cart.machine'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { renderPage } from '../test/router'
import { CartPanel } from './CartPanel'
import { cartActor } from './cartActor'

const product = (id: number, name: string, monthly: number, annual: number | null): SubscriptionProduct => ({
  price_id: `price_${id}_m`,
  annual_price_id: annual === null ? null : `price_${id}_y`,
  currency: 'SGD',
  monthly_amount_cents: monthly,
  annual_amount_cents: annual,
  course: { id, name, subject_id: id, subject_name: name.split(' ')[1] },
  is_subscribed: false,
})
const science = product(11, 'P4 Science', 2990, 29900)
const maths = product(12, 'P4 Maths', 2990, 29900)
const ben = { id: 21, name: 'Ben' }
const ava = { id: 22, name: 'Ava' }

const Panel = () => <CartPanel today="2027-01-31" />
const render = () => renderPage(Panel, { path: '/cart' })

beforeEach(() => setSessionUser(sessionUser({ id: 7, user_role_id: 6 })))
afterEach(() => {
  cleanup()
  setSessionUser(null)
  localStorage.clear()
})

describe('the cart panel', () => {
  it('lists items per child and removes one', async () => {
    cartActor.send({ type: 'cart.add', product: science, child: ben })
    cartActor.send({ type: 'cart.add', product: maths, child: ben })
    await render()
    const forBen = screen.getByRole('region', { name: 'For Ben' })
    expect(within(forBen).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Remove P4 Science for Ben' }))
    expect(within(forBen).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByText('P4 Science')).toBeNull()
    expect(screen.getByText('First month: 31 Jan 2027 → 28 Feb 2027.', { exact: false })).toBeTruthy()
  })

  it('disables checkout and says why when nothing is for the chosen child', async () => {
    cartActor.send({ type: 'cart.add', product: science, child: ben })
    cartActor.send({ type: 'cart.selectChild', child: ava })
    await render()
    const checkout = screen.getByRole('button', { name: 'Check out for Ava' }) as HTMLButtonElement
    expect(checkout.disabled).toBe(true)
    expect(checkout.getAttribute('aria-describedby')).toBe('cart-checkout-reason')
    expect(document.getElementById('cart-checkout-reason')?.textContent).toContain(
      'Nothing in your cart is for Ava yet.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove P4 Science for Ben' }))
    expect(screen.getByText('Your cart is empty.')).toBeTruthy()
  })

  it('switches to yearly with the server’s yearly prices, only when every item has one', async () => {
    cartActor.send({ type: 'cart.selectChild', child: ben })
    cartActor.send({ type: 'cart.add', product: science })
    cartActor.send({ type: 'cart.add', product: maths })
    await render()
    expect(screen.getByRole('button', { name: 'Check out for Ben' })).toBeTruthy()
    expect(screen.getByText('S$59.80')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }))
    expect(cartActor.getSnapshot().context.interval).toBe('year')
    expect(screen.getByText('S$598')).toBeTruthy()
    expect(screen.getAllByText('/year')).toHaveLength(2)

    cartActor.send({ type: 'cart.add', product: product(13, 'P4 English', 2490, null) })
    expect(cartActor.getSnapshot().context.interval).toBe('month')
    const yearly = (await screen.findByRole('radio', { name: /Yearly/ })) as HTMLInputElement
    expect(yearly.disabled).toBe(true)
    expect(screen.getByText('Not available for every subject in your cart')).toBeTruthy()
  })
})
