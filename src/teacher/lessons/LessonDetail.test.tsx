// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { classSummary, course } from '../testing'
import { LessonsPage } from './LessonsPage'
import { contentItem, lesson, sectionReport, worksheetItem } from './testing'

const server = startMockServer()
const fractions = lesson(
  9,
  'Fractions in a week',
  [
    {
      id: 71,
      title: 'Halves and quarters',
      items: [worksheetItem(702, 'Quarters quiz', 32, 2), contentItem(701, 'What is a fraction?', 8, 1)],
    },
    { id: 72, title: 'Adding fractions', items: [worksheetItem(703, 'Adding quiz', 33)] },
  ],
  { assigned_students: 2, needs_reassignment: true },
)
const report = sectionReport({
  items: [
    { item_id: 701, title: 'What is a fraction?', completion_rate: 1, average_percent: null },
    { item_id: 702, title: 'Quarters quiz', completion_rate: 0.5, average_percent: 65 },
  ],
  students: [
    {
      student_id: 101,
      first_name: 'Chloe',
      last_name: 'Tan',
      completed_items: 2,
      late_items: 0,
      marks_given: 7,
      max_score: 10,
    },
    {
      student_id: 102,
      first_name: 'Dylan',
      last_name: 'Ng',
      completed_items: 1,
      late_items: 1,
      marks_given: null,
      max_score: null,
    },
  ],
})

beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    http.get('*/api/v1/courses', () => HttpResponse.json({ courses: [course(1, 'Maths')] })),
    http.get('*/api/v1/teachers/class', () =>
      HttpResponse.json({
        classes: [classSummary(4, '5 Kingfisher Maths'), classSummary(5, '5 Heron Maths')],
      }),
    ),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

function Opened() {
  return <LessonsPage lessonId={9} />
}

describe('an opened lesson', () => {
  it('shows its sections in order, and under each how the students are doing', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/v1/lessons/9', () => HttpResponse.json(fractions)),
      http.get('*/api/v1/lessons/sections/:id/report', ({ request, params }) => {
        asked.push(`${params.id}${new URL(request.url).search}`)
        return HttpResponse.json(params.id === '71' ? report : sectionReport({ section_id: 72 }))
      }),
    )
    await renderPage(Opened, { path: '/teacher/lessons' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions in a week' })).toBeTruthy()
    expect(screen.getByText('Changed since it was assigned')).toBeTruthy()
    const first = screen.getByRole('region', { name: 'Section 1: Halves and quarters' })
    const items = within(first).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['NotesWhat is a fraction?', 'WorksheetQuarters quiz'])
    expect(within(first).getByRole('link', { name: 'Quarters quiz' }).getAttribute('href')).toBe(
      '/teacher/worksheet-library?worksheet=32',
    )
    expect(within(first).getByRole('link', { name: 'What is a fraction?' }).getAttribute('href')).toBe(
      '/learning-content/8',
    )

    const students = await within(first).findByRole('region', { name: 'Students in the section' })
    const chloe = within(students).getByText('Chloe Tan').closest('tr') as HTMLElement
    expect(chloe.textContent).toContain('2 of 2')
    expect(chloe.textContent).toContain('All done')
    expect(chloe.textContent).toContain('7 / 10 (70%)')
    const dylan = within(students).getByText('Dylan Ng').closest('tr') as HTMLElement
    expect(dylan.textContent).toContain('1 of 2')
    expect(dylan.textContent).toContain('1 late')
    const perItem = within(first).getByRole('region', { name: 'Items of the section' })
    const quiz = within(perItem).getByText('Quarters quiz').closest('tr') as HTMLElement
    expect(quiz.textContent).toContain('50% (1 of 2)')
    expect(quiz.textContent).toContain('65% · Developing')
    expect(within(perItem).getByText('No marks yet')).toBeTruthy()
    expect(first.textContent).toContain('1 finished every item')

    const second = screen.getByRole('region', { name: 'Section 2: Adding fractions' })
    expect(await within(second).findByText('Nobody was set this lesson yet.')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Show how they did for'), { target: { value: '4' } })
    await waitFor(() => expect(asked).toContain('71?class_id=4'))
    expect(await within(first).findByRole('link', { name: 'Chloe Tan' })).toBeTruthy()
  })

  it('says nobody was set it yet, without asking for reports', async () => {
    server.use(
      http.get('*/api/v1/lessons/9', () => HttpResponse.json({ ...fractions, assigned_students: 0 })),
    )
    await renderPage(Opened, { path: '/teacher/lessons' })
    expect(await screen.findByText(/Nobody has been set this lesson yet/)).toBeTruthy()
    expect(screen.queryByLabelText('Show how they did for')).toBeNull()
  })

  it('says so when the lesson is gone', async () => {
    server.use(
      http.get('*/api/v1/lessons/9', () =>
        HttpResponse.json({ message: 'No such lesson.' }, { status: 404 }),
      ),
    )
    await renderPage(Opened, { path: '/teacher/lessons' })
    expect(await screen.findByText('We can’t find that lesson')).toBeTruthy()
  })
})
