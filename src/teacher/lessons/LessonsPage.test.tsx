// @vitest-environment happy-dom

import { useSearch } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { classSummary, course } from '../testing'
import { schoolToday } from '../worksheets/dates'
import { classDetail } from '../worksheets/testing'
import { LessonsPage } from './LessonsPage'
import { lesson, lessonSummary } from './testing'

const server = startMockServer()
const fractions = lessonSummary(5, 'Fractions in a week', {
  items_count: 4,
  assigned_students: 38,
  needs_reassignment: true,
})
const booster = lessonSummary(6, 'Booster: ratio', {
  lesson_type_id: 5,
  owner_name: 'Mr Tan',
  can_edit: false,
})
const common = lessonSummary(7, 'Whole numbers to 10 million', {
  school_id: null,
  school_name: null,
  owner_name: null,
  can_edit: false,
  items_count: 6,
})

beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    http.get('*/api/v1/teachers/class', () =>
      HttpResponse.json({ classes: [classSummary(4, '5 Kingfisher Maths', { students_count: 2 })] }),
    ),
    http.get('*/api/v1/teachers/class/4', () =>
      HttpResponse.json(
        classDetail(4, '5 Kingfisher Maths', [
          [101, 'Chloe', 'Tan'],
          [102, 'Dylan', 'Ng'],
        ]),
      ),
    ),
    http.get('*/api/v1/courses', () =>
      HttpResponse.json({ courses: [course(1, 'Maths'), course(2, 'Science')] }),
    ),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

function lists(school: unknown[], all: unknown[], queries: string[] = []) {
  server.use(
    http.get('*/api/v1/lessons/school', ({ request }) => {
      queries.push(`school${new URL(request.url).search}`)
      return HttpResponse.json({ lessons: school })
    }),
    http.get('*/api/v1/lessons', ({ request }) => {
      queries.push(`all${new URL(request.url).search}`)
      return HttpResponse.json({ lessons: all })
    }),
  )
  return queries
}

function List() {
  return <LessonsPage />
}

const card = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement

