// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { HintPanel } from '../quiz/HintPanel'
import { quizFixture, sse } from '../quiz/testing'
import { sessionUser } from '../test/fixtures'
import { renderPage } from '../test/router'
import { startMockServer } from '../test/server'
import { QuestionCoach } from './QuestionCoach'
import { chatMessage } from './testing'

const server = startMockServer()
const GUIDE = 'Let’s start with what 1/2 and 1/4 have in common. What could the bottom numbers both become?'

beforeEach(() => {
  sessionStorage.clear()
  setSessionUser(sessionUser({ user_role_id: 1 }))
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

describe('"Ask Lantern" on a practice question (issue 14 item 2)', () => {
  it('is offered beside the hints, and opens the coach on this question', async () => {
    await renderPage(() => <HintPanel quizId={7} position={2} used={0} />, { path: '/student/quiz/7' })
    const ask = await screen.findByRole('link', { name: 'Ask Lantern' })
    expect(ask.getAttribute('href')).toBe('/student/v2/chat?quiz=7&question=2')
    expect(screen.getByRole('button', { name: 'Give me a hint' })).toBeTruthy()
  })

  it('shows the question, starts its own conversation, and sends the question with every turn', async () => {
    const sent: FormData[] = []
    let historyAsked = false
    server.use(
      http.get('*/api/v1/quiz/7', () =>
        HttpResponse.json(quizFixture({ id: 7, title: 'P5 Fractions: Adding' })),
      ),
      http.get('*/api/v1/chat', () => {
        historyAsked = true
        return HttpResponse.json({ items: [], total_count: 0, page: 1, size: 20 })
      }),
      http.post('*/api/v1/chat/stream', async ({ request }) => {
        sent.push(await request.formData())
        return new HttpResponse(
          [
            sse('message', { message: chatMessage({ id: 21, from_user: true, text: 'Help' }) }),
            sse('message', { message: chatMessage({ id: 22, text: GUIDE }) }),
            sse('done', { thread_id: 't-q2', message_id: 22, title: null, answered_by: 'offline' }),
          ].join(''),
          { headers: { 'content-type': 'text/event-stream' } },
        )
      }),
    )
    await renderPage(() => <QuestionCoach quizId={7} position={2} />, { path: '/student/v2/chat' })
    expect(await screen.findByRole('heading', { name: 'Question 2 of P5 Fractions: Adding' })).toBeTruthy()
    expect(screen.getByRole('region', { name: /Question 2/ }).querySelector('mfrac')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Back to the worksheet' }).getAttribute('href')).toBe(
      '/student/quiz/7?question=2',
    )
    // A new conversation about this question: nothing of the child's other chats is loaded into it.
    expect(historyAsked).toBe(false)

    fireEvent.click(await screen.findByRole('button', { name: 'Help me get started on question 2' }))
    expect((await screen.findAllByText(/What could the bottom numbers both become/)).length).toBeGreaterThan(
      0,
    )
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0].get('quiz_id')).toBe('7')
    expect(sent[0].get('question_position')).toBe('2')
    expect(JSON.parse(String(sent[0].get('messages'))).content).toBe('Help me get started on question 2')
    expect(sessionStorage.getItem('coach.thread.student.quiz-7-question-2')).toBe('t-q2')
  })
})
