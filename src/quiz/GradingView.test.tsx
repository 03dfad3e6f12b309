// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { startMockServer } from '../test/server'
import {
  controlledBody,
  encouragementHandler,
  evaluationRow,
  quizFixture,
  renderPlayer,
  sse,
} from './testing'

const server = startMockServer()
beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 1 }))
  server.use(encouragementHandler())
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const quiz = quizFixture()
const graded = (id: number, questionId: number, marks: number, max: number) =>
  evaluationRow({
    id,
    question_id: questionId,
    is_submitted: true,
    grading_completed: true,
    status: { is_completed: true },
    marks_given: marks,
    max_score: max,
    is_full_marks: marks === max,
  })

/** Submits with every answer empty but one, confirms, and hands back the open response body. */
async function submitAndConfirm() {
  const body = controlledBody()
  const submitted: FormData[] = []
  server.use(
    http.put('*/api/v1/quiz/7/evaluations/:evalId', () => HttpResponse.json({})),
    http.post('*/api/v1/quiz/7/submit', async ({ request }) => {
      submitted.push(await request.formData())
      return new HttpResponse(body.stream, { headers: { 'content-type': 'text/event-stream' } })
    }),
  )
  await renderPlayer(quiz)
  fireEvent.click(await screen.findByRole('radio', { name: /Whale/ }))
  fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Submit anyway' }))
  expect(await screen.findByText('Marking your answers…')).toBeTruthy()
  await waitFor(() => expect(submitted).toHaveLength(1))
  return { body, submitted }
}

const card = (n: number) => screen.getByRole('article', { name: `Question ${n}` })

describe('the live grading view', () => {
  it('marks each question as its event arrives, streams its explanation, then shows score, time and XP', async () => {
    const { body, submitted } = await submitAndConfirm()
    expect(submitted[0].getAll('evaluations')).toHaveLength(4)
    expect(within(card(1)).getByText('Waiting to be marked')).toBeTruthy()

    body.write(sse('evaluations', [{ ...graded(201, 11, 1, 1), value: 'Whale' }]))
    expect(await within(card(1)).findByText('Correct: 1 out of 1 mark')).toBeTruthy()
    expect(within(card(2)).getByText('Waiting to be marked')).toBeTruthy()

    body.write(sse('explanation', { evaluation_id: 201, question_id: 11, delta: 'A whale is ' }))
    expect(await within(card(1)).findByText(/A whale is/)).toBeTruthy()
    body.write(sse('explanation', { evaluation_id: 201, question_id: 11, delta: 'a **mammal**.' }))
    await waitFor(() => expect(within(card(1)).getByText('mammal').tagName).toBe('STRONG'))
    expect(card(1).querySelector('[aria-live="polite"]')?.textContent).toContain('A whale is a mammal.')

    body.write(sse('evaluations', [graded(202, 12, 0, 1)]))
    body.write(sse('evaluations', [graded(203, 13, 1, 2)]))
    expect(await within(card(2)).findByText('Not quite: 0 out of 1 mark')).toBeTruthy()
    expect(await within(card(3)).findByText('Part marks: 1 out of 2 marks')).toBeTruthy()

    body.write(
      sse('grading_completed', { quiz_id: 7, marks_given: 2, max_score: 6, time_spent: 252, xp_earned: 20 }),
    )
    body.close()
    expect(await screen.findByText('Marking finished.')).toBeTruthy()
    expect(screen.getByText(/Score: 2 out of 6 marks \(33%\)/)).toBeTruthy()
    expect(screen.getByText('Time spent: 4 min 12 s')).toBeTruthy()
    expect(screen.getByText('You earned 20 XP')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Review answers' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to library' })).toBeTruthy()
  })

  it("shows an error event's message with a safe Try again", async () => {
    const { body } = await submitAndConfirm()
    body.write(
      sse('error', {
        message: 'We could not finish marking. Your answers are saved: submit again in a moment.',
      }),
    )
    body.close()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/We could not finish marking/)).toBeTruthy()
    expect(within(alert).getByText('Your answers are saved, so nothing is lost.')).toBeTruthy()

    const again = controlledBody()
    server.use(
      http.post(
        '*/api/v1/quiz/7/submit',
        () => new HttpResponse(again.stream, { headers: { 'content-type': 'text/event-stream' } }),
      ),
    )
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Marking your answers…')).toBeTruthy()
  })
})

