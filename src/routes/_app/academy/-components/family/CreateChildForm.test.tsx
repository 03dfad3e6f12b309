// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { CreateChildForm } from './CreateChildForm'
import { course } from './testing'

const server = startMockServer()
beforeEach(() => {
  setSessionUser(sessionUser())
  server.use(http.get('*/api/v1/courses', () => HttpResponse.json({ courses: [course(1, 'Maths')] })))
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const created: number[] = []
function Page() {
  return <CreateChildForm lite={false} onCreated={(child) => created.push(child.id)} />
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the create-child form', () => {
  it('explains each field that is missing or not allowed, before calling the server', async () => {
    await renderPage(Page, { path: '/academy/create-child-account' })
    await screen.findByLabelText('Username')
    type('Username', 'A B')
    type(/^Password/, 'short')
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Enter your child’s first name.')).toBeTruthy()
    expect(screen.getByText('Enter your child’s last name.')).toBeTruthy()
    expect(screen.getByText('Choose your child’s school level.')).toBeTruthy()
    expect(screen.getByText('A username may use letters, digits, dots, dashes and underscores.')).toBeTruthy()
    expect(screen.getByText('Use at least 8 characters for the password.')).toBeTruthy()
    expect(screen.getByLabelText('Child’s first name').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a taken username on the username field, and sends the rest as the contract asks', async () => {
    let sent: { query: string; body: unknown } | null = null
    server.use(
      http.post('*/api/v1/users/onboarding/aiacademy/parent/create-child-account', async ({ request }) => {
        sent = { query: new URL(request.url).search, body: await request.json() }
        const message = 'That username is taken. Try another one.'
        return HttpResponse.json({ message, issues: [{ path: 'username', message }] }, { status: 409 })
      }),
    )
    await renderPage(Page, { path: '/academy/create-child-account' })
    await screen.findByLabelText('Username')
    type('Child’s first name', 'Mei')
    type('Child’s last name', 'Tan')
    fireEvent.change(await screen.findByLabelText('School level'), { target: { value: '5' } })
    type('Username', 'Mei.Tan')
    type(/^Password/, 'lantern-fun-2026')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText('That username is taken. Try another one.').length).toBeGreaterThan(0)
    expect(sent).toEqual({
      query: '?is_free_tier=false&send_credentials_info=true',
      body: {
        first_name: 'Mei',
        last_name: 'Tan',
        username: 'mei.tan',
        password: 'lantern-fun-2026',
        academic_level_id: 5,
      },
    })
    expect(created).toEqual([])
  })
})
