import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import type { ChoiceKey } from '../../ai/types'
import { evaluationAttempts, questions } from '../../db/schema'
import { hintSteps } from './practice'

type Summary = { id: number; title: string; mode: string; status: string }
type Question = { id: number; question_type_id: number; options: { id: number }[]; sub_questions: unknown[] }
type Detail = Summary & {
  questions: Question[]
  evaluations: { id: number; question_id: number; attempts: { attempt: number; marks_given: number }[] }[]
  started_at: string | null
  server_time: string
}

async function quizzesOf(app: TestApp, headers: Record<string, string>) {
  return (await app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes as Summary[]
}
const detail = async (app: TestApp, headers: Record<string, string>, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/v1/quiz/${id}`, headers })).json() as Detail

/** A practice quiz whose first question is a plain multiple-choice one, with its right and a wrong option. */
async function practiceQuiz(app: TestApp, headers: Record<string, string>) {
  for (const summary of await quizzesOf(app, headers)) {
    if (summary.mode !== 'practice' || summary.status === 'completed') continue
    const quiz = await detail(app, headers, summary.id)
    const first = quiz.questions[0]
    if (first.question_type_id !== 1 || first.sub_questions.length) continue
    const [row] = await app.ctx.db.select().from(questions).where(eq(questions.id, first.id))
    const key = row.answerKey as ChoiceKey
    const right = key.correct[0]
    const wrong = first.options.find((o) => !key.correct.includes(o.id))!.id
    return { quiz, first, right, wrong }
  }
  throw new Error('no practice quiz starts with a choice question')
}

const check = (
  app: TestApp,
  headers: Record<string, string>,
  quizId: number,
  position: number,
  body: object,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quizId}/questions/${position}/check`,
    headers,
    payload: body,
  })
