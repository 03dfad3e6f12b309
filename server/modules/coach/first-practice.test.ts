import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { firstPracticeDays, quizzes } from '../../db/schema'
import { signUp } from '../children/testing'
import { recordFirstPractice } from './first-practice'

type Headers = Record<string, string>

/** "See how I did" (ADR 0042): the server remembers that the student looked at today's first practice. */
describe('POST /users/first-practice-completion/viewed', () => {
  const t = useTestApp()
  const call = async (headers: Headers, method: 'GET' | 'POST', url: string) => {
    const res = await t.app.inject({ method, url: `/api/v1/users/first-practice-completion${url}`, headers })
    return { status: res.statusCode, body: res.json() }
  }

  /** A new student whose first practice of today is recorded as grading records it, not yet viewed. */
  async function studentWithPracticeToday() {
    const student = await signUp(t.app, 1)
    const [quiz] = await t.database.db.select().from(quizzes).limit(1)
    await recordFirstPractice(t.app.ctx, {
      ...quiz,
      studentId: student.user.id,
      marksGiven: 3,
      maxScore: 4,
    })
    expect((await call(student.headers, 'GET', '')).body).toMatchObject({ is_completed: true, viewed: false })
    return student
  }

  it('marks today’s practice viewed once, and GET says viewed afterwards', async () => {
    const student = await studentWithPracticeToday()
    expect(await call(student.headers, 'POST', '/viewed')).toEqual({
      status: 200,
      body: { viewed: true, changed: true },
    })
    expect(await call(student.headers, 'POST', '/viewed')).toEqual({
      status: 200,
      body: { viewed: true, changed: false },
    })
    const today = await call(student.headers, 'GET', '')
    expect(today.body).toMatchObject({ is_completed: true, score_percent: 75, viewed: true })
    // The mark is the server's own record, not the tab's: it is in the student's row.
    const [row] = await t.database.db
      .select()
      .from(firstPracticeDays)
      .where(eq(firstPracticeDays.studentId, student.user.id))
    expect(row.viewedAt).toBeInstanceOf(Date)
  })

  it('changes nothing on a day without a practice', async () => {
    const student = await signUp(t.app, 1)
    expect(await call(student.headers, 'POST', '/viewed')).toEqual({
      status: 200,
      body: { viewed: false, changed: false },
    })
    expect((await call(student.headers, 'GET', '')).body).toMatchObject({
      is_completed: false,
      viewed: false,
    })
  })

  it('marks only the caller’s practice, and refuses parents, teachers and signed-out visitors', async () => {
    const first = await studentWithPracticeToday()
    const second = await studentWithPracticeToday()
    expect((await call(first.headers, 'POST', '/viewed')).body.changed).toBe(true)
    expect((await call(second.headers, 'GET', '')).body.viewed).toBe(false)

    const parent = await signUp(t.app, 6)
    const { headers: teacher } = await signIn(t.app, 'teacher@lantern.test')
    for (const headers of [parent.headers, teacher]) {
      const refused = await call(headers, 'POST', '/viewed')
      expect(refused.status).toBe(403)
      expect(refused.body.message).toMatch(/^Only a .* account can do this\.$/)
    }
    expect((await call({}, 'POST', '/viewed')).status).toBe(401)
    expect((await call(second.headers, 'GET', '')).body.viewed).toBe(false)
  })
})
