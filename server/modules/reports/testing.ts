import { expect } from 'vitest'
import { signIn, type TestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'

type Question = { id: number; options: { id: number }[] }
type Answer = { question_id: number; selected_option_id?: number; value?: string }

/**
 * Test support: ava hands in her first quiz through the real calls, with the answer `answerFor` gives each
 * question, and its marking finishes; returns the quiz.
 */
export async function avaHandsInFirstQuiz(app: TestApp, answerFor: (q: Question) => Answer) {
  const ava = await signIn(app, 'ava')
  const list = (await app.inject({ method: 'GET', url: '/api/v1/quiz', headers: ava.headers })).json().quizzes
  const quiz = (
    await app.inject({ method: 'GET', url: `/api/v1/quiz/${list[0].id}`, headers: ava.headers })
  ).json()
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quiz.id}/submit`,
    headers: ava.headers,
    payload: { evaluations: quiz.questions.map(answerFor) },
  })
  expect(parseSse(res.body).at(-1)?.event).toBe('grading_completed')
  return quiz as { id: number; questions: Question[] }
}
