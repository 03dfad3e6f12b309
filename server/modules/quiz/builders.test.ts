import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { courses } from '../../db/schema'

type Summary = { id: number; title: string; course_id: number; group_type_id: number; num_questions: number }

async function submitWrong(app: TestApp, headers: Record<string, string>) {
  const list = (await app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes as Summary[]
  const quiz = (await app.inject({ method: 'GET', url: `/api/v1/quiz/${list[0].id}`, headers })).json()
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quiz.id}/submit`,
    headers,
    payload: {
      evaluations: quiz.questions.map((q: { id: number }) => ({ question_id: q.id, value: 'no idea' })),
    },
  })
  expect(parseSse(res.body).at(-1)!.event).toBe('grading_completed')
  return { summary: list[0], quiz }
}

describe('revision and custom quizzes, bookmarks, assignments, the question checker', () => {
  const t = useTestApp()

  it('builds a revision quiz from the student’s mistakes, visible only to them', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/revision',
      headers,
      payload: {
        course_id: (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes[0]
          .course_id,
      },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toMatch(/nothing to revise/)

    const { summary, quiz } = await submitWrong(t.app, headers)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/revision',
      headers,
      payload: { course_id: summary.course_id, num_questions: 3 },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      title: 'My revision',
      group_type_id: 9,
      num_questions: Math.min(3, quiz.questions.length),
    })
    const revision = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${res.json().id}`, headers })
    ).json()
    const wrongIds = quiz.questions.map((q: { id: number }) => q.id)
    expect(revision.questions.every((q: { id: number }) => wrongIds.includes(q.id))).toBe(true)

    const chloe = await signIn(t.app, 'chloe')
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers: chloe.headers })).json()
      .quizzes
    expect(theirs.some((q: Summary) => q.title === 'My revision')).toBe(false)
  })

  it('builds a custom quiz from the student’s request, and explains when nothing matches', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json()
      .quizzes as Summary[]
    const maths = list.find((q) => /fraction/i.test(q.title))!
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/custom',
      headers,
      payload: { course_id: maths.course_id, user_req: 'I want to practise fractions please' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().title).toBe('My practice: I want to practise fractions please')
    expect(res.json().num_questions).toBeGreaterThan(0)
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/custom',
      headers,
      payload: { course_id: maths.course_id, user_req: 'xylophones and quasars' },
    })
    expect(none.statusCode).toBe(400)
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/custom',
      headers,
      payload: { course_id: 999, user_req: 'fractions' },
    })
    expect(notMine.statusCode).toBe(404)
  })

  it('refuses to build from a course the student has not unlocked, and Lite from any course', async () => {
    // ava has P5 through Lantern; a P6 course is not hers.
    const ava = await signIn(t.app, 'ava')
    const p6 = await t.app.ctx.db.select().from(courses).where(eq(courses.name, 'P6 Maths'))
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/custom',
      headers: ava.headers,
      payload: { course_id: p6[0].id, user_req: 'fractions' },
    })
    expect(locked.statusCode).toBe(403)
    expect(locked.json()).toMatchObject({ code: 'course_locked' })
    expect(locked.json().message).toContain('Ask your parent')
    // ben is Lite: he may practise the free worksheets, not make his own.
    const ben = await signIn(t.app, 'ben')
    const p4 = await t.app.ctx.db.select().from(courses).where(eq(courses.name, 'P4 Maths'))
    const lite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/revision',
      headers: ben.headers,
      payload: { course_id: p4[0].id },
    })
    expect(lite.statusCode).toBe(403)
    expect(lite.json().message).toContain('Lantern Premium')
  })

  it('bookmarks an answer once; another student cannot see it', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const { quiz } = await submitWrong(t.app, headers)
    const evaluationId = quiz.evaluations[0].id
    const url = `/api/v1/quiz/evaluations/${evaluationId}/bookmarks`
    const first = await t.app.inject({ method: 'POST', url, headers, payload: { note: 'Ask Ms Tan' } })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ evaluation_id: evaluationId, note: 'Ask Ms Tan' })
    expect((await t.app.inject({ method: 'POST', url, headers, payload: {} })).statusCode).toBe(409)
    expect((await t.app.inject({ method: 'GET', url, headers })).json().bookmarks).toHaveLength(1)
    const ava = await signIn(t.app, 'ava')
    expect((await t.app.inject({ method: 'GET', url, headers: ava.headers })).statusCode).toBe(404)
  })

  it('likes and dislikes exclude each other', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json()
      .quizzes as Summary[]
    const quiz = (await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${list[0].id}`, headers })).json()
    const url = `/api/v1/quiz/${quiz.id}/evaluations/${quiz.evaluations[0].id}/feedback`
    expect(
      (await t.app.inject({ method: 'POST', url, headers, payload: { liked: true } })).json(),
    ).toMatchObject({
      liked: true,
      disliked: false,
    })
    expect(
      (
        await t.app.inject({ method: 'POST', url, headers, payload: { disliked: true, comment: 'Too long' } })
      ).json(),
    ).toMatchObject({ liked: false, disliked: true })
  })

  it('reports no pending assignments while none are set', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json()
      .quizzes as Summary[]
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/courses/${list[0].course_id}/have-assignments`,
      headers,
    })
    expect(res.json()).toEqual({ course_id: list[0].course_id, have_assignments: false, pending_count: 0 })
  })

  it('the question checker marks an answer for staff and saves nothing', async () => {
    const ava = await signIn(t.app, 'ava')
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers: ava.headers })).json()
      .quizzes
    const quiz = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${list[0].id}`, headers: ava.headers })
    ).json()
    const question = quiz.questions[0]
    const curriculum = await signIn(t.app, 'curriculum@lantern.test')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/test-submit',
      headers: curriculum.headers,
      payload: { question_id: question.id, value: 'a guess' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ question_id: question.id, max_score: question.max_score })
    expect(res.json().explanation.length).toBeGreaterThan(10)
    const asStudent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/test-submit',
      headers: ava.headers,
      payload: { question_id: question.id, value: 'x' },
    })
    expect(asStudent.statusCode).toBe(403)
  })
})
