import { eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { scorePercent } from '../../../contracts/student-reports'
import { signIn, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { questions, users, worksheets } from '../../db/schema'
import { signUp } from '../children/testing'

type Headers = Record<string, string>

describe('mock-exam progress, performance and summary', () => {
  const t = useTestApp()
  let parent: { headers: Headers }
  let ava: { headers: Headers }
  let avaId: number
  let benId: number
  const get = async (headers: Headers, what: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/mock/${what}${query}`, headers })
    return { status: res.statusCode, body: res.json() }
  }

  beforeAll(async () => {
    parent = await signIn(t.app, 'parent@lantern.test')
    ava = await signIn(t.app, 'ava')
    const rows = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.username, ['ava', 'ben']))
    avaId = rows.find((r) => r.username === 'ava')!.id
    benId = rows.find((r) => r.username === 'ben')!.id
  })

  it('shows nothing, and no score, before any mock exam is handed in', async () => {
    expect((await get(parent.headers, 'progress', `?student_id=${avaId}`)).body).toEqual({ items: [] })
    expect((await get(ava.headers, 'summary')).body).toEqual({
      attempts: 0,
      average_percent: null,
      best_percent: null,
      last_attempted_at: null,
      strongest_topic: null,
      weakest_topic: null,
    })
  })

  it('counts a handed-in mock exam for its student and their parent, with marks per topic', async () => {
    const [exam] = await t.database.db
      .select()
      .from(worksheets)
      .where(eq(worksheets.title, 'P5 Maths: Mock exam'))
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz?worksheet_id=${exam.id}`, headers: ava.headers })
    ).json().quizzes
    const quiz = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${list[0].id}`, headers: ava.headers })
    ).json()
    const keyRows = await t.database.db
      .select({ id: questions.id, answer: questions.answer })
      .from(questions)
      .where(
        inArray(
          questions.id,
          quiz.questions.map((q: { id: number }) => q.id),
        ),
      )
    const answerOf = new Map(keyRows.map((r) => [r.id, r.answer]))
    // Right on the first half, blank on the rest.
    const half = Math.ceil(quiz.questions.length / 2)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers: ava.headers,
      payload: {
        evaluations: quiz.questions.map((q: { id: number }, i: number) => ({
          question_id: q.id,
          value: i < half ? (answerOf.get(q.id) ?? '') : '',
        })),
      },
    })
    expect(parseSse(res.body).at(-1)?.event).toBe('grading_completed')

    const progress = await get(parent.headers, 'progress', `?student_id=${avaId}`)
    expect(progress.status).toBe(200)
    expect(progress.body.items).toHaveLength(1)
    const [item] = progress.body.items
    expect(item).toMatchObject({
      lesson_id: null,
      worksheet_id: exam.id,
      quiz_id: quiz.id,
      title: 'P5 Maths: Mock exam',
    })
    expect(item.max_scores).toBeGreaterThan(0)
    expect(item.marks_given).toBeGreaterThan(0)
    expect(item.marks_given).toBeLessThan(item.max_scores)
    expect((await get(ava.headers, 'progress')).body).toEqual(progress.body)

    const topics = (await get(parent.headers, 'performance', `?student_id=${avaId}`)).body.topics
    expect(topics.length).toBeGreaterThan(1)
    const sum = (k: 'marks_given' | 'max_scores') =>
      topics.reduce((s: number, x: Record<string, number>) => s + x[k], 0)
    expect(sum('marks_given')).toBeCloseTo(item.marks_given)
    expect(sum('max_scores')).toBeCloseTo(item.max_scores)

    const summary = (await get(parent.headers, 'summary', `?student_id=${avaId}`)).body
    const percent = Math.round(((item.marks_given * 100) / item.max_scores) * 10) / 10
    expect(summary).toMatchObject({ attempts: 1, average_percent: percent, best_percent: percent })
    expect(summary.strongest_topic).not.toBe(summary.weakest_topic)
    expect(
      (await get(parent.headers, 'progress', `?student_id=${avaId}&course_id=999999`)).body.items,
    ).toEqual([])
  })

  it("refuses another family's child, a child asking about a sibling, and a parent who names no child", async () => {
    const stranger = await signUp(t.app, 6)
    expect((await get(stranger.headers, 'progress', `?student_id=${avaId}`)).status).toBe(404)
    expect((await get(ava.headers, 'summary', `?student_id=${benId}`)).status).toBe(403)
    const none = await get(parent.headers, 'performance')
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('Choose which child to show.')
  })

  it('gives no percent when there is no maximum to divide by, and the plain ratio otherwise', () => {
    expect(scorePercent(3, 0)).toBeUndefined()
    expect(scorePercent(3, null)).toBeUndefined()
    expect(scorePercent(null, 10)).toBeUndefined()
    fc.assert(
      fc.property(fc.nat(100), fc.integer({ min: 1, max: 100 }), (marks, max) => {
        expect(scorePercent(marks, max)).toBeCloseTo((marks * 100) / max)
      }),
    )
  })
})
