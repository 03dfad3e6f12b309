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
import { question, worksheet, worksheetDetail } from './testing'
import { WorksheetLibrary } from './WorksheetLibrary'

const server = startMockServer()
const fractions = worksheetDetail(31, 'Fractions week 3', [
  question(1, 'What is 1/2 + 1/4?', {
    options: [
      { id: 11, text: '3/4', image: null, order: 1 },
      { id: 12, text: '2/6', image: null, order: 2 },
    ],
    answer: '3/4',
  }),
  question(2, 'Write 0.5 as a fraction.', { question_type_id: 3, answer: '1/2' }),
])
beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    http.get('*/api/v1/teachers/class', () =>
      HttpResponse.json({ classes: [classSummary(4, '5 Kingfisher Maths')] }),
    ),
    http.get('*/api/v1/worksheets/31', () => HttpResponse.json(fractions)),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

function List() {
  return <WorksheetLibrary />
}
function Opened() {
  return <WorksheetLibrary worksheetId={31} />
}

describe('the worksheet library', () => {
  it('lists worksheets with their class, questions, dates and a badge when they need assigning again', async () => {
    const queries: string[] = []
    server.use(
      http.get('*/api/v1/worksheets', ({ request }) => {
        queries.push(new URL(request.url).search)
        return HttpResponse.json({
          items: [
            worksheet(31, 'Fractions week 3', {
              question_ids: [1, 2],
              needs_reassignment: true,
              class_id: 4,
              date_assigned: '2026-11-23',
              due_date: '2026-11-30',
            }),
            worksheet(32, 'Decimals', { is_draft: true, owner_class_id: null }),
          ],
          total_count: 2,
          page: 1,
          size: 20,
        })
      }),
    )
    await renderPage(List, { path: '/teacher/worksheet-library' })
    const link = await screen.findByRole('link', { name: 'Fractions week 3' })
    const row = link.closest('tr') as HTMLElement
    expect(row.textContent).toContain('5 Kingfisher Maths')
    expect(row.textContent).toContain('Needs assigning again')
    expect(row.textContent).toContain('23 Nov 2026')
    expect(screen.getByText('(draft)')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Show drafts'))
    await waitFor(() => expect(queries.at(-1)).toContain('include_draft=false'))
    expect(queries[0]).toContain('worksheet_group_type=1')
  })

  it('says when there is nothing yet', async () => {
    server.use(
      http.get('*/api/v1/worksheets', () =>
        HttpResponse.json({ items: [], total_count: 0, page: 1, size: 20 }),
      ),
    )
    await renderPage(List, { path: '/teacher/worksheet-library' })
    expect(await screen.findByText(/No worksheets here yet/)).toBeTruthy()
  })

  it('opens a worksheet in place with its questions, options and answers', async () => {
    await renderPage(Opened, { path: '/teacher/worksheet-library' })
    const first = await screen.findByRole('article', { name: 'Question 1' })
    expect(first.textContent).toContain('What is 1/2 + 1/4?')
    expect(first.textContent).toContain('A. 3/4')
    expect(first.textContent).toContain('Answer: 3/4')
    expect(screen.getByRole('button', { name: 'Download as Word' })).toBeTruthy()
  })

  it('renames it, sending the new title', async () => {
    let sent: unknown = null
    server.use(
      http.patch('*/api/v1/worksheets/31', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ ...fractions, title: 'Fractions revision' })
      }),
    )
    await renderPage(Opened, { path: '/teacher/worksheet-library' })
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }))
    const title = screen.getByLabelText('Title')
    fireEvent.change(title, { target: { value: '  ' } })
    expect(await screen.findByText('Give the worksheet a title.')).toBeTruthy()
    fireEvent.change(title, { target: { value: ' Fractions revision ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save title' }))
    await waitFor(() => expect(sent).toEqual({ title: 'Fractions revision' }))
    expect(await screen.findByRole('button', { name: 'Rename' })).toBeTruthy()
  })

  it('asks before deleting, and shows why the server refuses once children have answered', async () => {
    let calls = 0
    server.use(
      http.delete('*/api/v1/worksheets/31', () => {
        calls += 1
        return HttpResponse.json(
          { message: 'Students have answered this worksheet, so it cannot be deleted.' },
          { status: 409 },
        )
      }),
    )
    await renderPage(Opened, { path: '/teacher/worksheet-library' })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await screen.findByRole('alertdialog', { name: 'Delete this worksheet?' })
    expect(calls).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Delete worksheet' }))
    expect(
      await screen.findByText('Students have answered this worksheet, so it cannot be deleted.'),
    ).toBeTruthy()
    expect(calls).toBe(1)
  })

  it('removes a question after asking', async () => {
    const removed: string[] = []
    server.use(
      http.delete('*/api/v1/worksheets/31/questions/:questionId', ({ params }) => {
        removed.push(String(params.questionId))
        return HttpResponse.json(fractions)
      }),
    )
    await renderPage(Opened, { path: '/teacher/worksheet-library' })
    fireEvent.click(await screen.findByRole('button', { name: 'Remove question 2' }))
    await screen.findByRole('alertdialog', { name: 'Remove this question?' })
    fireEvent.click(screen.getByRole('button', { name: 'Remove question' }))
    await waitFor(() => expect(removed).toEqual(['2']))
  })
})
