import { and, asc, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { classes, courses, questions, worksheets } from '../../db/schema'
import { addDays, localDate } from '../progress/dates'

/** A teacher's worksheets (spec 7.9, ADR 0050): made, changed, assigned, done by a student, and taken back. */
describe('worksheets a teacher sets', () => {
  const t = useTestApp()
  const today = localDate(new Date(), 'Asia/Singapore')
  const as = async (who: string) => {
    const { headers } = await signIn(t.app, who)
    return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload })
  }
  /** The demo class, its common course and a few plain questions of it. */
  const setting = async () => {
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
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.courseId, course.id), isNull(questions.parentId), isNull(questions.schoolId)))
      .orderBy(asc(questions.id))
      .limit(4)
    return { klass, course, questionIds: bank.map((q) => q.id) }
  }

  it('assigns a new worksheet to a class; the child finds it due, hands it in, and it cannot then be deleted', async () => {
    const { klass, course, questionIds } = await setting()
    const teacher = await as('teacher@lantern.test')
    const made = await teacher('POST', '/api/v1/worksheets', {
      title: 'Fractions check',
      course_id: course.id,
      worksheet_group_type: 1,
      question_ids: questionIds.slice(0, 3),
      class_id: klass.id,
      date_assigned: today,
      due_date: addDays(today, 1),
    })
    expect(made.statusCode).toBe(201)
    const sheet = made.json()
    expect(sheet).toMatchObject({
      title: 'Fractions check',
      owner_class_id: klass.id,
      class_id: klass.id,
      due_date: addDays(today, 1),
      question_ids: questionIds.slice(0, 3),
      is_draft: false,
    })
    expect(sheet.student_ids.length).toBeGreaterThan(0)

    const chloe = await as('chloe')
    const quizzes = (await chloe('GET', '/api/v1/quiz')).json().quizzes
    const assigned = quizzes.find((q: { worksheet_id: number }) => q.worksheet_id === sheet.id)
    expect(assigned).toMatchObject({
      group_type_id: 1,
      assignment_id: sheet.assignment_id,
      status: 'not_started',
    })
    expect(new Date(assigned.due_date).getTime()).toBeGreaterThan(Date.now())
    const mine = (await chloe('GET', '/api/v1/worksheets')).json()
    expect(mine.items.map((w: { id: number }) => w.id)).toContain(sheet.id)
    const seen = (await chloe('GET', `/api/v1/worksheets/${sheet.id}`)).json()
    expect(seen.questions).toHaveLength(3)
    expect(seen.questions[0].answer).toBeUndefined()
    expect((await teacher('GET', `/api/v1/worksheets/${sheet.id}`)).json().questions[0]).toHaveProperty(
      'answer',
    )
    const availability = (await chloe('GET', `/api/v1/worksheets/classes/${klass.id}`)).json().availability
    expect(availability.find((a: { worksheet_id: number }) => a.worksheet_id === sheet.id)).toMatchObject({
      is_available: true,
      student_ids: [expect.any(Number)],
    })

    const detail = (await chloe('GET', `/api/v1/quiz/${assigned.id}`)).json()
    const submitted = await chloe('POST', `/api/v1/quiz/${assigned.id}/submit`, {
      evaluations: detail.questions.map((q: { id: number }) => ({ question_id: q.id, value: '1' })),
    })
    expect(submitted.statusCode).toBe(200)
    expect(parseSse(submitted.body).at(-1)?.event).toBe('grading_completed')

    const refused = await teacher('DELETE', `/api/v1/worksheets/${sheet.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/Unassign it instead/)
  })

  it('renames, changes questions (then needs assigning again), duplicates, reassigns, and unassigns', async () => {
    const { klass, course, questionIds } = await setting()
    const teacher = await as('teacher@lantern.test')
    const sheet = (
      await teacher('POST', '/api/v1/worksheets', {
        title: 'Draft',
        course_id: course.id,
        worksheet_group_type: 1,
        question_ids: questionIds.slice(0, 2),
        class_id: klass.id,
        is_draft: true,
      })
    ).json()
    expect(sheet).toMatchObject({ is_draft: true, assignment_id: null })
    const drafts = (await teacher('GET', '/api/v1/worksheets')).json().items.map((w: { id: number }) => w.id)
    expect(drafts).not.toContain(sheet.id)
    expect((await teacher('GET', '/api/v1/worksheets?include_draft=true')).json().items[0].id).toBe(sheet.id)

    expect(
      (await teacher('PATCH', `/api/v1/worksheets/${sheet.id}`, { title: 'Decimals' })).json().title,
    ).toBe('Decimals')
    const assigned = await teacher('POST', `/api/v1/worksheets/${sheet.id}/reassign`, {
      date_assigned: today,
      due_date: addDays(today, 3),
    })
    expect(assigned.statusCode).toBe(201)
    const assignment = assigned.json()
    expect(assignment.class_id).toBe(klass.id)

    const added = await teacher(
      'POST',
      `/api/v1/worksheets/${sheet.id}/questions?question_ids=${questionIds[3]}`,
    )
    expect(added.json()).toMatchObject({
      needs_reassignment: true,
      question_ids: [...questionIds.slice(0, 2), questionIds[3]],
    })
    const removed = await teacher('DELETE', `/api/v1/worksheets/${sheet.id}/questions/${questionIds[0]}`)
    expect(removed.json().question_ids).toEqual([questionIds[1], questionIds[3]])
    const again = await teacher('POST', `/api/v1/worksheets/${sheet.id}/reassign`, {
      date_assigned: today,
      due_date: addDays(today, 5),
      title: 'Decimals again',
    })
    expect(again.statusCode).toBe(201)
    const now = (await teacher('GET', `/api/v1/worksheets/${sheet.id}`)).json()
    expect(now).toMatchObject({
      needs_reassignment: false,
      title: 'Decimals again',
      due_date: addDays(today, 5),
    })
    expect(now.assignments).toHaveLength(2)

    const copy = await teacher('POST', `/api/v1/worksheets/${sheet.id}/duplicate`, { class_id: klass.id })
    expect(copy.statusCode).toBe(201)
    const copied = (await teacher('GET', `/api/v1/worksheets/${copy.json().worksheet_id}`)).json()
    expect(copied).toMatchObject({ question_ids: now.question_ids, assignment_id: null })

    // Nobody has started the first assignment: unassigning everyone deletes it, and the child's quiz goes.
    const gone = await teacher(
      'DELETE',
      `/api/v1/worksheets/${sheet.id}/unassign/${assignment.assignment_id}`,
    )
    expect(gone.statusCode).toBe(200)
    expect(gone.json().student_ids).toEqual([])
    const chloe = await as('chloe')
    const hers = (await chloe('GET', '/api/v1/quiz'))
      .json()
      .quizzes.filter((q: { assignment_id: number }) => q.assignment_id === assignment.assignment_id)
    expect(hers).toEqual([])
    expect((await teacher('DELETE', `/api/v1/worksheets/${copy.json().worksheet_id}`)).statusCode).toBe(200)
  })

  it('says what is wrong with a worksheet or its dates, and keeps the bank’s worksheets read-only', async () => {
    const { klass, course, questionIds } = await setting()
    const teacher = await as('teacher@lantern.test')
    const base = {
      title: 'X',
      course_id: course.id,
      worksheet_group_type: 1,
      question_ids: questionIds.slice(0, 1),
    }
    const backwards = await teacher('POST', '/api/v1/worksheets', {
      ...base,
      class_id: klass.id,
      date_assigned: addDays(today, 2),
      due_date: today,
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toMatch(/due date cannot be before/)
    const past = await teacher('POST', '/api/v1/worksheets', {
      ...base,
      class_id: klass.id,
      date_assigned: addDays(today, -5),
      due_date: addDays(today, -1),
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().message).toMatch(/has passed/)
    const oneDate = await teacher('POST', '/api/v1/worksheets', {
      ...base,
      class_id: klass.id,
      due_date: today,
    })
    expect(oneDate.statusCode).toBe(400)
    const noQuestions = await teacher('POST', '/api/v1/worksheets', { ...base, question_ids: [] })
    expect(noQuestions.statusCode).toBe(400)
    const [empty] = await t.database.db
      .insert(classes)
      .values({ name: 'Empty', schoolId: klass.schoolId, academicLevelId: 5, subjectId: 1 })
      .returning()
    const owner = await as('owner@lantern.test')
    const nobody = await owner('POST', '/api/v1/worksheets', {
      ...base,
      class_id: empty.id,
      date_assigned: today,
      due_date: today,
    })
    expect(nobody.statusCode).toBe(400)
    expect(nobody.json().message).toMatch(/no students yet/)
    expect(await t.database.db.select().from(worksheets).where(eq(worksheets.title, 'X'))).toEqual([])

    const [bankSheet] = await t.database.db
      .select()
      .from(worksheets)
      .where(isNull(worksheets.ownerId))
      .limit(1)
    expect((await teacher('GET', `/api/v1/worksheets/${bankSheet.id}`)).statusCode).toBe(200)
    const locked = await teacher('PATCH', `/api/v1/worksheets/${bankSheet.id}`, { title: 'Mine now' })
    expect(locked.statusCode).toBe(403)
    expect(locked.json().message).toMatch(/duplicate it/)
    // A child who was not assigned it cannot open a teacher's worksheet.
    const ava = await as('ava')
    expect((await ava('GET', `/api/v1/worksheets/${bankSheet.id}`)).statusCode).toBe(404)
  })
})
