// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MarkingItem } from '../../api/marking-inbox'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { classSummary } from '../testing'
import { MarkingPage } from './MarkingPage'
import { inboxReply, markingItem } from './testing'

const server = startMockServer()

beforeEach(() => setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

/** The inbox the server holds, the class each read asked for, and the marks each PATCH sent. */
function withInbox(items: MarkingItem[], { classes = [classSummary(4, '5 Kingfisher Maths')] } = {}) {
  const calls = { classIds: [] as Array<string | null>, saved: [] as Array<{ id: string; body: unknown }> }
  let waiting = [...items]
  server.use(
    http.get('*/api/v1/teachers/class', () => HttpResponse.json({ classes })),
    http.get('*/api/v1/teachers/marking-inbox', ({ request }) => {
      const classId = new URL(request.url).searchParams.get('class_id')
      calls.classIds.push(classId)
      return HttpResponse.json(
        inboxReply(classId ? waiting.filter((item) => String(item.class.id) === classId) : waiting),
      )
    }),
    http.patch('*/api/v1/quiz/student-evaluation-questions/:id', async ({ params, request }) => {
      calls.saved.push({ id: String(params.id), body: await request.json() })
      waiting = waiting.filter((item) => String(item.evaluation_id) !== params.id)
      return HttpResponse.json({})
    }),
  )
  return calls
}

const render = () => renderPage(() => <MarkingPage />, { path: '/teacher/marking' })
const marks = () => screen.getByRole('textbox', { name: /Marks \(0 to 2\)/ }) as HTMLInputElement
const question = () => screen.getByRole('region', { name: 'Question' })
const press = (key: string, options: { ctrlKey?: boolean } = {}) =>
  fireEvent.keyDown(document.body, { key, ...options })

describe('the marking inbox', () => {
  it('says there is nothing to mark, and checks again when asked', async () => {
    const calls = withInbox([])
    await render()
    expect(await screen.findByRole('heading', { name: 'Nothing to mark' })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Marks and comment' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(calls.classIds).toHaveLength(2))
    expect(await screen.findByRole('heading', { name: 'Nothing to mark' })).toBeTruthy()
  })

  it('shows one answer: the question with its marking scheme beside the student’s work', async () => {
    withInbox([markingItem(501, { student_question: 'Why is my answer wrong?', reason: 'student_asked' })])
    await render()
    expect((await screen.findByRole('region', { name: 'Question' })).textContent).toContain(
      'Question 501: explain why 1/2 is more than 1/3.',
    )
    expect(question().textContent).toContain('Marking scheme')
    expect(question().textContent).toContain('1 mark: compares the parts of a whole')
    expect(question().textContent).toContain('Halves are bigger parts than thirds.')
    const work = screen.getByRole('region', { name: 'Chloe Tan’s answer' })
    expect(work.textContent).toContain('Answer 501: a half is bigger because there are fewer pieces.')
    expect(work.textContent).toContain('The student asked about this answer')
    expect(work.textContent).toContain('“Why is my answer wrong?”')
    expect(work.textContent).toContain('1 of 2')
    expect(screen.getByText(/Chloe Tan · 5 Kingfisher Maths · Fractions week 3/)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('1 answer waits · 1 of 1 here')
  })

  it('labels a choice question’s options (1)–(4) as the student saw them, and names the one chosen', async () => {
    const options = ['Ice', 'Steam', 'Water', 'Sand'].map((text, i) => ({
      id: 11 + i,
      text,
      image: null,
      order: i + 1,
    }))
    const base = markingItem(502)
    withInbox([
      markingItem(502, {
        question: { ...base.question, question_type_id: 1, options, option_labels: 'numbers' },
        answer: { ...base.answer, text: null, selected_option: { id: 13, order: 3, text: 'Water' } },
      }),
    ])
    await render()
    await screen.findByRole('region', { name: 'Question' })
    const items = within(question())
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual(['(1) Ice', '(2) Steam', '(3) Water', '(4) Sand'])
    expect(screen.getByRole('region', { name: 'Chloe Tan’s answer' }).textContent).toContain(
      'Chose option (3): Water',
    )
  })

  it('says what is wrong with marks beyond the question’s worth, and saves nothing', async () => {
    const calls = withInbox([markingItem(501)])
    await render()
    fireEvent.change(await screen.findByRole('textbox', { name: /Marks/ }), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save & next' }))
    expect(await screen.findByText('Give between 0 and 2 marks: this question is worth 2.')).toBeTruthy()
    expect(marks().getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(marks(), { target: { value: '1.25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save & next' }))
    expect(await screen.findByText('Give whole or half marks, such as 1 or 1.5.')).toBeTruthy()
    expect(calls.saved).toEqual([])
  })

  it('saves the marks and comment, then moves on to the next answer', async () => {
    const calls = withInbox([markingItem(501), markingItem(502)])
    await render()
    fireEvent.change(await screen.findByRole('textbox', { name: /Marks/ }), { target: { value: '1.5' } })
    fireEvent.change(screen.getByRole('textbox', { name: /Comment/ }), {
      target: { value: '  Good reason; add an example.  ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save & next' }))
    await waitFor(() => expect(question().textContent).toContain('Question 502'))
    expect(calls.saved).toEqual([
      { id: '501', body: { marks_given: 1.5, explanation: 'Good reason; add an example.' } },
    ])
    expect(marks().value).toBe('')
    expect(screen.getByRole('status').textContent).toContain('1 answer waits · 1 of 1 here')

    fireEvent.change(marks(), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save & next' }))
    // The last answer loaded is marked: the inbox asks the server again, and nothing waits.
    expect(await screen.findByRole('heading', { name: 'Nothing to mark' })).toBeTruthy()
    expect(calls.saved.at(-1)).toEqual({ id: '502', body: { marks_given: 2 } })
  })

  it('marks with the keys: J and K move, a digit sets the marks, Ctrl+Enter saves; typing is left alone', async () => {
    const calls = withInbox([markingItem(501), markingItem(502), markingItem(503)])
    await render()
    await screen.findByRole('region', { name: 'Question' })
    expect(screen.getByText('Ctrl+Enter')).toBeTruthy()

    press('j')
    await waitFor(() => expect(question().textContent).toContain('Question 502'))
    press('ArrowRight')
    await waitFor(() => expect(question().textContent).toContain('Question 503'))
    press('k')
    await waitFor(() => expect(question().textContent).toContain('Question 502'))

    press('2')
    await waitFor(() => expect(marks().value).toBe('2'))
    // J typed into the comment is a letter, not a move.
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Comment/ }), { key: 'j' })
    expect(question().textContent).toContain('Question 502')

    press('Enter', { ctrlKey: true })
    await waitFor(() => expect(calls.saved).toEqual([{ id: '502', body: { marks_given: 2 } }]))
    await waitFor(() => expect(question().textContent).toContain('Question 503'))

    press('s')
    expect(await screen.findByRole('heading', { name: 'The end of the list' })).toBeTruthy()
  })

  it('says why the inbox did not load, and loads it on “Try again”', async () => {
    withInbox([markingItem(501)])
    server.use(
      http.get(
        '*/api/v1/teachers/marking-inbox',
        () => HttpResponse.json({ message: 'The inbox is resting. Try again.' }, { status: 503 }),
        { once: true },
      ),
    )
    await render()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The answers to mark did not load')
    expect(alert.textContent).toContain('The inbox is resting. Try again.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect((await screen.findByRole('region', { name: 'Question' })).textContent).toContain('Question 501')
  })

  it('keeps the marks when saving fails, and saves them on “Try again”', async () => {
    const calls = withInbox([markingItem(501), markingItem(502)])
    server.use(
      http.patch(
        '*/api/v1/quiz/student-evaluation-questions/:id',
        () =>
          HttpResponse.json(
            { message: 'This answer is being marked right now. Try again in a minute.' },
            { status: 409 },
          ),
        { once: true },
      ),
    )
    await render()
    fireEvent.change(await screen.findByRole('textbox', { name: /Marks/ }), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save & next' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This answer is being marked right now.')
    expect(marks().value).toBe('2')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(question().textContent).toContain('Question 502'))
    expect(calls.saved).toEqual([{ id: '501', body: { marks_given: 2 } }])
  })

  it('shows one class’s answers when the teacher picks it, and every class’s again', async () => {
    const calls = withInbox(
      [markingItem(501), markingItem(502, { class: { id: 5, name: '6 Heron Science' } })],
      { classes: [classSummary(4, '5 Kingfisher Maths'), classSummary(5, '6 Heron Science')] },
    )
    await render()
    const picker = (await screen.findByRole('combobox', { name: 'Class' })) as HTMLSelectElement
    expect([...picker.options].map((o) => o.text)).toEqual([
      'All my classes',
      '5 Kingfisher Maths',
      '6 Heron Science',
    ])
    expect(picker.value).toBe('')
    await waitFor(() => expect(question().textContent).toContain('Question 501'))

    fireEvent.change(picker, { target: { value: '5' } })
    await waitFor(() => expect(question().textContent).toContain('Question 502'))
    expect(screen.getByRole('status').textContent).toContain('1 answer waits · 1 of 1 here')

    fireEvent.change(picker, { target: { value: '' } })
    await waitFor(() => expect(question().textContent).toContain('Question 501'))
    expect(calls.classIds).toEqual([null, '5', null])
  })
})
