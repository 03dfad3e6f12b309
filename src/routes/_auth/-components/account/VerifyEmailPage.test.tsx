// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../api/queryClient'
import { setSessionUser } from '../../../../auth/session'
import { sessionUser } from '../../../../test/fixtures'
import { renderPage } from '../../../../test/router'
import { startMockServer } from '../../../../test/server'
import { VerifyEmailPage } from './VerifyEmailPage'

const server = startMockServer()
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const open = (at = '/verify-email?token=verify-token-123') =>
  renderPage(VerifyEmailPage, { path: '/verify-email', at })

describe('the verify-email page', () => {
  it('verifies only when the button is pressed, then leads a signed-in account back in', async () => {
    setSessionUser(sessionUser({ flag: { has_agreed_policy: true, email_verified: false } }))
    const tokens: unknown[] = []
    server.use(
      http.post('*/api/v1/auth/email/verify', async ({ request }) => {
        tokens.push(await request.json())
        return HttpResponse.json({ ok: true, email: 'pat@example.com' })
      }),
    )
    await open()
    expect(tokens).toEqual([])
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my email' }))
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeTruthy()
    expect(tokens).toEqual([{ token: 'verify-token-123' }])
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy()
  })

  it('explains a used or expired link', async () => {
    server.use(
      http.post('*/api/v1/auth/email/verify', () =>
        HttpResponse.json({ message: 'This link has expired or was already used.' }, { status: 410 }),
      ),
    )
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my email' }))
    expect(await screen.findByText('This link no longer works')).toBeTruthy()
  })

  it('asks for the link from the email when there is no token', async () => {
    await open('/verify-email')
    expect(await screen.findByText('This page needs the link from your email')).toBeTruthy()
  })
})
