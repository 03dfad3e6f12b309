// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { renderPage } from '../test/router'
import { startMockServer } from '../test/server'
import { ResetPassword } from './ResetPassword'
import { signInCard } from './testing'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

function Page() {
  return <ResetPassword student={{ id: 31, first_name: 'Mei', last_name: 'Tan' }} />
}

describe('resetting a child’s password', () => {
  it('asks first, then shows the new card', async () => {
    const calls: string[] = []
    server.use(
      http.post('*/api/v1/teachers/students/:id/reset-password', ({ params }) => {
        calls.push(String(params.id))
        return HttpResponse.json(
          signInCard(31, 'Mei', 'Tan', { password: 'otter-maple-42', class_name: '5 Kingfisher Maths' }),
        )
      }),
    )
    await renderPage(Page, { path: '/teacher/students' })
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password for Mei Tan' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Reset Mei Tan’s password?' })
    expect(ask.textContent).toContain('signed out on every device')
    expect(calls).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    const card = await screen.findByRole('article', { name: 'Sign-in card for Mei Tan' })
    expect(card.textContent).toContain('otter-maple-42')
    expect(card.textContent).toContain('5 Kingfisher Maths')
    expect(calls).toEqual(['31'])
  })

  it('keeps the old password when the teacher cancels, and shows a refusal', async () => {
    server.use(
      http.post('*/api/v1/teachers/students/:id/reset-password', () =>
        HttpResponse.json({ message: 'Only the child’s teachers can do that.' }, { status: 403 }),
      ),
    )
    await renderPage(Page, { path: '/teacher/students' })
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password for Mei Tan' }))
    await screen.findByRole('alertdialog')
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Only the child’s teachers can do that.')).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
  })
})
