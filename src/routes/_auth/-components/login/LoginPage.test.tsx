// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { authActor } from '../../../../auth/actor'
import { sessionUser } from '../../../../test/fixtures'
import { renderPage } from '../../../../test/router'
import { startMockServer } from '../../../../test/server'
import { LoginPage } from './LoginPage'

const server = startMockServer()

beforeAll(() => {
  // The one-time-code tab appears only when the server says SMS sign-in is on.
  const config = document.createElement('script')
  config.type = 'application/json'
  config.id = 'lantern-config'
  config.textContent = JSON.stringify({ environment: 'test', devMailbox: false, providers: { otp: true } })
  document.head.append(config)
})

afterEach(() => {
  authActor.send({ type: 'auth.sessionExpired' })
  localStorage.clear()
  cleanup()
})

function captureLogin(user = sessionUser()) {
  const bodies: unknown[] = []
  server.use(
    http.post('*/api/v1/auth/login', async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json(user)
    }),
  )
  return bodies
}

const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } })

describe('login page', () => {
  it('explains what is missing before calling the server', async () => {
    const bodies = captureLogin()
    await renderPage(LoginPage, { path: '/login' })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Enter your email address.')).toBeTruthy()
    expect(screen.getByText('Enter your password.')).toBeTruthy()
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true')

    await type('Email address', 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeTruthy()
    expect(bodies).toEqual([])
  })

  it('signs a parent in by email and opens the family dashboard', async () => {
    const bodies = captureLogin(sessionUser({ user_role_id: 6 }))
    const { router } = await renderPage(LoginPage, { path: '/login' })
    await type('Email address', ' Pat@Example.com ')
    await type('Password', 'correct horse')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/academy/dashboard'))
    expect(bodies).toEqual([{ login_type: 'email', email: 'pat@example.com', password: 'correct horse' }])
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      id: 7,
      access_token: 'token-123',
    })
  })

  it('signs a student in with a username and follows ?redirect', async () => {
    const bodies = captureLogin(sessionUser({ user_role_id: 1, username: 'mei.tan', email: null }))
    const { router } = await renderPage(LoginPage, { path: '/login', at: '/login?redirect=/student/library' })
    fireEvent.click(screen.getByRole('tab', { name: 'Student' }))
    await type('Username', 'Mei.Tan')
    await type('Password', 'sunflower42')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/library'))
    expect(bodies).toEqual([{ login_type: 'username', username: 'mei.tan', password: 'sunflower42' }])
  })

  it('sends a one-time code, then signs in with the full mobile number', async () => {
    const bodies = captureLogin()
    const otpRequests: unknown[] = []
    server.use(
      http.post('*/api/v1/auth/generate-otp', async ({ request }) => {
        otpRequests.push(await request.json())
        return HttpResponse.json({ ok: true, expires_in_seconds: 600 })
      }),
    )
    const { router } = await renderPage(LoginPage, { path: '/login' })
    fireEvent.click(screen.getByRole('tab', { name: 'One-time code' }))
    await type('Mobile number', '12')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Enter your mobile number using digits only.')).toBeTruthy()

    await type('Mobile number', '9123 4567')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    const first = await screen.findByLabelText('Digit 1 of 6')
    expect(otpRequests).toEqual([{ country_code: '+65', phone_number: '91234567' }])

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Enter all 6 digits of the code.')).toBeTruthy()
    // Typing all digits into the first box is how a pasted or autofilled code arrives.
    fireEvent.focus(first)
    fireEvent.change(first, { target: { value: '123456' } })
    await waitFor(() => expect((screen.getByLabelText('Digit 6 of 6') as HTMLInputElement).value).toBe('6'))
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/academy/dashboard'))
    expect(bodies).toEqual([{ login_type: 'otp', mobile_number: '+6591234567', otp: '123456' }])
  })

  it('shows the server’s message when the password is wrong', async () => {
    server.use(
      http.post('*/api/v1/auth/login', () =>
        HttpResponse.json({ message: 'That email and password do not match.' }, { status: 401 }),
      ),
    )
    await renderPage(LoginPage, { path: '/login' })
    await type('Email address', 'pat@example.com')
    await type('Password', 'wrong')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('That email and password do not match.')).toBeTruthy()
  })

  it('keeps an activation code from the address for after signing in', async () => {
    await renderPage(LoginPage, { path: '/login', at: '/login?activation_code=LITE-2026' })
    expect(await screen.findByText(/use code LITE-2026 next/)).toBeTruthy()
    expect(localStorage.getItem('activation_code')).toBe('LITE-2026')
  })
})
