// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../api/queryClient'
import { setSessionUser } from '../../../../auth/session'
import { quizSummary, sessionUser } from '../../../../test/fixtures'
import { renderPage } from '../../../../test/router'
import { startMockServer } from '../../../../test/server'
import { LibraryPage } from './LibraryPage'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ id: 5, user_role_id: 1 })))
afterEach(() => {
  cleanup()
  localStorage.clear()
  queryClient.clear()
  setSessionUser(null)
})

const summary = (id: number, title: string, extra: Record<string, unknown> = {}) =>
  quizSummary(id, title, { time_limit: 15, course_id: title.includes('Science') ? 6 : 5, ...extra })

const course = (id: number, subject: string, access: unknown) => ({
  id,
  name: `P5 ${subject}`,
  subject_id: id,
  subject_name: subject,
  academic_level_id: 5,
  academic_level_name: 'P5',
  school_id: null,
  is_active: true,
  sharer_course_ids: [],
  description: null,
  thumbnail_url: null,
  access,
})
const full = { source: 'subscription', full: true, ends_at: null }
const COURSES = [course(5, 'Maths', full), course(6, 'Science', full), course(7, 'English', null)]

function serve(quizzes: unknown[], courses: unknown[] = COURSES) {
  server.use(
    http.get('*/api/v1/quiz', () => HttpResponse.json({ quizzes })),
    http.get('*/api/v1/courses/user', () => HttpResponse.json({ courses })),
    http.get('*/api/v1/content', () => HttpResponse.json({ contents: [] })),
    http.get('*/api/v1/users/xp', () =>
      HttpResponse.json({ xp: 240, level: 2, current_level_base_xp: 200, next_level_xp: 400 }),
    ),
    http.get('*/api/v1/users/streaks', () =>
      HttpResponse.json({ active: true, days: 3, longest_days: 5, week: [] }),
    ),
  )
}

describe('the library', () => {
  it('groups worksheets by subject and topic with their status, and filters by subject', async () => {
    serve([
      summary(1, 'P5 Fractions: Dividing', {
        status: 'completed',
        marks_given: 7,
        completed_at: '2026-11-21T09:00:00.000Z',
      }),
      summary(2, 'P5 Science: Cells', { status: 'in_progress' }),
      summary(3, 'P5 Ratio'),
    ])
    await renderPage(LibraryPage, { path: '/student/library' })
    const maths = await screen.findByRole('region', { name: 'Maths' })
    expect(within(maths).getByRole('region', { name: 'Maths: Fractions: Dividing' })).toBeTruthy()
    const done = within(maths).getByRole('link', { name: 'P5 Fractions: Dividing' })
    expect(done.getAttribute('href')).toBe('/student/quiz/1?view=review')
    expect(within(maths).getByText('Completed · 7 out of 10')).toBeTruthy()
    expect(within(maths).getByText('Not started')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Science' }).textContent).toContain('In progress')

    const progress = await screen.findByRole('region', { name: 'Your progress' })
    expect(
      within(progress).getByRole('progressbar', { name: 'XP towards level 3' }).getAttribute('aria-valuenow'),
    ).toBe('40')
    expect(within(progress).getByText('3-day streak')).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: 'Science' }))
    expect(screen.queryByRole('region', { name: 'Maths' })).toBeNull()
    expect(screen.getByRole('link', { name: 'P5 Science: Cells' })).toBeTruthy()
  })

  it('remembers the chosen course across visits, and explains a locked one kindly', async () => {
    serve([summary(1, 'P5 Ratio'), summary(2, 'P5 Science: Cells')])
    const first = await renderPage(LibraryPage, { path: '/student/library' })
    // The switcher lists the student's courses, locked ones marked, once GET /courses/user answers.
    await screen.findByRole('radio', { name: 'English (locked)' })
    fireEvent.click(screen.getByRole('radio', { name: 'Science' }))
    expect(localStorage.getItem('selected_course')).toBe('6')
    expect(screen.queryByRole('region', { name: 'Maths' })).toBeNull()
    first.unmount()

    await renderPage(LibraryPage, { path: '/student/library' })
    await screen.findByRole('radio', { name: 'English (locked)' })
    expect((screen.getByRole('radio', { name: 'Science' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('link', { name: 'P5 Science: Cells' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'P5 Ratio' })).toBeNull()

    fireEvent.click(screen.getByRole('radio', { name: 'English (locked)' }))
    const locked = await screen.findByRole('region', { name: 'P5 English is locked' })
    expect(within(locked).getByText('P5 English is not unlocked yet')).toBeTruthy()
    expect(within(locked).getByText(/Lantern Lite for free/)).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: 'All subjects' }))
    expect(localStorage.getItem('selected_course')).toBeNull()
    expect(screen.getByRole('link', { name: 'P5 Ratio' })).toBeTruthy()
  })

  it('says so when there is nothing yet', async () => {
    serve([], [])
    await renderPage(LibraryPage, { path: '/student/library' })
    expect(await screen.findByText('No subjects unlocked yet')).toBeTruthy()
    expect(screen.getByText(/activation code/)).toBeTruthy()
  })
})