describe('the lessons page', () => {
  it('lists the school’s lessons and Lantern’s, each with what a teacher needs to know', async () => {
    const queries = lists([fractions, booster], [fractions, booster, common])
    await renderPage(List, { path: '/teacher/lessons' })
    const school = await screen.findByRole('region', { name: /Our school’s lessons/ })
    const lantern = screen.getByRole('region', { name: /Lantern lessons/ })
    const first = await card('Fractions in a week')
    expect(school.contains(first)).toBe(true)
    for (const text of [
      'Lesson',
      'P5 Maths',
      '4 items',
      'Ms Lim',
      'Set for 38 students',
      'Changed since assigned',
    ])
      expect(first.textContent).toContain(text)
    expect(within(first).getByRole('link', { name: 'Edit “Fractions in a week”' }).getAttribute('href')).toBe(
      '/teacher/lessons/manage?lessonId=5',
    )
    const other = await card('Booster: ratio')
    expect(other.textContent).toContain('Topic booster')
    expect(other.textContent).toContain('Not assigned yet')
    expect(within(other).queryByRole('link', { name: /Edit/ })).toBeNull()
    expect(within(other).queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(within(other).getByRole('button', { name: /Duplicate/ })).toBeTruthy()
    expect(await within(lantern).findByRole('article', { name: 'Whole numbers to 10 million' })).toBeTruthy()
    expect(within(lantern).queryByRole('article', { name: 'Fractions in a week' })).toBeNull()
    expect(within(lantern).getByRole('article').textContent).toContain('Lantern')

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '5' } })
    await waitFor(() => expect(queries).toContain('school?lesson_type_id=5'))
    expect(queries).toContain('all?lesson_type_id=5')
    expect(screen.getByRole('link', { name: 'New lesson' }).getAttribute('href')).toBe(
      '/teacher/lessons/manage',
    )
  })

  it('opens a topic booster’s own editor', async () => {
    lists([{ ...booster, can_edit: true }], [])
    await renderPage(List, { path: '/teacher/lessons' })
    const link = within(await card('Booster: ratio')).getByRole('link', { name: /Edit/ })
    expect(link.getAttribute('href')).toBe('/teacher/lessons/manage-topic-booster/6')
  })

  it('says when there are no lessons yet, with a way to create one', async () => {
    lists([], [])
    await renderPage(List, { path: '/teacher/lessons' })
    const empty = await screen.findByText(/No lessons yet/)
    expect(within(empty).getByRole('link', { name: 'create one' }).getAttribute('href')).toBe(
      '/teacher/lessons/manage',
    )
    expect(await screen.findByText('No Lantern lessons yet.')).toBeTruthy()
  })

  it('says when a list did not load, and tries again', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/lessons/school', () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ message: 'Your school account is paused.' }, { status: 403 })
          : HttpResponse.json({ lessons: [fractions] })
      }),
      http.get('*/api/v1/lessons', () => HttpResponse.json({ lessons: [] })),
    )
    await renderPage(List, { path: '/teacher/lessons' })
    const failed = await screen.findByRole('alert')
    expect(failed.textContent).toContain('Our school’s lessons did not load')
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    expect(await card('Fractions in a week')).toBeTruthy()
  })

  it('asks before deleting, saying the worksheets it set stay with the students', async () => {
    let deleted = 0
    lists([fractions], [])
    server.use(
      http.delete('*/api/v1/lessons/5', () => {
        deleted += 1
        return HttpResponse.json({ ok: true })
      }),
    )
    await renderPage(List, { path: '/teacher/lessons' })
    fireEvent.click(within(await card('Fractions in a week')).getByRole('button', { name: /Delete/ }))
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this lesson?' })
    expect(ask.textContent).toContain('The worksheets it set stay with the students')
    expect(deleted).toBe(0)
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete lesson' }))
    await waitFor(() => expect(deleted).toBe(1))
  })

  it('assigns a lesson through the assign dialog, to the class chosen', async () => {
    const sent: unknown[] = []
    lists([fractions], [])
    server.use(
      http.post('*/api/v1/lessons/5/assign', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ lesson_id: 5, assignment_ids: [81, 82], students_count: 2 })
      }),
    )
    await renderPage(List, { path: '/teacher/lessons' })
    fireEvent.click(within(await card('Fractions in a week')).getByRole('button', { name: /Assign/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Assign “Fractions in a week”' })
    expect((within(dialog).getByLabelText('Class') as HTMLSelectElement).value).toBe('4')
    expect(await within(dialog).findByText('Everyone in the class (2)')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
    const due = addDays(schoolToday(), 7)
    fireEvent.change(await within(dialog).findByLabelText('Due date'), { target: { value: due } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(await within(dialog).findByText('Lesson')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(await within(dialog).findByText('Assigned')).toBeTruthy()
    expect(sent).toEqual([{ class_ids: [4], student_ids: [], date_assigned: schoolToday(), due_date: due }])
  })

  it('duplicates a lesson and shows the copy', async () => {
    lists([], [common])
    const copy = lesson(12, 'Whole numbers to 10 million (copy)', [])
    server.use(
      http.post('*/api/v1/lessons/7/duplicate', () => HttpResponse.json(copy, { status: 201 })),
      http.get('*/api/v1/lessons/12', () => HttpResponse.json(copy)),
    )
    const { router } = await renderPage(Opened, { path: '/teacher/lessons' })
    fireEvent.click(
      within(await card('Whole numbers to 10 million')).getByRole('button', { name: /Duplicate/ }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Whole numbers to 10 million (copy)' }),
    ).toBeTruthy()
    expect(router.state.location.search).toEqual({ lesson: '12' })
  })
})

/** The route's own reading of `?lesson=`. */
function Opened() {
  const search = useSearch({ strict: false }) as { lesson?: string }
  return <LessonsPage lessonId={Number(search.lesson) || undefined} />
}

const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + n)
  return date.toISOString().slice(0, 10)
}
