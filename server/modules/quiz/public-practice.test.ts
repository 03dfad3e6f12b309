import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { demoAnswers, publicWorksheets } from '../../db/schema'

type Question = { id: number; question_type_id: number; options: { id: number }[] }

describe('demo quizzes and shared worksheets (no account needed)', () => {
  const t = useTestApp()
  const demoId = async () => (await t.database.db.select().from(publicWorksheets).limit(1))[0].worksheetId
  const answerFor = (q: Question) =>
    q.options.length
      ? { question_id: q.id, selected_option_id: q.options[0].id }
      : { question_id: q.id, value: '3/4' }

  const visitor = randomUUID()

  it('a visitor opens a demo quiz, gets answers marked under a session id, and only sees their own', async () => {
    const id = await demoId()
    const quiz = await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${id}/demo` })
    expect(quiz.statusCode).toBe(200)
    expect(quiz.body).not.toMatch(/answer_key|"correct"/)
    const question = quiz.json().questions[0] as Question
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/test-submit/demo',
      payload: { quiz_id: id, session_id: visitor, ...answerFor(question) },
    })
    expect(marked.statusCode).toBe(200)
    expect(marked.json()).toMatchObject({ question_id: question.id, grading_completed: true })
    expect(marked.json().explanation.length).toBeGreaterThan(10)
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${id}/demo/evaluations?session_id=${visitor}`,
    })
    expect(mine.json().evaluations).toHaveLength(1)
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${id}/demo/evaluations?session_id=${randomUUID()}`,
    })
    expect(theirs.json().evaluations).toHaveLength(0)
    // The database keeps only a hash of the visitor's key.
    const stored = await t.database.db
      .select()
      .from(demoAnswers)
      .where(eq(demoAnswers.questionId, question.id))
    expect(stored.map((r) => r.sessionId)).not.toContain(visitor)
  })

  it.each(['visitor-session-1', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'abcabcabcabcabcabcabcabc', 'x'])(
    'refuses a session id anyone could guess (%s), for reading and for writing',
    async (guessable) => {
      const id = await demoId()
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/quiz/${id}/demo/evaluations?session_id=${guessable}`,
      })
      expect(read.statusCode).toBe(400)
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/v1/quiz/test-submit/demo',
        payload: { quiz_id: id, session_id: guessable, question_id: 1, value: '1' },
      })
      expect(write.statusCode).toBe(400)
    },
  )

  it('refuses worksheets that are not demos, and questions from elsewhere', async () => {
    const id = await demoId()
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/quiz/999999/demo' })).statusCode).toBe(404)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/test-submit/demo',
      payload: { quiz_id: id, session_id: visitor, question_id: 999999, value: '1' },
    })
    expect(bad.statusCode).toBe(400)
    const short = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${id}/demo/evaluations?session_id=x`,
    })
    expect(short.statusCode).toBe(400)
  })

  it('a shared worksheet: start an attempt, mark answers, finish, and appear on its leaderboard', async () => {
    const id = await demoId()
    const started = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/quiz/shared/attempts',
      payload: { worksheet_id: id, full_name: 'Aunty May' },
    })
    expect(started.statusCode).toBe(201)
    const attempt = started.json()
    expect(attempt.attempt_id).toMatch(/^[\w-]{24}$/)
    const quiz = (await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${id}/demo` })).json()
    for (const q of quiz.questions.slice(0, 2) as Question[]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/quiz/shared/attempts/question',
        payload: { attempt_id: attempt.attempt_id, ...answerFor(q) },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().attempt.attempt_id).toBe(attempt.attempt_id)
    }
    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/quiz/shared/attempts',
      payload: { attempt_id: attempt.attempt_id, worksheet_id: id, full_name: 'Aunty May', completed: true },
    })
    expect(done.json().completed).toBe(true)
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/shared/attempts/question',
      payload: { attempt_id: attempt.attempt_id, ...answerFor(quiz.questions[0]) },
    })
    expect(late.statusCode).toBe(409)
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/shared/attempters?worksheet_id=${id}`,
    })
    expect(board.json().attempters[0]).toMatchObject({ full_name: 'Aunty May', completed: true })
    expect(board.body).not.toContain(attempt.attempt_id)
  })

  it('a signed-in student’s attempt is linked to them', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/quiz/shared/attempts',
      headers,
      payload: { worksheet_id: await demoId(), full_name: 'Ava' },
    })
    expect(res.statusCode).toBe(201)
  })
})
