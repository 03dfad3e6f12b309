// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../api/queryClient'
import { setSessionUser } from '../../../../auth/session'
import { sessionUser } from '../../../../test/fixtures'
import { renderPage } from '../../../../test/router'
import { startMockServer } from '../../../../test/server'
import { course } from '../../../_app/academy/-components/family/testing'
import { ParentConsentPage } from './ParentConsentPage'

const server = startMockServer()
const TOKEN = 'consent-token-123456'
const AT = `/parent-consent?token=${TOKEN}`
const request = {
  child_first_name: 'Maya',
  parent_email: 'mum@example.com',
  expires_at: '2026-12-01T00:00:00Z',
}

beforeEach(() => {
  server.use(
    http.get(`*/api/v1/auth/parental-consent/${TOKEN}`, () => HttpResponse.json(request)),
    http.get('*/api/v1/courses', () => HttpResponse.json({ courses: [course(1, 'Maths')] })),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const open = () => renderPage(ParentConsentPage, { path: '/parent-consent', at: AT })
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the consent page a parent opens from the email', () => {
  it('says who asked and offers a signed-out grown-up to log in or create a parent account', async () => {
    await open()
    expect(await screen.findByRole('heading', { name: 'Maya would like to join Lantern' })).toBeTruthy()
    expect(screen.getByText(/mum@example.com/)).toBeTruthy()
    const login = screen.getByRole('link', { name: 'Log in to agree' })
    expect(decodeURIComponent(login.getAttribute('href') ?? '')).toContain(
      `redirect=/parent-consent?token=${TOKEN}`,
    )
    const signup = screen.getByRole('link', { name: 'Create a parent account' })
    expect(signup.getAttribute('href')).toContain(`consent=${TOKEN}`)
  })

  it('deletes the request when the grown-up says no', async () => {
    let declined = false
    server.use(
      http.post(`*/api/v1/auth/parental-consent/${TOKEN}/decline`, () => {
        declined = true
        return HttpResponse.json({ ok: true })
      }),
    )
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'No, delete this request' }))
    expect(await screen.findByRole('heading', { name: 'Request deleted' })).toBeTruthy()
    expect(declined).toBe(true)
  })

  it('lets a signed-in parent make the child’s account with the link', async () => {
    setSessionUser(sessionUser())
    let sent: Record<string, unknown> = {}
    server.use(
      http.post(
        '*/api/v1/users/onboarding/aiacademy/parent/create-child-account',
        async ({ request: req }) => {
          sent = (await req.json()) as Record<string, unknown>
          return HttpResponse.json(
            {
              id: 42,
              first_name: 'Maya',
              last_name: 'Tan',
              username: 'maya.tan',
              academic_level_id: 5,
              is_free_tier: false,
              user_information: { profile_pic_url: null, last_logged_in: null, subject_ids: [] },
            },
            { status: 201 },
          )
        },
      ),
    )
    await open()
    await screen.findByLabelText('Username')
    expect((screen.getByLabelText('Child’s first name') as HTMLInputElement).value).toBe('Maya')
    type('Child’s last name', 'Tan')
    fireEvent.change(screen.getByLabelText('School level'), { target: { value: '5' } })
    type('Username', 'maya.tan')
    type(/^Password/, 'lantern-fun-2026')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('heading', { name: 'Maya’s account is ready' })).toBeTruthy()
    expect(sent).toMatchObject({ first_name: 'Maya', username: 'maya.tan', consent_token: TOKEN })
  })

  it('tells a student who is signed in that a parent account is needed', async () => {
    setSessionUser(sessionUser({ user_role_id: 1 }))
    await open()
    expect(await screen.findByText('This needs a parent account')).toBeTruthy()
    expect(screen.queryByLabelText('Username')).toBeNull()
  })

  it('explains a spent or expired link', async () => {
    server.use(
      http.get(`*/api/v1/auth/parental-consent/${TOKEN}`, () =>
        HttpResponse.json({ message: 'This link has expired or was already answered.' }, { status: 410 }),
      ),
    )
    await open()
    await waitFor(() => expect(screen.getByText('This link no longer works')).toBeTruthy())
  })
})
