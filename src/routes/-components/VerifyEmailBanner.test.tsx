// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { QueryProvider } from '../../api/QueryProvider'
import { sessionUser } from '../../test/fixtures'
import { startMockServer } from '../../test/server'
import { VerifyEmailBanner } from './VerifyEmailBanner'

const server = startMockServer()
afterEach(cleanup)

const show = (verified: boolean | undefined) =>
  render(
    <QueryProvider>
      <VerifyEmailBanner
        user={sessionUser({ flag: { has_agreed_policy: true, email_verified: verified } })}
      />
    </QueryProvider>,
  )

describe('the verify-email banner', () => {
  it('asks an unverified account to verify, and sends the link again', async () => {
    server.use(
      http.post('*/api/v1/auth/email/verification', () =>
        HttpResponse.json({ ok: true, message: 'We sent a new link to pat@example.com.' }),
      ),
    )
    show(false)
    expect(screen.getByText('Please verify your email')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText('We sent a new link to pat@example.com.')).toBeTruthy()
  })

  it('stays away for verified accounts and for replies that do not say', () => {
    show(true)
    show(undefined)
    expect(screen.queryByText('Please verify your email')).toBeNull()
  })
})
