// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { MockReportPage } from './MockReportPage'

const server = startMockServer()
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const child = (id: number, first_name: string) => ({
  id,
  first_name,
  last_name: 'Lim',
  username: first_name.toLowerCase(),
  academic_level_id: 5,
  is_free_tier: false,
  user_information: { profile_pic_url: null, last_logged_in: null, subject_ids: [] },
})

function serve(studentItems: unknown[]) {
  server.use(
    http.get('*/api/v1/users/children', () =>
      HttpResponse.json({ children: [child(7, 'Ava'), child(8, 'Ben')] }),
    ),
    http.get('*/api/v1/users/mock/progress', () => HttpResponse.json({ items: studentItems })),
    http.get('*/api/v1/users/mock/performance', () =>
      HttpResponse.json({
        topics: [
          { topic_id: 1, topic_name: 'Fractions', marks_given: 6, max_scores: 8, questions_attempted: 4 },
          { topic_id: 2, topic_name: 'Ratio', marks_given: 0, max_scores: 0, questions_attempted: 0 },
        ],
      }),
    ),
    http.get('*/api/v1/users/mock/summary', () =>
      HttpResponse.json({
        attempts: studentItems.length,
        average_percent: studentItems.length ? 75 : null,
        best_percent: studentItems.length ? 75 : null,
        last_attempted_at: studentItems.length ? '2026-11-20T03:00:00Z' : null,
        strongest_topic: null,
        weakest_topic: null,
      }),
    ),
  )
}

describe('the mock-exam report', () => {
  it("shows a parent's first child's papers and topics, with no percent where there is no maximum", async () => {
    setSessionUser(sessionUser({ id: 2, user_role_id: 6 }))
    serve([
      {
        lesson_id: null,
        worksheet_id: 3,
        quiz_id: 11,
        title: 'P5 Maths: Mock exam',
        subject_id: 1,
        marks_given: 6,
        max_scores: 8,
        completed_at: '2026-11-20T03:00:00Z',
      },
    ])
    await renderPage(MockReportPage, { path: '/academy/mock-exam/report' })
    expect(await screen.findByRole('heading', { name: 'Ava’s mock exams' })).toBeTruthy()
    const papers = await screen.findByRole('table', { name: 'Each mock exam' })
    expect(within(papers).getByText('P5 Maths: Mock exam')).toBeTruthy()
    expect(within(papers).getByText('75%')).toBeTruthy()
    const topics = screen.getByRole('table', { name: 'Marks by topic' })
    expect(within(topics).getAllByRole('row')[2].textContent).toContain('—')
    expect(screen.getByRole('link', { name: 'Ben' })).toBeTruthy()
  })

  it('tells a child where to find a mock exam before they have done one', async () => {
    setSessionUser(sessionUser({ id: 7, user_role_id: 1, first_name: 'Ava' }))
    serve([])
    await renderPage(MockReportPage, { path: '/academy/mock-exam/report' })
    expect(await screen.findByText(/You have not handed in a mock exam yet/)).toBeTruthy()
  })
})
