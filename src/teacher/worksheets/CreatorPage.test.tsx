// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { classSummary, referenceHandlers } from '../testing'
import { CreatorPage } from './CreatorPage'
import { classDetail, question } from './testing'

const server = startMockServer()
const queries: URLSearchParams[] = []
beforeEach(() => {
  queries.length = 0
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    ...referenceHandlers([classSummary(4, '5 Kingfisher Maths')]),
    http.get('*/api/v1/teachers/class/4', () =>
      HttpResponse.json({
        ...classDetail(4, '5 Kingfisher Maths', []),
        topics: [
          { id: 8, name: 'Fractions', parent_id: null, course_tagging_id: 80, order: 1 },
          { id: 9, name: 'Decimals', parent_id: null, course_tagging_id: 90, order: 2 },
        ],
      }),
    ),
    http.get('*/api/v1/questions/filtered', ({ request }) => {
      queries.push(new URL(request.url).searchParams)
      return HttpResponse.json({
        questions: [
          question(1, 'What is 1/2 + 1/4?', { topic_id: 8, answer: '3/4' }),
          question(2, 'Write 0.5 as a fraction.', { topic_id: 9 }),
        ],
      })
    }),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const renderCreator = () => renderPage(CreatorPage, { path: '/teacher/creator' })

describe('making a worksheet', () => {
  it('takes the course from the class, and asks the bank with the filters chosen', async () => {
    await renderCreator()
    expect(await screen.findByText('Choose a class or a course to see its questions.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^Class/), { target: { value: '4' } })
    await screen.findByText('What is 1/2 + 1/4?')
    expect(queries[0].get('course_id')).toBe('1')
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: '3' } })
    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: 'fraction' } })
    await waitFor(() => expect(queries.at(-1)?.get('search_text')).toBe('fraction'))
    const last = queries.at(-1) as URLSearchParams
    expect(last.get('course_id')).toBe('1')
    expect(last.get('difficulty_level_ids')).toBe('2')
    expect(last.get('question_type_ids')).toBe('3')
    // The topic is kept in the page: the call has no topic filter.
    await screen.findByRole('option', { name: 'Decimals' })
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: '9' } })
    await waitFor(() => expect(screen.queryByText('What is 1/2 + 1/4?')).toBeNull())
    expect(screen.getByText('Write 0.5 as a fraction.')).toBeTruthy()
  })

  it('will not save without a title and a question, and says so', async () => {
    let called = false
    server.use(
      http.post('*/api/v1/worksheets', () => {
        called = true
        return HttpResponse.json({}, { status: 201 })
      }),
    )
    await renderCreator()
    fireEvent.change(await screen.findByLabelText(/^Class/), { target: { value: '4' } })
    await screen.findByText('What is 1/2 + 1/4?')
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }))
    expect(await screen.findByText('Give the worksheet a title.')).toBeTruthy()
    expect(screen.getByText('Add at least one question from the bank.')).toBeTruthy()
    expect(called).toBe(false)
  })

  it('saves the questions in the order chosen, as a draft of the class', async () => {
    const sent: Record<string, string[]>[] = []
    server.use(
      http.post('*/api/v1/worksheets', async ({ request }) => {
        const fields: Record<string, string[]> = {}
        for (const [key, value] of (await request.formData()).entries())
          fields[key] = [...(fields[key] ?? []), String(value)]
        sent.push(fields)
        return HttpResponse.json({ id: 77, title: 'Fractions' }, { status: 201 })
      }),
    )
    const { router } = await renderCreator()
    fireEvent.change(await screen.findByLabelText(/^Class/), { target: { value: '4' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Add: What is 1/2 + 1/4?' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add: Write 0.5 as a fraction.' }))
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }))
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Fractions' } })
    fireEvent.change(screen.getByLabelText('Time limit in minutes (optional)'), { target: { value: '20' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      title: ['"Fractions"'],
      course_id: ['1'],
      worksheet_group_type: ['1'],
      question_ids: ['2', '1'],
      time_limit: ['20'],
      class_id: ['4'],
      is_draft: ['true'],
    })
    await waitFor(() => expect(router.state.location.href).toBe('/teacher/worksheet-library?worksheet=77'))
  })
})
