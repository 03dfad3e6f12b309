// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { startMockServer } from '../test/server'
import { singaporeToday, takeFinishedPractice } from './finishedPractice'
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
  sessionStorage.clear()
  // No seven-day plan: the worksheet is the goal (AttemptCoach loads today's plan target first, §13 Q10).
  server.use(
    http.get('*/api/v1/users/plan', () => HttpResponse.json({ plan: null })),
    http.get('*/api/v1/users/plan/completion', () =>
      HttpResponse.json({ plan_id: null, completed_activities: 0, total_activities: 0, is_completed: false }),
    ),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

/** A practice resumed with every answer saved, so handing it in goes straight to marking. */
const answered = quizFixture({
  status: 'in_progress',
  evaluations: quizFixture().evaluations.map((e) => ({ ...e, value: 'my answer' })),
})
const correct = (id: number, questionId: number) =>
  evaluationRow({
    id,
    question_id: questionId,
    value: 'my answer',
    is_submitted: true,
    grading_completed: true,
    status: { is_completed: true },
    marks_given: 1,
    max_score: 1,
    is_full_marks: true,
  })

async function handIn() {
  const body = controlledBody()
  server.use(
    http.post(
      '*/api/v1/quiz/7/submit',
      () => new HttpResponse(body.stream, { headers: { 'content-type': 'text/event-stream' } }),
    ),
  )
  await renderPlayer(answered)
  // Encouragement starts once today's plan target is known.
  await waitFor(() =>
    expect(queryClient.getQueryState(['encouragement', 'planGoal', singaporeToday()])?.status).not.toBe(
      'pending',
    ),
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Submit answers' }))
  await screen.findByText('Marking your answers…')
  return body
}

const coach = () => screen.getByRole('status', { name: 'Your coach' })
const flow = () => document.querySelector('[data-flow="encouragement"]')?.getAttribute('data-state')

describe('encouragement in the quiz player', () => {
  it('cheers a run of right answers as the marks arrive, one bubble at a time, and the child can close it', async () => {
    setSessionUser(sessionUser({ user_role_id: 1 }))
    const asked: string[] = []
    server.use(encouragementHandler(asked))
    const body = await handIn()
    expect(flow()).toMatch(/marking/)

    body.write(sse('evaluations', [correct(201, 11)]))
    body.write(sse('evaluations', [correct(202, 12)]))
    // Two right in a row: a streak of two.
    expect(await within(coach()).findByText('Coach says: streak_2')).toBeTruthy()
    fireEvent.click(within(coach()).getByRole('button', { name: 'Close the coach’s message' }))
    await waitFor(() => expect(coach().textContent).toBe(''))

    // The first three all right: excellence comes before a streak of three (plan §13 Q11).
    body.write(sse('evaluations', [correct(203, 13)]))
    expect(await within(coach()).findByText('Coach says: excellence_3')).toBeTruthy()
    expect(asked).toEqual(['streak_2', 'excellence_3'])

    body.write(sse('evaluations', [correct(204, 14)]))
    body.write(
      sse('grading_completed', { quiz_id: 7, marks_given: 4, max_score: 6, time_spent: 90, xp_earned: 12 }),
    )
    body.close()
    expect(await screen.findByText('Marking finished.')).toBeTruthy()
    // The attempt's one encouragement goes on to its end: reading the marked quiz again does not start it over.
    await waitFor(() => expect(flow()).toMatch(/ended|done/))
    // The coach page learns of the finished practice when it next opens.
    expect(takeFinishedPractice(singaporeToday())).toMatchObject({
      quizId: 7,
      scorePercent: 67,
      questionsCompleted: 4,
      xpEarned: 12,
      countToday: 1,
    })
  })

  it('is not there for a Lite student, whose account has no coach encouragement', async () => {
    setSessionUser(sessionUser({ user_role_id: 1, is_free_tier: true }))
    const asked: string[] = []
    server.use(encouragementHandler(asked))
    const body = await handIn()
    body.write(sse('evaluations', [correct(201, 11)]))
    body.write(sse('evaluations', [correct(202, 12)]))
    await waitFor(() => expect(screen.getAllByText(/Correct: 1 out of 1 mark/)).toHaveLength(2))
    expect(document.querySelector('[data-flow="encouragement"]')).toBeNull()
    expect(asked).toEqual([])
  })
})
