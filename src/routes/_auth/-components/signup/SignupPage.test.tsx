// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { authActor } from '../../../../auth/actor'
import { sessionUser } from '../../../../test/fixtures'
import { renderPage } from '../../../../test/router'
import { startMockServer } from '../../../../test/server'
import { SignupPage } from './SignupPage'

const server = startMockServer()

afterEach(() => {
  authActor.send({ type: 'auth.sessionExpired' })
  localStorage.clear()
  cleanup()
})

const Full = () => <SignupPage freeTier={false} />
const Lite = () => <SignupPage freeTier />
const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } })

async function fillValidForm() {
  await type('First name', 'Pat')
  await type('Last name', 'Lim')
  await type('Email address', 'Pat@Example.com')
  await type('Password', 'a long sentence')
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }))
}

describe('sign-up form', () => {
  it('shows what each field needs', async () => {
    await renderPage(Full, { path: '/academy/signup' })
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Enter your first name.')).toBeTruthy()
    expect(screen.getByText('Enter your last name.')).toBeTruthy()
    expect(screen.getByText('Enter your email address.')).toBeTruthy()
    expect(screen.getByText('Use at least 8 characters for the password.')).toBeTruthy()
    expect(screen.getByText('Please agree to the terms and the privacy policy to continue.')).toBeTruthy()
    expect(screen.getByLabelText('First name').getAttribute('aria-describedby')).toMatch(/error/)

    await type('First name', 'Pat')
    expect(screen.queryByText('Enter your first name.')).toBeNull()
  })

  it('rates the password as it is typed', async () => {
    await renderPage(Full, { path: '/academy/signup' })
    await type('Password', 'short')
    expect(screen.getByText('Too short: use at least 8 characters.')).toBeTruthy()
    await type('Password', 'Sunflower-Garden-42')
    expect(screen.getByText('Strong password.')).toBeTruthy()
  })

  it('creates a parent account and opens the family dashboard', async () => {
    const requests: { body: unknown; freeTier: string | null }[] = []
    server.use(
      http.post('*/api/v1/auth/signup', async ({ request }) => {
        requests.push({
          body: await request.json(),
          freeTier: new URL(request.url).searchParams.get('is_free_tier'),
        })
        return HttpResponse.json(sessionUser({ last_logged_in: null }), { status: 201 })
      }),
    )
    const { router } = await renderPage(Full, { path: '/academy/signup' })
    await fillValidForm()
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/academy/dashboard'))
    expect(requests).toEqual([
      {
        body: {
          first_name: 'Pat',
          last_name: 'Lim',
          email: 'pat@example.com',
          password: 'a long sentence',
          has_agreed_policy: true,
          user_role_id: 6,
          portal: 'ai_create',
        },
        freeTier: null,
      },
    ])
  })

  it('asks a child only for a first name and a grown-up’s email, and makes no account', async () => {
    const asked: unknown[] = []
    let signedUp = false
    server.use(
      http.post('*/api/v1/auth/parental-consent', async ({ request }) => {
        asked.push(await request.json())
        return HttpResponse.json({ ok: true }, { status: 202 })
      }),
      http.post('*/api/v1/auth/signup', () => {
        signedUp = true
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    await renderPage(Lite, { path: '/academy/lite-signup' })
    fireEvent.click(screen.getByRole('radio', { name: /I am a child/ }))
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(screen.queryByLabelText('Last name')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Email my grown-up' }))
    expect(await screen.findByText('Write your first name.')).toBeTruthy()
    expect(screen.getByText('Write your grown-up’s email address.')).toBeTruthy()

    await type('Your first name', 'Maya')
    await type('Your grown-up’s email', 'Mum@Example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Email my grown-up' }))
    expect(await screen.findByRole('heading', { name: 'We’ve emailed your grown-up!' })).toBeTruthy()
    expect(asked).toEqual([{ child_first_name: 'Maya', parent_email: 'mum@example.com' }])
    expect(signedUp).toBe(false)
  })

  it('shows the server’s reason beside the field when it refuses', async () => {
    server.use(
      http.post('*/api/v1/auth/parental-consent', () =>
        HttpResponse.json(
          {
            message: 'That does not look like an email address. Check it with your grown-up.',
            issues: [
              {
                path: 'parent_email',
                message: 'That does not look like an email address. Check it with your grown-up.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    await renderPage(Full, { path: '/academy/signup' })
    fireEvent.click(screen.getByRole('radio', { name: /I am a child/ }))
    await type('Your first name', 'Maya')
    await type('Your grown-up’s email', 'mum@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Email my grown-up' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Your grown-up’s email').getAttribute('aria-invalid')).toBe('true'),
    )
  })

  it('sends the consent link with a parent who signs up from it', async () => {
    let body: Record<string, unknown> = {}
    server.use(
      http.post('*/api/v1/auth/signup', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(sessionUser({ last_logged_in: null }), { status: 201 })
      }),
    )
    const { router } = await renderPage(Full, {
      path: '/academy/signup',
      at: '/academy/signup?consent=consent-token-123&redirect=%2Fparent-consent%3Ftoken%3Dconsent-token-123',
    })
    await fillValidForm()
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent-consent'))
    expect(body).toMatchObject({ consent_token: 'consent-token-123', user_role_id: 6 })
  })

  it('puts “email already used” on the email field', async () => {
    server.use(
      http.post('*/api/v1/auth/signup', () =>
        HttpResponse.json(
          { message: 'An account with this email already exists. Log in instead?' },
          { status: 409 },
        ),
      ),
    )
    await renderPage(Full, { path: '/academy/signup' })
    await fillValidForm()
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(
      screen.getAllByText('An account with this email already exists. Log in instead?').length,
    ).toBeGreaterThan(0)
  })
})
