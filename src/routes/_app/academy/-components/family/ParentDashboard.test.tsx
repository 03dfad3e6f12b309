// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { ParentDashboard } from './ParentDashboard'
import { child, course, subscription } from './testing'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ first_name: 'Priya' })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const week = (qns: number, diff: number) => ({
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  avg_mark: 72.5,
  qns_count: qns,
  topic_count: 2,
  avg_mark_difference: 5,
  qns_count_difference: diff,
  topic_count_difference: 0,
})

function serve(children: unknown[]) {
  server.use(
    http.get('*/api/v1/users/children', () => HttpResponse.json({ children })),
    http.get('*/api/v1/courses', () => HttpResponse.json({ courses: [course(1, 'Maths')] })),
    http.get('*/api/v1/courses/user', ({ request }) => {
      const id = new URL(request.url).searchParams.get('child_id')
      return HttpResponse.json({
        courses:
          id === '11'
            ? [
                course(1, 'Maths', { source: 'subscription', full: true, ends_at: null }),
                course(2, 'Science', {
                  source: 'activation',
                  full: true,
                  ends_at: '2027-11-01T00:00:00.000Z',
                }),
              ]
            : [course(1, 'Maths', { source: 'lite', full: false, ends_at: null }), course(2, 'Science')],
      })
    }),
    http.get('*/api/v1/subscription', ({ request }) =>
      HttpResponse.json({
        subscriptions:
          new URL(request.url).searchParams.get('student_id') === '11'
            ? [subscription({ course_ids: [1] })]
            : [],
      }),
    ),
    http.get('*/api/v1/analysis/weekly-student-statistics/:childId/subject/:subjectId', ({ params }) =>
      HttpResponse.json(params.subjectId === '1' ? week(12, 4) : week(0, -3)),
    ),
    http.get('*/api/v1/users/children/hardest-question-report', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('child_id'))
      return HttpResponse.json(
        id === 11
          ? {
              child_id: id,
              report_created_at: '2026-11-20T08:00:00.000Z',
              seen_at: null,
              seen: false,
              questions: [
                {
                  question_id: 9,
                  text_preview: 'What is 3/4 of 20?',
                  topic_name: 'Fractions',
                  attempts: 3,
                  correct_rate: 1 / 3,
                },
              ],
            }
          : { child_id: id, report_created_at: null, seen_at: null, seen: false, questions: [] },
      )
    }),
    http.get('*/api/v1/users/children/:childId/tries', ({ params }) =>
      HttpResponse.json({
        child_id: Number(params.childId),
        items:
          params.childId === '11'
            ? [
                {
                  evaluation_id: 5,
                  quiz_id: 3,
                  worksheet_title: 'P5 Fractions: Dividing',
                  question_id: 10,
                  text_preview: '60 sweets are shared among 4 children. How many does each get?',
                  max_score: 2,
                  tries: [1, 2].map((attempt) => ({
                    attempt,
                    value: attempt === 1 ? '80' : '15',
                    selected_option: null,
                    method_answer: null,
                    marks_given: attempt === 1 ? 0 : 2,
                    is_full_marks: attempt === 2,
                    explanation: attempt === 1 ? 'That multiplies by 4 instead of dividing.' : 'Right!',
                    hints_used: attempt === 1 ? 0 : 1,
                    time_spent: 30,
                    marked_at: '2026-11-20T08:00:00.000Z',
                  })),
                },
              ]
            : [],
      }),
    ),
  )
}

describe('the parent dashboard', () => {
  it('shows a card per child with plan, subjects, the week and the hardest questions', async () => {
    serve([
      child(11, 'Ava', {
        user_information: { profile_pic_url: null, last_logged_in: null, subject_ids: [1, 2] },
      }),
      child(12, 'Ben', { is_free_tier: true, academic_level_id: 4 }),
    ])
    await renderPage(ParentDashboard, { path: '/academy/dashboard' })
    const ava = await screen.findByRole('article', { name: 'Ava Lim' })
    expect(within(ava).getByText('2 subjects unlocked')).toBeTruthy()
    expect(await within(ava).findByText('Subscription · renews 24 Dec 2026')).toBeTruthy()
    expect(within(ava).getByText('Activation code until 1 Nov 2027')).toBeTruthy()
    const table = await within(ava).findByRole('table', { name: 'Ava’s week, subject by subject' })
    expect(within(table).getByRole('rowheader', { name: 'Maths' }).closest('tr')?.textContent).toContain('12')
    expect(within(table).getAllByText(/from last week/).length).toBeGreaterThan(0)
    expect(await within(ava).findByText('What is 3/4 of 20?')).toBeTruthy()
    expect(within(ava).getByText('New')).toBeTruthy()
    expect(within(ava).getByRole('link', { name: 'Add subjects' }).getAttribute('href')).toBe(
      '/courses?child_id=11',
    )

    const ben = screen.getByRole('article', { name: 'Ben Lim' })
    expect(within(ben).getByText('Lantern Lite (free)')).toBeTruthy()
    expect(await within(ben).findByText('Lite · 3 free worksheets')).toBeTruthy()
    expect(await within(ben).findByText(/No report yet/)).toBeTruthy()

    // Every try is kept and readable: the first answer as well as the last (issue 14 item 5).
    const tries = await within(ava).findByRole('region', { name: 'Ava’s tries' })
    expect(tries.textContent).toContain('Try 1: 80 — 0 out of 2 marks')
    expect(tries.textContent).toContain('Try 2: 15 — 2 out of 2 marks · used 1 hint')
    expect(tries.textContent).toContain('That multiplies by 4 instead of dividing.')
    expect(await within(ben).findByText(/Nothing tried twice in the last 30 days/)).toBeTruthy()
  })

  it('invites a parent with no children to create or link one', async () => {
    serve([])
    await renderPage(ParentDashboard, { path: '/academy/dashboard' })
    expect(await screen.findByRole('heading', { name: 'Add your first child' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Create a child account/ }).getAttribute('href')).toBe(
      '/academy/create-child-account',
    )
    expect(screen.getByRole('link', { name: /Start free with Lantern Lite/ }).getAttribute('href')).toBe(
      '/academy/lite-create-child-account',
    )
    expect(screen.getByLabelText('Child’s username')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Link this account' })).toBeTruthy()
  })
})
