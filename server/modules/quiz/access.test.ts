import { and, eq, inArray, isNull, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { courseGrants, courses, quizzes, users, worksheets } from '../../db/schema'

type Summary = { id: number; worksheet_id: number; course_id: number; status: string }

/** The quiz calls obey the course rule (ADR 0024): what is listed, opened, saved and handed in. */
describe('quizzes of the courses a student may use', () => {
  const t = useTestApp()
  const db = () => t.app.ctx.db
  const courseNamed = async (name: string) =>
    (await db().select().from(courses).where(eq(courses.name, name)))[0]

  it('Lite lists only the free worksheets; a premium one is refused with words a child understands', async () => {
    const ben = await signIn(t.app, 'ben')
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers: ben.headers })
    expect(list.statusCode).toBe(200)
    const listed = list.json().quizzes as Summary[]
    const p4 = await db().select({ id: courses.id }).from(courses).where(like(courses.name, 'P4 %'))
    const sheets = await db()
      .select()
      .from(worksheets)
      .where(
        and(
          isNull(worksheets.ownerId),
          eq(worksheets.liteFree, false),
          inArray(
            worksheets.courseId,
            p4.map((c) => c.id),
          ),
        ),
      )
    if (!sheets.length) throw new Error('the seed has no premium P4 worksheet')
    const free = await db()
      .select({ id: worksheets.id })
      .from(worksheets)
      .where(eq(worksheets.liteFree, true))
    const freeIds = new Set(free.map((f) => f.id))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((q) => freeIds.has(q.worksheet_id))).toBe(true)
    // Asking for a premium worksheet by id says why.
    const premium = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz?worksheet_id=${sheets[0].id}`,
      headers: ben.headers,
    })
    expect(premium.statusCode).toBe(403)
    expect(premium.json()).toMatchObject({ code: 'course_locked' })
    expect(premium.json().message).toMatch(/Lantern Premium.*Ask a grown-up/)
    expect(premium.json().message).not.toMatch(/entitlement|403|subscription/i)
  })

  it('a course not unlocked is refused when listed by id, and its quiz cannot be opened or handed in', async () => {
    const chloe = await signIn(t.app, 'chloe')
    const science = await courseNamed('P5 Science')
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz?course_id=${science.id}`,
      headers: chloe.headers,
    })
    expect(listed.statusCode).toBe(403)
    expect(listed.json().message).toBe(
      "P5 Science isn't unlocked yet. You can subscribe, use an activation code, or try Lantern Lite for free.",
    )
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers: chloe.headers })).json()
      .quizzes as Summary[]
    expect(mine.length).toBeGreaterThan(0)
    const maths = await courseNamed('P5 Maths')
    expect(mine.every((q) => q.course_id === maths.id)).toBe(true)

    // ava's access to P5 Maths is taken away: her quiz there can no longer be opened to take, saved or handed in.
    const ava = await signIn(t.app, 'ava')
    const avaQuizzes = (
      await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers: ava.headers })
    ).json().quizzes as Summary[]
    const quiz = avaQuizzes.find((q) => q.course_id === maths.id)
    if (!quiz) throw new Error('ava has no P5 Maths quiz')
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers: ava.headers })
    ).json()
    const [avaRow] = await db().select().from(users).where(eq(users.username, 'ava'))
    await db()
      .update(courseGrants)
      .set({ revokedAt: new Date() })
      .where(and(eq(courseGrants.studentId, avaRow.id), eq(courseGrants.courseId, maths.id)))
    const open = await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers: ava.headers })
    expect(open.statusCode).toBe(403)
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/quiz/${quiz.id}/evaluations/${detail.evaluations[0].id}`,
      headers: ava.headers,
      payload: { value: '3' },
    })
    expect(save.statusCode).toBe(403)
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers: ava.headers,
      payload: { evaluations: [{ question_id: detail.questions[0].id, value: '3' }] },
    })
    expect(submit.statusCode).toBe(403)
    // Her own past work stays hers: a quiz handed in before still opens for review.
    await db()
      .update(quizzes)
      .set({ completedAt: new Date(), status: 'completed' })
      .where(eq(quizzes.id, quiz.id))
    const review = await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers: ava.headers })
    expect(review.statusCode).toBe(200)
  })
})
