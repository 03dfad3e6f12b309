import { and, asc, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import type { ChoiceKey } from '../../ai/types'
import { classes, courses, evaluationAttempts, evaluations, questions, users } from '../../db/schema'
import { signUp } from '../children/testing'
import { otherTeachers } from '../marking-inbox/testing'
import { addDays, localDate } from '../progress/dates'

type Headers = Record<string, string>
type Item = { quiz_id: number; question_id: number; tries: { attempt: number; marks_given: number }[] }

/** Ava tries the first question of a practice twice: a wrong option checked, then the right one. */
async function avaTriesTwice(app: TestApp, headers: Headers) {
  const list = (await app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes
  for (const summary of list as { id: number; mode: string; status: string }[]) {
    if (summary.mode !== 'practice' || summary.status === 'completed') continue
    const quiz = (await app.inject({ method: 'GET', url: `/api/v1/quiz/${summary.id}`, headers })).json()
    const first = quiz.questions[0]
    if (first.question_type_id !== 1 || first.sub_questions.length) continue
    const [row] = await app.ctx.db.select().from(questions).where(eq(questions.id, first.id))
    const key = row.answerKey as ChoiceKey
    const wrong = first.options.find((o: { id: number }) => !key.correct.includes(o.id)).id
    for (const option of [wrong, key.correct[0]]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/quiz/${quiz.id}/questions/1/check`,
        headers,
        payload: { selected_option_id: option },
      })
      expect(parseSse(res.body).at(-1)?.event).toBe('grading_completed')
    }
    return { quizId: quiz.id as number, questionId: first.id as number }
  }
  throw new Error('no practice quiz of hers starts with a choice question')
}

describe('earlier tries on the grown-ups’ reports (issue 14 item 5)', () => {
  const t = useTestApp()

  it("shows a child's every try to her parent only", async () => {
    const ava = await signIn(t.app, 'ava')
    const { quizId, questionId } = await avaTriesTwice(t.app, ava.headers)
    const [avaRow] = await t.database.db.select().from(users).where(eq(users.username, 'ava'))
    const url = `/api/v1/users/children/${avaRow.id}/tries`

    const parent = await signIn(t.app, 'parent@lantern.test')
    const res = await t.app.inject({ method: 'GET', url, headers: parent.headers })
    expect(res.statusCode).toBe(200)
    const item = (res.json().items as Item[]).find(
      (i) => i.quiz_id === quizId && i.question_id === questionId,
    )
    expect(item?.tries.map((x) => [x.attempt, x.marks_given > 0])).toEqual([
      [1, false],
      [2, true],
    ])

    const stranger = await signUp(t.app, 6)
    const refused = await t.app.inject({ method: 'GET', url, headers: stranger.headers })
    expect([403, 404]).toContain(refused.statusCode)
    expect(refused.body).not.toContain('tries')
    // Not a student's call, even her own.
    expect((await t.app.inject({ method: 'GET', url, headers: ava.headers })).statusCode).toBe(403)
  })

  it("shows the tries before an answer on the class teacher's report, and to no other school's teacher", async () => {
    const today = localDate(new Date(), 'Asia/Singapore')
    const [klass] = await t.database.db.select().from(classes).limit(1)
    const [course] = await t.database.db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.academicLevelId, klass.academicLevelId!),
          eq(courses.subjectId, klass.subjectId!),
          isNull(courses.schoolId),
        ),
      )
    const [question] = await t.database.db
      .select()
      .from(questions)
      .where(
        and(eq(questions.courseId, course.id), isNull(questions.parentId), eq(questions.questionTypeId, 1)),
      )
      .orderBy(asc(questions.id))
      .limit(1)
    const teacher = await signIn(t.app, 'teacher@lantern.test')
    const call = (headers: Headers, url: string, payload?: object) =>
      t.app.inject({ method: payload ? 'POST' : 'GET', url, headers, payload })
    const sheet = (
      await call(teacher.headers, '/api/v1/worksheets', {
        title: 'Tries check',
        course_id: course.id,
        worksheet_group_type: 1,
        question_ids: [question.id],
        class_id: klass.id,
        date_assigned: today,
        due_date: addDays(today, 2),
      })
    ).json()
    const chloe = await signIn(t.app, 'chloe')
    const quiz = (await call(chloe.headers, '/api/v1/quiz'))
      .json()
      .quizzes.find((q: { assignment_id: number }) => q.assignment_id === sheet.assignment_id)
    const key = question.answerKey as ChoiceKey
    await call(chloe.headers, `/api/v1/quiz/${quiz.id}/submit`, {
      evaluations: [{ question_id: question.id, selected_option_id: key.correct[0] }],
    })
    // A first try before the one handed in, as a "Try again" keeps it.
    const [evaluation] = await t.database.db.select().from(evaluations).where(eq(evaluations.quizId, quiz.id))
    await t.database.db
      .update(evaluationAttempts)
      .set({ attempt: 2 })
      .where(eq(evaluationAttempts.evaluationId, evaluation.id))
    await t.database.db.insert(evaluationAttempts).values({
      evaluationId: evaluation.id,
      quizId: quiz.id,
      attempt: 1,
      value: 'my first idea',
      marksGiven: 0,
      isFullMarks: false,
      explanation: 'Not yet: look at the units again.',
      hintsUsed: 1,
    })

    const [chloeRow] = await t.database.db.select().from(users).where(eq(users.username, 'chloe'))
    const url = `/api/v1/classes/${klass.id}/students/${chloeRow.id}/topics/${question.topicId}/report`
    const report = (await call(teacher.headers, url)).json()
    const row = report.evaluations.find((e: { evaluation_id: number }) => e.evaluation_id === evaluation.id)
    expect(row.earlier_tries).toEqual([
      expect.objectContaining({
        attempt: 1,
        value: 'my first idea',
        marks_given: 0,
        hints_used: 1,
        explanation: 'Not yet: look at the units again.',
      }),
    ])

    await otherTeachers(t.database.db, klass.subjectId!)
    const outsider = await signIn(t.app, 'outsider@other-primary.test')
    const refused = await call(outsider.headers, url)
    expect([403, 404]).toContain(refused.statusCode)
    expect(refused.body).not.toContain('my first idea')
  })
})
