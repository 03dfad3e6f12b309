// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { QueryProvider } from '../api/QueryProvider'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { startMockServer } from '../test/server'
import { NUDGE_SHOWN_KEY, PremiumNudge } from './PremiumNudge'

const server = startMockServer()
afterEach(() => {
  cleanup()
  queryClient.clear()
  localStorage.clear()
  setSessionUser(null)
})

const MESSAGE = 'Great practice today! Ask a grown-up about unlocking a subject.'

describe('the premium nudge', () => {
  it('shows the server’s note to a Lite student, sends when it was last shown, and closes', async () => {
    setSessionUser(sessionUser({ id: 6, user_role_id: 1, is_free_tier: true }))
    localStorage.setItem(NUDGE_SHOWN_KEY, '2026-11-20T08:00:00.000Z')
    let sent: string | null = null
    server.use(
      http.get('*/api/v1/users/get-premium-access-nudge', ({ request }) => {
        sent = new URL(request.url).searchParams.get('last_sent_message_at')
        return HttpResponse.json({ should_nudge: true, message: MESSAGE, next_nudge_at: null })
      }),
    )
    render(
      <QueryProvider>
        <PremiumNudge />
      </QueryProvider>,
    )
    expect(await screen.findByText(MESSAGE)).toBeTruthy()
    expect(sent).toBe('2026-11-20T08:00:00.000Z')
    expect(localStorage.getItem(NUDGE_SHOWN_KEY)).not.toBe('2026-11-20T08:00:00.000Z')
    fireEvent.click(screen.getByRole('button', { name: 'Close this note' }))
    expect(screen.queryByText(MESSAGE)).toBeNull()
  })

  it('asks nothing for a student who is not on Lite', () => {
    setSessionUser(sessionUser({ id: 5, user_role_id: 1, is_free_tier: false }))
    // No handler: an unexpected request would fail the test (onUnhandledRequest: 'error').
    render(
      <QueryProvider>
        <PremiumNudge />
      </QueryProvider>,
    )
    expect(screen.queryByRole('complementary')).toBeNull()
  })
})
