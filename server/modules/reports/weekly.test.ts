import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { courses, evaluations, questions, users } from '../../db/schema'
import { avaHandsInFirstQuiz } from './testing'
import { weekFigures, weeklyStatistics } from './weekly'

describe("a child's week in a subject, for the parent", () => {
  const t = useTestApp()

  it('averages percents over marked answers; nothing marked is no average, not zero', () => {
    expect(weekFigures([])).toEqual({ avg: null, questions: 0, topics: 0 })
    expect(
      weekFigures([
        { day: '2026-11-23', marks: 1, max: 2, topicId: 1 },
        { day: '2026-11-24', marks: 2, max: 2, topicId: 1 },
        { day: '2026-11-24', marks: 0, max: 0, topicId: null },
      ]),
    ).toEqual({ avg: 75, questions: 3, topics: 1 })
  })

  it("counts this week against last week, in the child's own days (Asia/Singapore)", async () => {
    const quiz = await avaHandsInFirstQuiz(t.app, (q) =>
      q.options.length
        ? { question_id: q.id, selected_option_id: q.options[0].id }
        : { question_id: q.id, value: '7' },
    )
    const rows = await t.app.ctx.db.select().from(evaluations).where(eq(evaluations.quizId, quiz.id))
    expect(rows.length).toBeGreaterThan(1)
    const [subject] = await t.app.ctx.db
      .select({ id: courses.subjectId })
      .from(questions)
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .where(eq(questions.id, rows[0].questionId))
    const [parent] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'parent@lantern.test'))
    const [avaRow] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'ava'))

    // Monday 30 Nov 2026, 00:30 in Singapore is Sunday 29 Nov, 16:30 UTC: a new week.
    const now = new Date('2026-11-30T16:30:00Z')
    const [first, ...rest] = rows
    await t.app.ctx.db
      .update(evaluations)
      .set({ updatedAt: new Date('2026-11-29T16:10:00Z') }) // Monday 00:10 in Singapore: this week
      .where(eq(evaluations.id, first.id))
    await t.app.ctx.db
      .update(evaluations)
      .set({ updatedAt: new Date('2026-11-29T15:50:00Z') }) // Sunday 23:50 in Singapore: last week
      .where(
        inArray(
          evaluations.id,
          rest.map((r) => r.id),
        ),
      )
    const week = await weeklyStatistics(t.app.ctx, parent, avaRow.id, subject.id, now)
    expect(week).toMatchObject({
      week_start: '2026-11-30',
      week_end: '2026-12-06',
      qns_count: 1,
      qns_count_difference: 1 - rest.length,
    })
    const [marked] = await t.app.ctx.db
      .select({ marks: evaluations.marksGiven, max: questions.maxScore })
      .from(evaluations)
      .innerJoin(questions, eq(questions.id, evaluations.questionId))
      .where(eq(evaluations.id, first.id))
    expect(week.avg_mark).toBe(Math.round(((marked.marks ?? 0) * 1000) / marked.max) / 10)
    expect(week.avg_mark_difference).not.toBeNull()
    expect(week.topic_count).toBe(1)
  })

  it("refuses another family's child and a student", async () => {
    const parent = await signIn(t.app, 'parent@lantern.test')
    const [chloe] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'chloe'))
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analysis/weekly-student-statistics/${chloe.id}/subject/1`,
      headers: parent.headers,
    })
    expect(foreign.statusCode).toBe(404)
    const ava = await signIn(t.app, 'ava')
    const asStudent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analysis/weekly-student-statistics/${chloe.id}/subject/1`,
      headers: ava.headers,
    })
    expect(asStudent.statusCode).toBe(403)
  })
})
