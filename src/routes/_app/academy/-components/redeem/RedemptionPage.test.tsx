// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { RedemptionPage } from './RedemptionPage'

const server = startMockServer()
const PATH = '/academy/product-redemption'
const maths = {
  course_id: 1,
  subject_id: 1,
  subject_name: 'Maths',
  course_name: 'P4 Maths',
  activated_at: null,
  expires_at: '2027-11-24T00:00:00.000Z',
}
const child = (id: number, first_name: string) => ({
  id,
  first_name,
  last_name: 'Lim',
  username: first_name.toLowerCase(),
  academic_level_id: 4,
  is_free_tier: id === 6,
  user_information: { profile_pic_url: null, last_logged_in: null, subject_ids: [] },
})

beforeEach(() => {
  setSessionUser(sessionUser({ id: 2, user_role_id: 6 }))
  localStorage.setItem('activation_code', 'DEMO-P4-MATHS')
  server.use(
    http.get('*/api/v1/users/children', () =>
      HttpResponse.json({ children: [child(5, 'Ava'), child(6, 'Ben')] }),
    ),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  localStorage.clear()
  setSessionUser(null)
})

describe('redeeming an activation code', () => {
  it('checks the code, lets the parent choose a child, redeems it and forgets the code', async () => {
    let redeemed: unknown = null
    server.use(
      http.get('*/api/v1/activation/DEMO-P4-MATHS', () =>
        HttpResponse.json({
          code: 'DEMO-P4-MATHS',
          courses: [maths],
          expires_at: '2027-12-31T00:00:00.000Z',
        }),
      ),
      http.post('*/api/v1/activation', async ({ request }) => {
        redeemed = await request.json()
        return HttpResponse.json({
          child_id: 6,
          courses: [{ ...maths, activated_at: '2026-11-24T06:00:00.000Z' }],
        })
      }),
    )
    await renderPage(RedemptionPage, { path: PATH, at: `${PATH}?activation_code=DEMO-P4-MATHS` })

    expect(await screen.findByRole('heading', { name: 'Code DEMO-P4-MATHS is ready to use' })).toBeTruthy()
    expect(screen.getByText(/It unlocks Maths\. Use it by 31 December 2027\./)).toBeTruthy()
    expect(screen.getByText('Open until 24 November 2027')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Unlock subjects' }))
    expect(screen.getByRole('alert').textContent).toContain('Choose the child')

    fireEvent.click(screen.getByRole('radio', { name: /Ben/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Unlock for Ben' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, unlock for Ben' }))

    expect(await screen.findByText('Unlocked for Ben!')).toBeTruthy()
    expect(redeemed).toEqual({ code: 'DEMO-P4-MATHS', child_id: 6 })
    expect(screen.getByRole('list', { name: 'Subjects unlocked by codes for Ben' }).textContent).toContain(
      'Maths',
    )
    expect(localStorage.getItem('activation_code')).toBeNull()
  })

  it('says kindly that a used code cannot be used again, and offers to type another', async () => {
    server.use(
      http.get('*/api/v1/activation/DEMO-P4-MATHS', () =>
        HttpResponse.json(
          { message: 'This code has already been used. Each code works once.', code: 'gone' },
          { status: 410 },
        ),
      ),
    )
    await renderPage(RedemptionPage, { path: PATH, at: `${PATH}?activation_code=demo-p4-maths` })

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This code cannot be used')
    expect(alert.textContent).toContain('This code has already been used. Each code works once.')
    expect(screen.getByRole('heading', { name: 'Try another code' })).toBeTruthy()
    await waitFor(() => expect(localStorage.getItem('activation_code')).toBeNull())
  })

  it('asks a student to pass the code to a parent, who redeems it', async () => {
    setSessionUser(sessionUser({ id: 6, user_role_id: 1 }))
    server.use(
      http.get('*/api/v1/activation/DEMO-P4-MATHS', () =>
        HttpResponse.json({ code: 'DEMO-P4-MATHS', courses: [maths], expires_at: null }),
      ),
    )
    await renderPage(RedemptionPage, { path: PATH })
    expect(await screen.findByText('Ask a parent to use this code')).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
  })
})