describe('a marking stream that breaks', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says calmly that it is reconnecting, keeps the marks so far, then finishes the marking', async () => {
    // The reconnect waits run on rxjs's interval timers: only those run on virtual time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { body } = await submitAndConfirm()
    const rest = controlledBody()
    const followed: Array<string | null> = []
    server.use(
      http.get('*/api/v1/quiz/7/events', ({ request }) => {
        followed.push(request.headers.get('last-event-id'))
        return new HttpResponse(rest.stream, { headers: { 'content-type': 'text/event-stream' } })
      }),
    )
    body.write(`id: 201\n${sse('evaluations', [{ ...graded(201, 11, 1, 1), value: 'Whale' }])}`)
    body.write(sse('explanation', { evaluation_id: 201, question_id: 11, delta: 'A whale ' }))
    expect(await within(card(1)).findByText('Correct: 1 out of 1 mark')).toBeTruthy()
    body.close()

    const status = await screen.findByText('Connection lost. Reconnecting… your answers are saved.')
    expect(status.closest('[role="status"]')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(within(card(1)).getByText('Correct: 1 out of 1 mark')).toBeTruthy()
    expect(within(card(2)).getByText('Waiting to be marked')).toBeTruthy()

    await vi.advanceTimersByTimeAsync(500)
    await waitFor(() => expect(followed).toEqual(['201']))
    rest.write(`id: 201\n${sse('evaluations', [{ ...graded(201, 11, 1, 1), value: 'Whale' }])}`)
    rest.write(sse('explanation', { evaluation_id: 201, question_id: 11, delta: 'A whale is a mammal.' }))
    expect(await screen.findByText('Marking your answers…')).toBeTruthy()
    await waitFor(() =>
      expect(card(1).querySelector('[aria-live="polite"]')?.textContent).toContain('A whale is a mammal.'),
    )
    expect(card(1).textContent).not.toContain('A whale A whale')
    rest.write(
      `id: done\n${sse('grading_completed', { quiz_id: 7, marks_given: 1, max_score: 6, time_spent: 60, xp_earned: 10 })}`,
    )
    rest.close()
    expect(await screen.findByText('Marking finished.')).toBeTruthy()
  })
})

describe('review mode', () => {
  const reviewed = quizFixture({
    status: 'completed',
    evaluations: [
      {
        ...graded(201, 11, 0, 1),
        selected_option: { id: 101, order: 1, text: 'Shark' },
        explanation: 'A shark is a **fish**.',
      },
      { ...graded(202, 12, 1, 1), value: '0.75' },
      { ...graded(203, 13, 2, 2), value: 'Light makes food.' },
      { ...graded(204, 14, 1, 2), value: '{"15":"6"}' },
    ],
  })

  it('shows answers, marks and explanations, takes a like, and hides reporting the server does not take', async () => {
    const feedback: unknown[] = []
    server.use(
      http.post('*/api/v1/quiz/7/evaluations/201/feedback', async ({ request }) => {
        const body = (await request.json()) as { liked?: boolean; disliked?: boolean }
        feedback.push(body)
        return HttpResponse.json({ ...reviewed.evaluations[0], ...body })
      }),
      http.get('*/api/v1/quiz/evaluations/:id/bookmarks', ({ request }) =>
        HttpResponse.json(
          { message: `There is no GET ${new URL(request.url).pathname} here.`, code: 'not_found' },
          { status: 404 },
        ),
      ),
      http.post('*/api/v1/questions/11/report', () =>
        HttpResponse.json(
          { message: 'There is no POST /api/v1/questions/11/report here.', code: 'not_found' },
          { status: 404 },
        ),
      ),
    )
    await renderPlayer(reviewed, 'review')
    expect(await screen.findByRole('heading', { name: 'Review: P5 Fractions: Adding' })).toBeTruthy()
    expect(screen.getByText('Score: 4 out of 6 marks (67%)')).toBeTruthy()
    expect(
      within(screen.getByRole('navigation', { name: 'Questions' })).getByRole('button', {
        name: 'Question 4, part marks, 1 out of 2 marks',
      }),
    ).toBeTruthy()
    expect(screen.getByText('A. Shark')).toBeTruthy()
    expect(screen.getByText('Not quite: 0 out of 1 mark')).toBeTruthy()
    expect(screen.getByText('fish').tagName).toBe('STRONG')

    const like = screen.getByRole('button', { name: 'Yes, it helped' })
    fireEvent.click(like)
    await waitFor(() => expect(feedback).toEqual([{ liked: true, disliked: false }]))
    expect(like.getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: 'Report a problem with this question' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report question 1' })
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The picture is missing.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(/Reporting a question is not ready yet/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Bookmark for revision' })).toBeNull()
  })

  it('clears a submission to try one question again', async () => {
    const cleared: unknown[] = []
    const retried: number[] = []
    server.use(
      http.get('*/api/v1/quiz/evaluations/:id/bookmarks', () => HttpResponse.json({ bookmarks: [] })),
      http.put('*/api/v1/quiz/7/evaluations/201', async ({ request }) => {
        cleared.push(await request.json())
        return HttpResponse.json(evaluationRow({ id: 201, question_id: 11 }))
      }),
    )
    await renderPlayer(reviewed, 'review', { onRetry: (id) => retried.push(id) })
    expect(await screen.findByRole('button', { name: 'Bookmark for revision' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try this question again' }))
    await waitFor(() => expect(retried).toEqual([11]))
    expect(cleared).toEqual([{ value: null, is_submitted: false }])
  })
})