const hints = (
  app: TestApp,
  headers: Record<string, string>,
  quizId: number,
  position: number,
  count: number,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quizId}/questions/${position}/hints`,
    headers,
    payload: { count },
  })

describe('practice mode: check each answer, hints, kept attempts, the clock (issue 14)', () => {
  const t = useTestApp()

  it('marks one answer as it is checked, keeps every try, and scores the first try', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const { quiz, right, wrong } = await practiceQuiz(t.app, headers)

    const first = await check(t.app, headers, quiz.id, 1, { selected_option_id: wrong, time_spent: 20 })
    expect(first.statusCode).toBe(200)
    const events = parseSse(first.body)
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['evaluations', 'explanation', 'grading_completed']),
    )
    expect(events.at(-1)?.event).toBe('grading_completed')
    expect((events[0].data as { marks_given: number }[])[0].marks_given).toBe(0)
    // The practice goes on: one answer checked does not finish it.
    expect((await detail(t.app, headers, quiz.id)).status).toBe('in_progress')

    // Hints are for an answer not yet marked: a marked one is tried again first.
    expect((await hints(t.app, headers, quiz.id, 1, 1)).statusCode).toBe(409)

    const again = await check(t.app, headers, quiz.id, 1, { selected_option_id: right, time_spent: 9 })
    expect(again.statusCode).toBe(200)
    const marked = parseSse(again.body).find((e) => e.event === 'evaluations')!.data as {
      is_full_marks: boolean
    }[]
    expect(marked[0].is_full_marks).toBe(true)

    const after = await detail(t.app, headers, quiz.id)
    const tries = after.evaluations[0].attempts
    expect(tries.map((a) => [a.attempt, a.marks_given])).toEqual([
      [1, 0],
      [2, expect.any(Number)],
    ])
    expect(tries[1].marks_given).toBeGreaterThan(0)

    // Full marks: nothing to try again.
    const done = await check(t.app, headers, quiz.id, 1, { selected_option_id: right })
    expect(done.statusCode).toBe(409)
    expect(done.json().message).toMatch(/full marks/)

    // Finishing hands in the rest; the checked answer is not marked again, and its first try counts.
    const rest = after.questions.map((q) => ({ question_id: q.id, value: null }))
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: { evaluations: rest },
    })
    const summary = parseSse(finish.body).at(-1)!
    expect(summary.event).toBe('grading_completed')
    expect((summary.data as { marks_given: number }).marks_given).toBe(0)
    const kept = await t.app.ctx.db
      .select()
      .from(evaluationAttempts)
      .where(eq(evaluationAttempts.evaluationId, after.evaluations[0].id))
    expect(kept).toHaveLength(2)
    const finished = await detail(t.app, headers, quiz.id)
    expect(finished.status).toBe('completed')
    // A finished practice takes no more checks or hints.
    expect((await check(t.app, headers, quiz.id, 2, { value: '1' })).statusCode).toBe(409)
    expect((await hints(t.app, headers, quiz.id, 2, 1)).statusCode).toBe(409)
  })

  it('shows hints one step at a time, records how many, and shows them again after a reload', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const { quiz } = await practiceQuiz(t.app, headers)
    const one = await hints(t.app, headers, quiz.id, 2, 1)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({ position: 2, hints_used: expect.any(Number) })
    const shown = one.json().hints as string[]
    expect(shown.length).toBeLessThanOrEqual(1)
    const reload = await hints(t.app, headers, quiz.id, 2, 1)
    expect(reload.json().hints).toEqual(shown)
    expect(reload.json().hints_used).toBe(one.json().hints_used)
    const quizAfter = await detail(t.app, headers, quiz.id)
    expect((quizAfter.evaluations[1] as unknown as { hints_used: number }).hints_used).toBe(shown.length)
    expect((await hints(t.app, headers, quiz.id, 99, 1)).statusCode).toBe(404)
    expect((await hints(t.app, headers, quiz.id, 1, 0)).statusCode).toBe(400)
  })

  it('refuses checks and hints on a test (a mock exam), and on someone else’s quiz', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const exam = (await quizzesOf(t.app, headers)).find((q) => q.title.includes('Mock exam'))!
    expect(exam.mode).toBe('test')
    const refused = await check(t.app, headers, exam.id, 1, { value: '3' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/test/)
    expect((await hints(t.app, headers, exam.id, 1, 1)).statusCode).toBe(409)

    const { quiz } = await practiceQuiz(t.app, headers)
    const other = await signIn(t.app, 'ben')
    expect((await check(t.app, other.headers, quiz.id, 1, { value: '3' })).statusCode).toBe(404)
    expect((await hints(t.app, other.headers, quiz.id, 1, 1)).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/quiz/${quiz.id}/start`, headers: other.headers }))
        .statusCode,
    ).toBe(404)
    const parent = await signIn(t.app, 'parent@lantern.test')
    expect((await check(t.app, parent.headers, quiz.id, 1, { value: '3' })).statusCode).toBe(403)
    expect((await check(t.app, {}, quiz.id, 1, { value: '3' })).statusCode).toBe(401)
  })

  it('starts the clock once, on Start, and gives the server time to count from', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const summary = (await quizzesOf(t.app, headers)).find((q) => q.status === 'not_started')!
    expect((await detail(t.app, headers, summary.id)).started_at).toBeNull()
    const start = await t.app.inject({ method: 'POST', url: `/api/v1/quiz/${summary.id}/start`, headers })
    expect(start.statusCode).toBe(200)
    const { started_at, server_time } = start.json()
    expect(Date.parse(server_time)).toBeGreaterThanOrEqual(Date.parse(started_at))
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/quiz/${summary.id}/start`, headers })
    expect(again.json().started_at).toBe(started_at)
    const quiz = await detail(t.app, headers, summary.id)
    expect(quiz.started_at).toBe(started_at)
    expect(quiz.server_time).toEqual(expect.any(String))
  })
})

describe('hintSteps', () => {
  const key = { kind: 'numeric' as const, value: 84 }
  it('never gives the last step, nor a step that states the answer', () => {
    const solution = 'Find 7 groups of 12.\nMultiply: 7 × 12 = 84.\nThere are 84 cards.'
    expect(hintSteps({ solution, answerKey: key, answer: null, options: [] })).toEqual([
      'Find 7 groups of 12.',
    ])
  })
  it('keeps a step that only contains the answer inside a longer number', () => {
    const solution = 'Start from 184 and 1.84.\nSo the answer is 84.'
    expect(hintSteps({ solution, answerKey: key, answer: null, options: [] })).toEqual([
      'Start from 184 and 1.84.',
    ])
  })
  it('has nothing to show for a one-step solution', () => {
    expect(hintSteps({ solution: 'It is 84.', answerKey: key, answer: null, options: [] })).toEqual([])
  })
})
