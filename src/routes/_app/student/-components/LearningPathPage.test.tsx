// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../../../api/queryClient'
import { setSessionUser } from '../../../../auth/session'
import { quizSummary, sessionUser } from '../../../../test/fixtures'
import { renderPage } from '../../../../test/router'
import { startMockServer } from '../../../../test/server'
import { LearningPathPage } from './LearningPathPage'

const server = startMockServer()
beforeEach(() => {
  // Wednesday 25 November 2026, mid-morning in Singapore.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00+08:00') })
  setSessionUser(sessionUser({ id: 5, user_role_id: 1, first_name: 'Mei' }))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  localStorage.clear()
  queryClient.clear()
  setSessionUser(null)
})

const course = (
  id: number,
  subject: string,
  access: unknown = { source: 'class', full: true, ends_at: null },
) => ({
  id,
  name: `P5 ${subject}`,
  subject_id: id,
  subject_name: subject,
  academic_level_id: 5,
  academic_level_name: 'P5',
  school_id: 1,
  is_active: true,
  sharer_course_ids: [],
  description: null,
  thumbnail_url: null,
  access,
})
const COURSES = [course(6, 'Science'), course(5, 'Maths'), course(7, 'English', null)]

type Item = Record<string, unknown>
const worksheet = (id: number, title: string, extra: Item = {}): Item => ({
  id,
  item_type_id: 1,
  title,
  worksheet_id: id,
  content_id: null,
  quiz_id: 100 + id,
  completed: false,
  marks_given: null,
  max_score: 5,
  item_stats: { correct_attempts: 0, num_questions: 5 },
  ...extra,
})
const note = (id: number, title: string, extra: Item = {}): Item => ({
  ...worksheet(id, title),
  item_type_id: 2,
  worksheet_id: null,
  content_id: 40 + id,
  quiz_id: null,
  max_score: null,
  ...extra,
})
const section = (id: number, lesson: string, title: string, due: string | null, items: Item[]) => ({
  id,
  title,
  lesson_id: id * 10,
  lesson_title: lesson,
  due_date: due,
  completed: items.every((item) => item.completed),
  items,
})

const MATHS_PATH = {
  course_id: 5,
  sections: [
    section(1, 'Fractions', 'Adding fractions', '2026-11-24', [
      worksheet(1, 'Adding halves', { completed: true, marks_given: 4 }),
      note(2, 'What is a fraction?', { completed: true }),
    ]),
    section(2, 'Fractions', 'Taking away fractions', '2026-11-26', [
      note(3, 'Taking away, step by step'),
      worksheet(4, 'Take away quarters'),
      worksheet(5, 'Take away thirds'),
    ]),
    section(3, 'Ratio', 'What is a ratio?', '2026-11-27', [
      worksheet(6, 'Ratio warm-up', { quiz_id: null }),
      worksheet(7, 'Sharing sweets'),
    ]),
  ],
}

function serve({ courses = COURSES, paths = { 5: MATHS_PATH } as Record<number, unknown> } = {}) {
  const read: number[] = []
  server.use(
    http.get('*/api/v1/courses/user', () => HttpResponse.json({ courses })),
    http.get('*/api/v1/lessons/learning-path', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('course_id'))
      return HttpResponse.json(paths[id] ?? { course_id: id, sections: [] })
    }),
    http.post('*/api/v1/lessons/items/:id/complete', ({ params }) => {
      read.push(Number(params.id))
      return HttpResponse.json({})
    }),
    http.get('*/api/v1/quiz', () =>
      HttpResponse.json({
        quizzes: [
          quizSummary(105, 'Take away thirds', { status: 'in_progress' }),
          quizSummary(107, 'Sharing sweets'),
        ],
      }),
    ),
    http.get('*/api/v1/users/xp', () =>
      HttpResponse.json({ xp: 240, level: 2, current_level_base_xp: 200, next_level_xp: 400 }),
    ),
    http.get('*/api/v1/users/streaks', () =>
      HttpResponse.json({ active: true, days: 3, longest_days: 5, week: [] }),
    ),
  )
  return { read }
}

