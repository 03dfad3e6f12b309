// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { ActivateLitePage } from './ActivateLitePage'

const server = startMockServer()
const PATH = '/academy/activate-lite-access'
const child = (id: number, first_name: string, is_free_tier: boolean) => ({
  id,
  first_name,
  last_name: 'Lim',
  username: first_name.toLowerCase(),
  academic_level_id: 4,
  is_free_tier,
  user_information: { profile_pic_url: null, last_logged_in: null, subject_ids: [] },
})

afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

describe('turning on Lite', () => {
  it('lets a parent choose a child, and explains a 409 without alarm', async () => {
    setSessionUser(sessionUser({ id: 2, user_role_id: 6 }))
    const bodies: unknown[] = []
    server.use(
      http.get('*/api/v1/users/children', () =>
        HttpResponse.json({ children: [child(5, 'Ava', false), child(6, 'Ben', true)] }),
      ),
      http.patch('*/api/v1/users/redeem-free-tier-access', async ({ request }) => {
        const body = (await request.json()) as { student_id: number }
        bodies.push(body)
        return body.student_id === 6
          ? HttpResponse.json({ message: 'Ben already has Lantern Lite.', code: 'conflict' }, { status: 409 })
          : HttpResponse.json({ student_id: 5, is_free_tier: true, access_expires_at: null })
      }),
    )
    await renderPage(ActivateLitePage, { path: PATH })

    fireEvent.click(await screen.findByRole('button', { name: 'Turn on Lite' }))
    expect(screen.getByRole('alert').textContent).toContain('Choose the child')

    fireEvent.click(screen.getByRole('radio', { name: /Ben Lim/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Turn on Lite for Ben' }))
    expect(await screen.findByText('Ben already has Lantern Lite.')).toBeTruthy()
    expect(screen.getByText('Nothing to change')).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: /Ava Lim/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Turn on Lite for Ava' }))
    expect(await screen.findByText('Lite is ready for Ava')).toBeTruthy()
    expect(bodies).toEqual([{ student_id: 6 }, { student_id: 5 }])
  })

  it('turns Lite on for a student themselves', async () => {
    setSessionUser(sessionUser({ id: 8, user_role_id: 1, is_free_tier: false }))
    let body: unknown = null
    server.use(
      http.patch('*/api/v1/users/redeem-free-tier-access', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ student_id: 8, is_free_tier: true, access_expires_at: null })
      }),
    )
    await renderPage(ActivateLitePage, { path: PATH })
    fireEvent.click(screen.getByRole('button', { name: 'Turn on Lite for me' }))
    expect(await screen.findByText('Lite is ready for you!')).toBeTruthy()
    expect(body).toEqual({})
  })
})
