import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { classes, quizzes } from '../../db/schema'
import { xpOf } from '../quiz/testing'
import { inboxOf, otherTeachers, submitOral } from './testing'

describe('marks set from the inbox count once', () => {
  const t = useTestApp()
  let teacher: Record<string, string>
  let submitted: Awaited<ReturnType<typeof submitOral>>
  let evaluationId: number
  const mark = (id: number, marks_given: number, headers = teacher, explanation?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/student-evaluation-questions/${id}`,
      headers,
      payload: { marks_given, ...(explanation && { explanation }) },
    })
  const quizRow = async () =>
    (await t.database.db.select().from(quizzes).where(eq(quizzes.id, submitted.quiz.id)))[0]

  beforeAll(async () => {
    const [kingfisher] = await t.database.db
      .select()
      .from(classes)
      .where(eq(classes.name, '5 Kingfisher Maths'))
    await otherTeachers(t.database.db, kingfisher.subjectId!)
    teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
    submitted = await submitOral(t.app, t.database.db)
    evaluationId = (await inboxOf(t.app, teacher)).body.items[0].evaluation_id
  })

  it('updates the result and pays XP once; the answer leaves the inbox', async () => {
    const before = await quizRow()
    const xp0 = await xpOf(t.app, submitted.headers)
    const res = await mark(evaluationId, 1, teacher, 'Clear reading; slow down at the commas.')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ marks_given: 1, awaiting_teacher: false, explanation: /commas/ })
    const after = await quizRow()
    expect(after.marksGiven).toBe((before.marksGiven ?? 0) + 1)
    const paid = (await xpOf(t.app, submitted.headers)) - xp0
    expect(paid).toBeGreaterThanOrEqual(10)
    expect(after.xpEarned).toBe((before.xpEarned ?? 0) + paid)
    expect((await inboxOf(t.app, teacher)).body.total_count).toBe(0)

    // The same marks again, and twice at once: nothing more is counted.
    expect((await mark(evaluationId, 1)).statusCode).toBe(200)
    const twice = await Promise.all([mark(evaluationId, 1), mark(evaluationId, 1)])
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200])
    expect(await xpOf(t.app, submitted.headers)).toBe(xp0 + paid)
    expect((await quizRow()).marksGiven).toBe(after.marksGiven)
    expect((await quizRow()).xpEarned).toBe(after.xpEarned)
  })

  it('pays only for marks never paid before when a teacher raises them; lowering takes no XP back', async () => {
    const max = submitted.oral.maxScore
    const xp0 = await xpOf(t.app, submitted.headers)
    const total0 = (await quizRow()).marksGiven ?? 0
    expect((await mark(evaluationId, max)).statusCode).toBe(200)
    expect(await xpOf(t.app, submitted.headers)).toBe(xp0 + (max - 1) * 2 * 5)
    expect((await quizRow()).marksGiven).toBe(total0 + max - 1)
    expect((await mark(evaluationId, 0)).statusCode).toBe(200)
    expect((await quizRow()).marksGiven).toBe(total0 - 1)
    expect(await xpOf(t.app, submitted.headers)).toBe(xp0 + (max - 1) * 2 * 5)
  })

  it('refuses marks above the question’s worth and while the quiz is being marked', async () => {
    const tooMany = await mark(evaluationId, submitted.oral.maxScore + 1)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toMatch(/at most/)
    await t.database.db.update(quizzes).set({ status: 'grading' }).where(eq(quizzes.id, submitted.quiz.id))
    const busy = await mark(evaluationId, 1)
    expect(busy.statusCode).toBe(409)
    await t.database.db.update(quizzes).set({ status: 'completed' }).where(eq(quizzes.id, submitted.quiz.id))
  })

  it('lets whoever reaches the class mark it (ADR 0048), and no one else', async () => {
    for (const who of ['owner@lantern.test', 'head@lantern.test']) {
      const { headers } = await signIn(t.app, who)
      expect((await mark(evaluationId, 1, headers)).statusCode, who).toBe(200)
    }
    const outsider = (await signIn(t.app, 'outsider@other-primary.test')).headers
    expect((await mark(evaluationId, 0, outsider)).statusCode).toBe(404)
    const parent = (await signIn(t.app, 'parent@lantern.test')).headers
    expect((await mark(evaluationId, 0, parent)).statusCode).toBe(403)
  })
})