describe("the student's learning path", () => {
  it('shows the lessons of the chosen subject in order, with what is done and what to do next', async () => {
    localStorage.setItem('selected_course', '5')
    serve()
    await renderPage(LearningPathPage, { path: '/student/dashboard' })

    expect(screen.getByRole('heading', { level: 1, name: 'My learning path' })).toBeTruthy()
    expect(screen.getByText(/Hi, Mei!/)).toBeTruthy()
    const path = await screen.findByRole('region', { name: 'Maths lessons' })
    expect(await screen.findByRole('region', { name: 'Your progress' })).toBeTruthy()

    const bar = within(path).getByRole('progressbar', { name: 'Your Maths learning path' })
    expect(bar.getAttribute('aria-valuenow')).toBe('2')
    expect(bar.getAttribute('aria-valuemax')).toBe('7')
    expect(within(path).getByText('2 of 7 done')).toBeTruthy()

    const headings = within(path)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(headings).toEqual([
      'Fractions: Adding fractions',
      'Fractions: Taking away fractions',
      'Ratio: What is a ratio?',
    ])

    const first = within(path).getByRole('region', { name: 'Fractions: Adding fractions' })
    expect(within(first).getByText('All done')).toBeTruthy()
    expect(within(first).getByText('Done · 4 out of 5 marks')).toBeTruthy()
    expect(within(first).getByRole('link', { name: 'Look back: Adding halves' }).getAttribute('href')).toBe(
      '/student/quiz/101?view=review',
    )
    expect(within(first).getByText("Done · you've read it")).toBeTruthy()

    const second = within(path).getByRole('region', { name: 'Fractions: Taking away fractions' })
    expect(within(second).getByText('Due tomorrow')).toBeTruthy()
    expect(within(second).getByText('0 of 3 done')).toBeTruthy()
    const steps = within(within(second).getByRole('list')).getAllByRole('listitem')
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Taking away, step by step',
      'Take away quarters',
      'Take away thirds',
    ])
    expect(
      within(second).getByRole('link', { name: 'Read: Taking away, step by step' }).getAttribute('href'),
    ).toBe('/learning-content/43')
    expect(within(second).getByRole('link', { name: 'Start: Take away quarters' }).getAttribute('href')).toBe(
      '/student/quiz/104',
    )
    expect(
      within(second).getByRole('link', { name: 'Carry on: Take away thirds' }).getAttribute('href'),
    ).toBe('/student/quiz/105')

    const third = within(path).getByRole('region', { name: 'Ratio: What is a ratio?' })
    expect(within(third).getByText('Due Fri 27 Nov')).toBeTruthy()
    expect(within(third).getByText('Your teacher will set this soon')).toBeTruthy()
    expect(within(third).getAllByRole('link')).toHaveLength(1)
  })

  it('marks notes as read', async () => {
    localStorage.setItem('selected_course', '5')
    const { read } = serve()
    await renderPage(LearningPathPage, { path: '/student/dashboard' })
    const second = await screen.findByRole('region', { name: 'Fractions: Taking away fractions' })
    fireEvent.click(within(second).getByRole('button', { name: "I've read it: Taking away, step by step" }))
    expect(await within(second).findByText("Done · you've read it")).toBeTruthy()
    expect(read).toEqual([3])
  })

  it('says kindly when a late section can still be done', async () => {
    localStorage.setItem('selected_course', '5')
    serve({
      paths: {
        5: {
          course_id: 5,
          sections: [section(1, 'Fractions', 'Adding', '2026-11-24', [worksheet(1, 'Halves')])],
        },
      },
    })
    await renderPage(LearningPathPage, { path: '/student/dashboard' })
    expect(await screen.findByText('Late · you can still do it')).toBeTruthy()
  })

  it('switches subject among the unlocked ones, remembering the choice', async () => {
    serve()
    await renderPage(LearningPathPage, { path: '/student/dashboard' })
    // Maths comes first in the school's order; locked English is not offered.
    expect(await screen.findByRole('region', { name: 'Maths lessons' })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'English' })).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Science' }))
    expect(localStorage.getItem('selected_course')).toBe('6')
    const science = await screen.findByRole('region', { name: 'Science lessons' })
    expect(await within(science).findByText('No Science lessons yet')).toBeTruthy()
    expect(within(science).getByRole('link', { name: 'Go to the library' }).getAttribute('href')).toBe(
      '/student/library',
    )
    expect(within(science).getByRole('link', { name: 'My assignments' }).getAttribute('href')).toBe(
      '/student/v2/assignment',
    )
  })

  it('shows kind words and the way to other work when no subject is set up', async () => {
    serve({ courses: [course(7, 'English', null)] })
    await renderPage(LearningPathPage, { path: '/student/dashboard' })
    expect(await screen.findByText('No lessons yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the library' })).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('says when the path could not be loaded, and tries again', async () => {
    serve()
    let fail = true
    server.use(
      http.get('*/api/v1/lessons/learning-path', () =>
        fail
          ? HttpResponse.json({ message: 'You cannot see these lessons.' }, { status: 403 })
          : HttpResponse.json(MATHS_PATH),
      ),
    )
    await renderPage(LearningPathPage, { path: '/student/dashboard' })
    expect(screen.getByRole('status').textContent).toContain('Loading your subjects')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("We couldn't load your Maths lessons")
    expect(alert.textContent).toContain('You cannot see these lessons.')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('progressbar', { name: 'Your Maths learning path' })).toBeTruthy()
  })

  it('says when a worksheet is handed in and waiting for marks', async () => {
    localStorage.setItem('selected_course', '5')
    serve()
    server.use(
      http.get('*/api/v1/quiz', () =>
        HttpResponse.json({ quizzes: [quizSummary(104, 'Take away quarters', { status: 'completed' })] }),
      ),
    )
    await renderPage(LearningPathPage, { path: '/student/dashboard' })
    const second = await screen.findByRole('region', { name: 'Fractions: Taking away fractions' })
    expect(await within(second).findByText('Handed in · your teacher is marking it')).toBeTruthy()
    expect(within(second).queryByRole('link', { name: 'Start: Take away quarters' })).toBeNull()
  })

  it('stays calm while the lessons call is not served yet', async () => {
    serve()
    server.use(
      http.get('*/api/v1/lessons/learning-path', () =>
        HttpResponse.json({ message: 'There is no GET /api/v1/lessons/learning-path.' }, { status: 404 }),
      ),
    )
    await renderPage(LearningPathPage, { path: '/student/dashboard' })
    expect(await screen.findByText('Your learning path is nearly ready')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
