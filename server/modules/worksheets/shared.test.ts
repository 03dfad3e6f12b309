import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { courses, publicWorksheets, questions, users, worksheets } from '../../db/schema'
import { hashToken } from '../../lib/crypto'
import { signUp } from '../children/testing'
import { accessibleCourseIds } from '../courses/entitlement'

const GENERATE = '/api/v1/worksheets/generate-shared-worksheet'
const read = (id: number, session?: string) =>
  `/api/v1/public/worksheets/${id}${session ? `?public_chat_session_id=${session}` : ''}`

/** A family's fortnight worksheet shared by link, and what the public may read (spec 7.9, ADR 0055). */
describe('shared worksheets', () => {
  const t = useTestApp()
  const db = () => t.database.db
  const as = async (who: string) => (await signIn(t.app, who)).headers

  /** One of ava's courses and a few of its plain common questions. */
  const avasFortnight = async (biweekly_date: string) => {
    const [ava] = await db().select().from(users).where(eq(users.username, 'ava'))
    const courseIds = await accessibleCourseIds(db(), ava)
    const [course] = await db().select().from(courses).where(eq(courses.id, courseIds[0]))
    const bank = await db()
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.courseId, course.id), isNull(questions.parentId), isNull(questions.schoolId)))
      .orderBy(asc(questions.id))
      .limit(3)
    const body = {
      student_id: ava.id,
      biweekly_date,
      course_id: course.id,
      subject_id: course.subjectId,
      question_ids: bank.map((q) => q.id),
    }
    return { ava, course, body }
  }

  it('a parent makes ava’s fortnight worksheet; anyone reads it without answers; a second is a 409', async () => {
    const { body } = await avasFortnight('2026-11-09')
    const parent = await as('parent@lantern.test')
    const made = await t.app.inject({ method: 'POST', url: GENERATE, headers: parent, payload: body })
    expect(made.statusCode, made.body).toBe(201)
    const { worksheet_id, share_url } = made.json()
    expect(share_url).toBe(`${t.config.appUrl}/sharing/quiz/${worksheet_id}`)

    const seen = await t.app.inject({ method: 'GET', url: read(worksheet_id) })
    expect(seen.statusCode, seen.body).toBe(200)
    expect(seen.json()).toMatchObject({ id: worksheet_id, title: "Ava's practice, 9 Nov – 22 Nov" })
    expect(seen.json().questions.map((q: { id: number }) => q.id)).toEqual(body.question_ids)
    expect(seen.body).not.toContain('"answer"')

    const again = await t.app.inject({ method: 'POST', url: GENERATE, headers: parent, payload: body })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toContain('already made')
    expect(again.json().message).toContain(share_url)
    // Ava herself gets the same answer for the same fortnight, and may make the next one.
    const ava = await as('ava')
    expect(
      (await t.app.inject({ method: 'POST', url: GENERATE, headers: ava, payload: body })).statusCode,
    ).toBe(409)
    const next = { ...body, biweekly_date: '2026-11-23' }
    expect(
      (await t.app.inject({ method: 'POST', url: GENERATE, headers: ava, payload: next })).statusCode,
    ).toBe(201)
  })

  it('refuses another family’s child, another student, questions ava may not be given and a day that is not one', async () => {
    const { course, body } = await avasFortnight('2026-10-26')
    const stranger = await signUp(t.app, 6)
    const strangers = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: stranger.headers,
      payload: body,
    })
    expect(strangers.statusCode).toBe(404)
    const ben = await t.app.inject({ method: 'POST', url: GENERATE, headers: await as('ben'), payload: body })
    expect(ben.statusCode).toBe(403)

    const [elsewhere] = await db()
      .select({ id: questions.id })
      .from(questions)
      .where(and(ne(questions.courseId, course.id), isNull(questions.parentId)))
      .limit(1)
    const parent = await as('parent@lantern.test')
    const before = (await db().select({ id: worksheets.id }).from(worksheets)).length
    const wrong = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: parent,
      payload: { ...body, question_ids: [...body.question_ids, elsewhere.id] },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toContain(String(elsewhere.id))
    const badDay = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: parent,
      payload: { ...body, biweekly_date: '2026-02-30' },
    })
    expect(badDay.statusCode).toBe(400)
    expect((await db().select({ id: worksheets.id }).from(worksheets)).length).toBe(before)
  })

  it('never opens a teacher’s worksheet publicly, and a visitor’s only with their session id', async () => {
    const { course } = await avasFortnight('2026-10-12')
    const [teacher] = await db().select().from(users).where(eq(users.email, 'teacher@lantern.test'))
    const [own] = await db()
      .insert(worksheets)
      .values({ title: 'Private check', courseId: course.id, ownerId: teacher.id })
      .returning()
    const privately = await t.app.inject({ method: 'GET', url: read(own.id) })
    expect(privately.statusCode).toBe(404)

    const [coachMade] = await db()
      .insert(worksheets)
      .values({ title: 'Fractions warm-up', courseId: course.id, ownerId: teacher.id })
      .returning()
    await db()
      .insert(publicWorksheets)
      .values({ worksheetId: coachMade.id, sessionHash: hashToken('visitor-session-1') })
    expect((await t.app.inject({ method: 'GET', url: read(coachMade.id) })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: read(coachMade.id, 'visitor-session-2') })).statusCode,
    ).toBe(404)
    const visitor = await t.app.inject({ method: 'GET', url: read(coachMade.id, 'visitor-session-1') })
    expect(visitor.statusCode, visitor.body).toBe(200)
    expect(visitor.json()).toMatchObject({ id: coachMade.id, title: 'Fractions warm-up', questions: [] })
  })
})
