// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { classSummary } from '../testing'
import { AssignDialog } from './AssignDialog'
import { schoolToday } from './dates'
import { classDetail } from './testing'

const server = startMockServer()
const kingfisher = classSummary(4, '5 Kingfisher Maths', { students_count: 2 })
beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    http.get('*/api/v1/teachers/class/4', () =>
      HttpResponse.json(
        classDetail(4, '5 Kingfisher Maths', [
          [101, 'Chloe', 'Tan'],
          [102, 'Dylan', 'Ng'],
        ]),
      ),
    ),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const closed: string[] = []
function Page() {
  return (
    <AssignDialog
      worksheet={{ id: 31, title: 'Fractions week 3', classId: 4 }}
      classes={[kingfisher]}
      onClose={() => closed.push('closed')}
    />
  )
}

const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + n)
  return date.toISOString().slice(0, 10)
}

async function toDates() {
  await renderPage(Page, { path: '/teacher/worksheet-library' })
  expect(await screen.findByText('Everyone in the class (2)')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  return screen.findByLabelText('Due date')
}

describe('assigning a worksheet', () => {
  it('starts on today, and says what is wrong with the dates before it calls the server', async () => {
    let called = false
    server.use(
      http.post('*/api/v1/worksheets/:id/reassign', () => {
        called = true
        return HttpResponse.json({}, { status: 201 })
      }),
    )
    const due = await toDates()
    expect((screen.getByLabelText('Date assigned') as HTMLInputElement).value).toBe(schoolToday())
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Choose the day it is due.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Date assigned'), { target: { value: addDays(schoolToday(), 5) } })
    fireEvent.change(due, { target: { value: addDays(schoolToday(), 2) } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('The due date cannot be before the date assigned.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Date assigned'), {
      target: { value: addDays(schoolToday(), -9) },
    })
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: addDays(schoolToday(), -2) } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('The due date has passed: choose today or a later day.')).toBeTruthy()
    expect(called).toBe(false)
  })

  it('shows the server’s reason when it refuses, and lets the teacher change the dates', async () => {
    server.use(
      http.post('*/api/v1/worksheets/:id/reassign', () =>
        HttpResponse.json(
          { message: 'This class has no students yet: add some before you assign work.' },
          { status: 400 },
        ),
      ),
    )
    await toDates()
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: addDays(schoolToday(), 7) } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Everyone in 5 Kingfisher Maths')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }))
    expect(
      await screen.findByText('This class has no students yet: add some before you assign work.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Change dates' }))
    expect(await screen.findByLabelText('Due date')).toBeTruthy()
  })

  it('assigns to the children chosen, and says so', async () => {
    const sent: Array<Record<string, string[]>> = []
    server.use(
      http.post('*/api/v1/worksheets/:id/reassign', async ({ request, params }) => {
        const form = await request.formData()
        const fields: Record<string, string[]> = { id: [String(params.id)] }
        for (const [key, value] of form.entries()) fields[key] = [...(fields[key] ?? []), String(value)]
        sent.push(fields)
        return HttpResponse.json(
          {
            assignment_id: 55,
            class_id: 4,
            student_ids: [102],
            date_assigned: schoolToday(),
            due_date: addDays(schoolToday(), 7),
          },
          { status: 201 },
        )
      }),
    )
    await renderPage(Page, { path: '/teacher/worksheet-library' })
    fireEvent.click(await screen.findByLabelText('Only some children'))
    fireEvent.click(screen.getByLabelText('Dylan Ng'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.change(await screen.findByLabelText('Due date'), {
      target: { value: addDays(schoolToday(), 7) },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Dylan Ng (5 Kingfisher Maths)')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }))
    expect(await screen.findByText('Assigned')).toBeTruthy()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      id: ['31'],
      class_id: ['4'],
      student_ids: ['102'],
      date_assigned: [JSON.stringify(schoolToday())],
      due_date: [JSON.stringify(addDays(schoolToday(), 7))],
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(closed).toEqual(['closed'])
  })
})
