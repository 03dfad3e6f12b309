import { and, asc, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { assignments, classes, courses, questions, users } from '../../db/schema'
import { addDays, localDate } from '../progress/dates'

/** What a teacher reads after setting work: the class, a topic, a child, an assignment (spec 7.8, 7.9). */
describe("a class's reports", () => {
  const t = useTestApp()
  const today = localDate(new Date(), 'Asia/Singapore')
  const as = async (who: string) => {
    const { headers } = await signIn(t.app, who)
    return (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload })
  }

  /** The demo class gets a three-question worksheet; chloe answers the first right and the others wrong. */
  async function setWorkAndDoIt() {
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
    const bank = await t.database.db
      .select()
      .from(questions)
      .where(
        and(eq(questions.courseId, course.id), isNull(questions.parentId), eq(questions.questionTypeId, 1)),
      )
      .orderBy(asc(questions.id))
      .limit(3)
    const teacher = await as('teacher@lantern.test')
    const sheet = (
      await teacher('POST', '/api/v1/worksheets', {
        title: 'Check-in',
        course_id: course.id,
        worksheet_group_type: 1,
        question_ids: bank.map((q) => q.id),
        class_id: klass.id,
        date_assigned: today,
        due_date: addDays(today, 2),
      })
    ).json()
    const chloe = await as('chloe')
    const quiz = (await chloe('GET', '/api/v1/quiz'))
      .json()
      .quizzes.find((q: { assignment_id: number }) => q.assignment_id === sheet.assignment_id)
    const answers = bank.map((q, i) => {
      const key = q.answerKey as { kind: 'choice'; options: { id: number }[]; correct: number[] }
      const option = i === 0 ? key.correct[0] : key.options.find((o) => !key.correct.includes(o.id))!.id
      return { question_id: q.id, selected_option_id: option }
    })
    const done = await chloe('POST', `/api/v1/quiz/${quiz.id}/submit`, { evaluations: answers })
    expect(parseSse(done.body).at(-1)?.event).toBe('grading_completed')
    const chloeId = (await t.database.db.select().from(users).where(eq(users.username, 'chloe')))[0].id
    return { klass, sheet, bank, teacher, chloeId }
  }

  it('reads how the class, a topic, a child and an assignment went, hardest first', async () => {
    const { klass, sheet, bank, teacher, chloeId } = await setWorkAndDoIt()

    const report = (await teacher('GET', `/api/v1/classes/${klass.id}/report`)).json()
    expect(report.summary).toMatchObject({ assignments_count: 1, completion_rate: 1 })
    expect(report.summary.students_count).toBeGreaterThanOrEqual(1)
    const chloe = report.students.find((s: { student_id: number }) => s.student_id === chloeId)
    expect(chloe).toMatchObject({ assigned: 1, completed: 1 })
    expect(chloe.marks_given).toBeGreaterThan(0)
    expect(chloe.marks_given).toBeLessThan(chloe.max_score)
    expect(report.topics.length).toBeGreaterThan(0)

    const topicId = bank[1].topicId!
    const topic = (await teacher('GET', `/api/v1/classes/${klass.id}/topics/${topicId}/report`)).json()
    expect(topic.topic_id).toBe(topicId)
    expect(topic.questions[0].correct_rate).toBe(0)
    // The wrong option chloe chose is named in words, with how many gave it.
    const wrong = topic.questions.find((q: { question_id: number }) => q.question_id === bank[1].id)
    const key = bank[1].answerKey as { options: { id: number }[]; correct: number[] }
    const chosen = bank[1].options.find(
      (o) => o.id === key.options.find((k) => !key.correct.includes(k.id))!.id,
    )!
    expect(wrong.common_wrong_answers).toEqual([{ value: chosen.text.replace(/\s+/g, ' ').trim(), count: 1 }])
    const right = topic.questions.find((q: { correct_rate: number }) => q.correct_rate === 1)
    if (right) expect(right.common_wrong_answers).toEqual([])
    const mine = (await teacher('GET', `/api/v1/classes/${klass.id}/students/${chloeId}/report`)).json()
    expect(mine).toMatchObject({ student_id: chloeId, assigned: 1, completed: 1 })
    const answers = (
      await teacher('GET', `/api/v1/classes/${klass.id}/students/${chloeId}/topics/${topicId}/report`)
    ).json()
    expect(answers.evaluations.length).toBeGreaterThan(0)
    expect(answers.evaluations[0]).toMatchObject({
      max_score: expect.any(Number),
      text_preview: expect.any(String),
      answer_text: expect.any(String),
    })
    const counts = (
      await teacher('GET', `/api/v1/classes/${klass.id}/students/${chloeId}/difficulty-count`)
    ).json().counts
    expect(counts.reduce((n: number, c: { attempted: number }) => n + c.attempted, 0)).toBeGreaterThanOrEqual(
      3,
    )
    expect(counts.reduce((n: number, c: { correct: number }) => n + c.correct, 0)).toBeGreaterThanOrEqual(1)

    // A period that ended before today holds none of it.
    const before = (
      await teacher('GET', `/api/v1/classes/${klass.id}/report?end=${addDays(today, -1)}`)
    ).json()
    expect(before.summary).toMatchObject({ assignments_count: 0, average_percent: null })
    const backwards = await teacher(
      'GET',
      `/api/v1/classes/${klass.id}/report?start=${today}&end=${addDays(today, -3)}`,
    )
    expect(backwards.statusCode).toBe(400)

    const progress = (await teacher('GET', `/api/v1/worksheets/progress/${klass.id}`)).json()
    const row = progress.worksheets.find(
      (w: { assignment_id: number }) => w.assignment_id === sheet.assignment_id,
    )
    expect(row).toMatchObject({ title: 'Check-in', completion_rate: 1, due_date: addDays(today, 2) })
    expect(row.students.find((s: { student_id: number }) => s.student_id === chloeId).status).toBe(
      'completed',
    )

    const detail = (
      await teacher(
        'GET',
        `/api/v1/worksheets/${sheet.id}/assignments/${sheet.assignment_id}/classes/${klass.id}/report`,
      )
    ).json()
    expect(detail.summary).toMatchObject({ completed_count: 1 })
    expect(detail.questions).toHaveLength(3)
    expect(detail.questions.map((q: { correct_rate: number }) => q.correct_rate)).toEqual([0, 0, 1])
  })

  it('shows work past its due day that was not handed in as overdue', async () => {
    const [klass] = await t.database.db.select().from(classes).limit(1)
    const teacher = await as('teacher@lantern.test')
    const [course] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.id, (await t.database.db.select().from(questions).limit(1))[0].courseId))
    const [question] = await t.database.db
      .select()
      .from(questions)
      .where(and(isNull(questions.parentId), isNull(questions.schoolId), eq(questions.courseId, course.id)))
      .limit(1)
    const sheet = (
      await teacher('POST', '/api/v1/worksheets', {
        title: 'Late one',
        course_id: course.id,
        worksheet_group_type: 1,
        question_ids: [question.id],
        class_id: klass.id,
        date_assigned: today,
        due_date: today,
      })
    ).json()
    await t.database.db
      .update(assignments)
      .set({ dateAssigned: addDays(today, -7), dueDate: addDays(today, -1) })
      .where(eq(assignments.id, sheet.assignment_id))
    const progress = (
      await teacher('GET', `/api/v1/worksheets/progress/${klass.id}?worksheet_id=${sheet.id}`)
    ).json()
    expect(progress.worksheets[0].students.every((s: { status: string }) => s.status === 'overdue')).toBe(
      true,
    )
    const other = await as('owner@lantern.test')
    expect((await other('GET', `/api/v1/worksheets/progress/${klass.id}`)).statusCode).toBe(200)
    const family = await as('parent@lantern.test')
    expect((await family('GET', `/api/v1/worksheets/progress/${klass.id}`)).statusCode).toBe(403)
  })
})
