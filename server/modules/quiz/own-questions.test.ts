import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'

/** PATCH /quiz/{id}/evaluation-questions: a child changes the questions of a practice she built herself. */
describe('the questions of a practice a child built', () => {
  const t = useTestApp()

  it('keeps what she answered, refuses other courses’ questions, and stops once it is handed in', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload })
    type Summary = { course_id: number; id: number; subject_name: string }
    const courses = (await call('GET', '/api/v1/quiz')).json().quizzes as Summary[]
    const courseId = courses.find((q) => q.subject_name === 'Maths')!.course_id
    const built = await call('POST', '/api/v1/quiz/custom', { user_req: 'fractions', course_id: courseId })
    expect(built.statusCode).toBe(201)
    const quizId = built.json().id
    const detail = (await call('GET', `/api/v1/quiz/${quizId}`)).json()
    const ids: number[] = detail.questions.map((q: { id: number }) => q.id)
    expect(ids.length).toBeGreaterThan(2)
    const first = detail.evaluations.find((e: { question_id: number }) => e.question_id === ids[0])
    await call('PUT', `/api/v1/quiz/${quizId}/evaluations/${first.id}`, { value: '3/4' })

    // Only the last two asked for: the answered first question stays, at the end.
    const changed = await call('PATCH', `/api/v1/quiz/${quizId}/evaluation-questions`, {
      question_ids: ids.slice(-2),
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().questions.map((q: { id: number }) => q.id)).toEqual([...ids.slice(-2), ids[0]])
    expect(
      changed.json().evaluations.find((e: { question_id: number }) => e.question_id === ids[0]).value,
    ).toBe('3/4')

    const stray = await call('PATCH', `/api/v1/quiz/${quizId}/evaluation-questions`, {
      question_ids: [999_999],
    })
    expect(stray.statusCode).toBe(400)
    expect(stray.json().message).toMatch(/Question 999999/)

    const setForHer = courses.find((q) => q.id !== quizId)!
    const refused = await call('PATCH', `/api/v1/quiz/${setForHer.id}/evaluation-questions`, {
      question_ids: ids,
    })
    expect(refused.statusCode).toBe(409)

    const now = changed.json().questions as { id: number }[]
    await call('POST', `/api/v1/quiz/${quizId}/submit`, {
      evaluations: now.map((q) => ({ question_id: q.id, value: '1' })),
    })
    const done = await call('PATCH', `/api/v1/quiz/${quizId}/evaluation-questions`, { question_ids: ids })
    expect(done.statusCode).toBe(409)
    expect(done.json().message).toMatch(/handed in/)
  })
})
