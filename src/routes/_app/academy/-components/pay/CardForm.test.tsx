// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LocalCheckout } from '../../../../../api/catalog'
import { queryClient } from '../../../../../api/queryClient'
import { goTo } from '../../../../../commerce/navigation'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { CardForm } from './CardForm'

vi.mock('../../../../../commerce/navigation', () => ({ goTo: vi.fn() }))

const server = startMockServer()
afterEach(() => {
  cleanup()
  queryClient.clear()
  vi.mocked(goTo).mockClear()
})

const checkout: LocalCheckout = {
  session_id: 'cs_local_abc',
  amount_cents: 2900,
  currency: 'SGD',
  interval: 'month',
  course_names: ['P4 Science'],
  child_first_name: 'Ben',
  status: 'open',
  cancel_url: 'http://localhost/academy/checkout/cancelled',
}
const Form = () => <CardForm checkout={checkout} />
const pay = (status: number, body: object) =>
  server.use(http.post('*/api/v1/payments/local-checkout/:id/pay', () => HttpResponse.json(body, { status })))

function submit(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } })
  fireEvent.click(screen.getByRole('button', { name: /^Pay S\$29/ }))
}

describe('the card form', () => {
  it('shows a decline as an alert and stays usable, then pays and follows the redirect', async () => {
    await renderPage(Form, { path: '/pay' })
    pay(402, { message: 'Your card was declined. Nothing was charged. Try another card.' })
    submit('4000000000000002')
    expect((await screen.findByRole('alert')).textContent).toContain('declined')
    const field = screen.getByLabelText('Card number') as HTMLInputElement
    expect(field.value).toBe('4000 0000 0000 0002')
    expect(field.disabled).toBe(false)

    pay(200, { redirect_url: 'http://localhost/academy/checkout/success?session_id=cs_local_abc' })
    submit('4242424242424242')
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('http://localhost/academy/checkout/success?session_id=cs_local_abc'),
    )
  })

  it('checks the number before sending, and goes to the success page when already paid', async () => {
    await renderPage(Form, { path: '/pay' })
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }))
    expect(screen.getByText('Enter the card number.')).toBeTruthy()

    pay(409, { message: 'This checkout is already paid.' })
    submit('4242 4242 4242 4242')
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('/academy/checkout/success?session_id=cs_local_abc'),
    )
  })
})
