// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { referenceHandlers } from '../testing'
import { CreateClassForm } from './CreateClassForm'

const server = startMockServer()
beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 1, school_id: 1 }))
  server.use(...referenceHandlers())
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const created: number[] = []
function Page() {
  return <CreateClassForm onCreated={(id) => created.push(id)} />
}

describe('the new-class form', () => {
  it('says what is missing before it calls the server', async () => {
    let called = false
    server.use(
      http.post('*/api/v1/teachers/class', () => {
        called = true
        return HttpResponse.json({ class_id: 9 }, { status: 201 })
      }),
    )
    await renderPage(Page, { path: '/teacher/manage/classes' })
    fireEvent.click(await screen.findByRole('button', { name: 'Create class' }))
    expect(await screen.findByText('Name the class.')).toBeTruthy()
    expect(screen.getByText('Choose the level.')).toBeTruthy()
    expect(screen.getByText('Choose the subject.')).toBeTruthy()
    expect(screen.getByLabelText('Class name').getAttribute('aria-invalid')).toBe('true')
    expect(called).toBe(false)
  })

  it('shows a taken name on the name field, and sends what the contract asks', async () => {
    let sent: unknown = null
    server.use(
      http.post('*/api/v1/teachers/class', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          { message: 'Your school already has a class called “5 Kingfisher Maths”.' },
          { status: 409 },
        )
      }),
    )
    await renderPage(Page, { path: '/teacher/manage/classes' })
    fireEvent.change(await screen.findByLabelText('Class name'), {
      target: { value: ' 5 Kingfisher Maths ' },
    })
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '5' } })
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create class' }))
    expect(
      await screen.findByText('Your school already has a class called “5 Kingfisher Maths”.'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.getByLabelText('Class name').getAttribute('aria-invalid')).toBe('true'))
    expect(sent).toEqual({ name: '5 Kingfisher Maths', academic_level_id: 5, subject_id: 2 })
    expect(created).toEqual([])
  })

  it('hands on the new class', async () => {
    server.use(
      http.post('*/api/v1/teachers/class', () => HttpResponse.json({ class_id: 9 }, { status: 201 })),
    )
    await renderPage(Page, { path: '/teacher/manage/classes' })
    fireEvent.change(await screen.findByLabelText('Class name'), { target: { value: '4 Heron Science' } })
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '4' } })
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create class' }))
    await waitFor(() => expect(created).toEqual([9]))
  })
})
