import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { classes, evaluations } from '../../db/schema'
import { inboxOf, otherTeachers, submitOral } from './testing'

describe('the marking inbox', () => {
  const t = useTestApp()
  let teacher: Record<string, string>
  let submitted: Awaited<ReturnType<typeof submitOral>>
  let outsiderClassId: number
  let kingfisher: typeof classes.$inferSelect

  beforeAll(async () => {
    ;[kingfisher] = await t.database.db.select().from(classes).where(eq(classes.name, '5 Kingfisher Maths'))
    outsiderClassId = (await otherTeachers(t.database.db, kingfisher.subjectId!)).outsiderClass.id
    teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
  })

  it('starts empty: nothing of the demo waits for a teacher', async () => {
    const { status, body } = await inboxOf(t.app, teacher)
    expect(status).toBe(200)
    expect(body).toMatchObject({ items: [], total_count: 0, page: 1, size: 20 })
  })

  it('lists a spoken answer with no transcript, with its question, scheme and recording', async () => {
    submitted = await submitOral(t.app, t.database.db)
    const { body } = await inboxOf(t.app, teacher)
    expect(body.total_count).toBe(1)
    expect(body.items[0]).toMatchObject({
      reason: 'no_transcript',
      student: { first_name: 'Chloe' },
      class: { id: kingfisher.id, name: '5 Kingfisher Maths' },
      question: { id: submitted.oral.id, max_score: submitted.oral.maxScore },
      answer: { audio_url: expect.stringMatching(/^\/uploads\/recordings\//), text: null, ai_marks: 0 },
    })
    expect(body.items[0].question.model_answer).toBeTruthy()
  })

  it('adds answers the marker flagged and answers the student asked about, oldest first', async () => {
    const [flagged, asked] = submitted.quiz.questions.slice(1)
    const rows = await t.database.db.select().from(evaluations)
    const row = (questionId: number) =>
      rows.find((e) => e.questionId === questionId && e.quizId === submitted.quiz.id)!
    await t.database.db
      .update(evaluations)
      .set({ needsReview: true, submittedAt: new Date(Date.now() + 1000) })
      .where(eq(evaluations.id, row(flagged.id).id))
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/v1/questions/${asked.id}/report`,
      headers: submitted.headers,
      payload: { message: 'I think my answer is right, can my teacher check?' },
    })
    expect(report.statusCode).toBe(201)
    await t.database.db
      .update(evaluations)
      .set({ submittedAt: new Date(Date.now() - 60_000) })
      .where(eq(evaluations.id, row(asked.id).id))

    const { body } = await inboxOf(t.app, teacher)
    expect(body.items.map((i) => i.reason)).toEqual(['student_asked', 'no_transcript', 'flagged_for_review'])
    expect(body.items[0].student_question).toMatch(/can my teacher check/)
    const paged = await inboxOf(t.app, teacher, '?size=1&page=2')
    expect(paged.body).toMatchObject({ total_count: 3, items: [{ reason: 'no_transcript' }] })
    const inClass = await inboxOf(t.app, teacher, `?class_id=${kingfisher.id}`)
    expect(inClass.body.total_count).toBe(3)
  })

  it('reaches by school role: the owner and the subject’s head see the class’s work', async () => {
    for (const who of ['owner@lantern.test', 'head@lantern.test']) {
      const { headers } = await signIn(t.app, who)
      expect((await inboxOf(t.app, headers)).body.total_count, who).toBe(3)
    }
  })

  it('shows another school nothing of ours, and refuses our class to it', async () => {
    const outsider = (await signIn(t.app, 'outsider@other-primary.test')).headers
    expect((await inboxOf(t.app, outsider)).body).toMatchObject({ items: [], total_count: 0 })
    expect((await inboxOf(t.app, outsider, `?class_id=${kingfisher.id}`)).status).toBe(404)
    expect((await inboxOf(t.app, teacher, `?class_id=${outsiderClassId}`)).status).toBe(404)
  })

  it('is for teachers only', async () => {
    for (const who of ['chloe', 'parent@lantern.test']) {
      const { headers } = await signIn(t.app, who)
      expect((await inboxOf(t.app, headers)).status, who).toBe(403)
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/teachers/marking-inbox' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses a page size it does not serve with a clear 400', async () => {
    const { status } = await inboxOf(t.app, teacher, '?size=500')
    expect(status).toBe(400)
  })
})
