import { and, asc, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { assignments, classes, courses, learningContents, topics, worksheets } from '../../db/schema'
import { addDays, localDate } from '../progress/dates'

type Section = {
  id: number
  title: string
  items: {
    id: number
    item_type_id: number
    title: string
    worksheet_id: number | null
    completed: boolean
  }[]
}

/** Lessons (spec 7.8, ADR 0056): made by a teacher, set for a class, followed by a child, reported on. */
describe('lessons', () => {
  const t = useTestApp()
  const today = localDate(new Date(), 'Asia/Singapore')
  const as = async (who: string) => {
    const { headers } = await signIn(t.app, who)
    return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload })
  }
  /** The demo class's common course, two of its bank worksheets, a topic and a page of its notes. */
  const setting = async () => {
    const db = t.database.db
    const [klass] = await db.select().from(classes).limit(1)
    const [course] = await db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.academicLevelId, klass.academicLevelId!),
          eq(courses.subjectId, klass.subjectId!),
          isNull(courses.schoolId),
        ),
      )
    const sheets = await db
      .select()
      .from(worksheets)
      .where(
        and(eq(worksheets.courseId, course.id), isNull(worksheets.ownerId), isNull(worksheets.ownerClassId)),
      )
      .orderBy(asc(worksheets.id))
      .limit(2)
    const [note] = await db
      .select()
      .from(learningContents)
      .where(and(eq(learningContents.courseId, course.id), isNull(learningContents.schoolId)))
      .limit(1)
    const [topic] = await db.select().from(topics).where(eq(topics.courseId, course.id)).limit(1)
    return { klass, course, sheets, note, topic }
  }
  const lessonBody = async () => {
    const { course, sheets, note, topic } = await setting()
    return {
      title: 'Fractions week',
      lesson_type_id: 1,
      course_id: course.id,
      sections: [
        {
          title: 'Read first',
          topic_id: topic.id,
          items: [
            { item_type_id: 2, title: note.title, content_id: note.id },
            { item_type_id: 1, title: sheets[0].title, worksheet_id: sheets[0].id },
          ],
        },
        {
          title: 'Practise',
          items: [{ item_type_id: 1, title: sheets[1].title, worksheet_id: sheets[1].id }],
        },
      ],
    }
  }

  it('a teacher makes a lesson, sets it for the class; the child follows it, and the report shows her work', async () => {
    const { klass } = await setting()
    const teacher = await as('teacher@lantern.test')
    const made = await teacher('POST', '/api/v1/lessons', await lessonBody())
    expect(made.statusCode).toBe(201)
    const lesson = made.json()
    expect(lesson).toMatchObject({ title: 'Fractions week', can_edit: true, assigned_students: 0 })
    expect(lesson.sections.map((s: Section) => s.items.length)).toEqual([2, 1])
    const school = (await teacher('GET', '/api/v1/lessons/school')).json().lessons
    expect(school[0]).toMatchObject({ id: lesson.id, items_count: 3, completed_items: 0 })

    const set = await teacher('POST', `/api/v1/lessons/${lesson.id}/assign`, {
      class_ids: [klass.id],
      date_assigned: today,
      due_date: addDays(today, 2),
    })
    expect(set.statusCode).toBe(200)
    expect(set.json().students_count).toBeGreaterThan(0)
    expect((await teacher('GET', `/api/v1/lessons/${lesson.id}`)).json().assigned_students).toBe(
      set.json().students_count,
    )

    const chloe = await as('chloe')
    const path = (await chloe('GET', `/api/v1/lessons/learning-path?course_id=${lesson.course_id}`)).json()
    const mine = path.sections.filter((s: { lesson_id: number }) => s.lesson_id === lesson.id)
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({
      lesson_title: 'Fractions week',
      due_date: addDays(today, 2),
      completed: false,
    })
    const [note, sheet] = mine[0].items
    expect(note).toMatchObject({ item_type_id: 2, quiz_id: null, completed: false })
    expect(sheet.quiz_id).toEqual(expect.any(Number))
    // The lesson's worksheets are in her assignments too, as set work.
    const quizzes = (await chloe('GET', '/api/v1/quiz')).json().quizzes
    expect(quizzes.find((q: { id: number }) => q.id === sheet.quiz_id)).toMatchObject({ group_type_id: 1 })

    const detail = (await chloe('GET', `/api/v1/quiz/${sheet.quiz_id}`)).json()
    const handed = await chloe('POST', `/api/v1/quiz/${sheet.quiz_id}/submit?lesson_id=${lesson.id}`, {
      evaluations: detail.questions.map((q: { id: number }) => ({ question_id: q.id, value: '1' })),
    })
    expect(parseSse(handed.body).at(-1)?.event).toBe('grading_completed')
    expect((await chloe('POST', `/api/v1/lessons/items/${sheet.id}/complete`)).statusCode).toBe(400)
    const read = await chloe('POST', `/api/v1/lessons/items/${note.id}/complete`)
    expect(read.statusCode).toBe(200)
    expect(read.json().sections[0]).toMatchObject({ completed: true })

    const after = (await chloe('GET', `/api/v1/lessons/learning-path?course_id=${lesson.course_id}`)).json()
    const first = after.sections.find((s: { lesson_id: number }) => s.lesson_id === lesson.id)
    expect(first.completed).toBe(true)
    expect(first.items[1]).toMatchObject({ completed: true, max_score: expect.any(Number) })
    expect(first.items[1].item_stats.num_questions).toBe(detail.questions.length)
    const progress = (await chloe('GET', '/api/v1/lessons/progress')).json().lessons
    expect(progress.find((p: { lesson_id: number }) => p.lesson_id === lesson.id)).toEqual({
      lesson_id: lesson.id,
      completed_items: 2,
      total_items: 3,
    })

    const report = await teacher(
      'GET',
      `/api/v1/lessons/sections/${lesson.sections[0].id}/report?class_id=${klass.id}`,
    )
    expect(report.statusCode).toBe(200)
    const row = report.json().students.find((s: { first_name: string }) => s.first_name === 'Chloe')
    expect(row).toMatchObject({ completed_items: 2, late_items: 0, max_score: expect.any(Number) })
    expect(report.json().items[0].completion_rate).toBeGreaterThan(0)
    expect((await chloe('GET', `/api/v1/lessons/sections/${lesson.sections[0].id}/report`)).statusCode).toBe(
      403,
    )

    // Changing it after it was set: the children keep what they have until it is set again.
    const changed = await teacher('PATCH', `/api/v1/lessons/${lesson.id}`, {
      sections: [lesson.sections[1]].map((s: Section) => ({
        title: s.title,
        items: s.items.map((i) => ({ item_type_id: 1, title: i.title, worksheet_id: i.worksheet_id })),
      })),
    })
    expect(changed.json()).toMatchObject({ needs_reassignment: true, sections: [{ title: 'Practise' }] })

    // Deleting the lesson keeps the work it set, as plain assignments.
    expect((await teacher('DELETE', `/api/v1/lessons/${lesson.id}`)).statusCode).toBe(200)
    expect((await teacher('GET', `/api/v1/lessons/${lesson.id}`)).statusCode).toBe(404)
    const kept = await t.database.db
      .select()
      .from(assignments)
      .where(eq(assignments.worksheetId, sheet.worksheet_id))
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.every((a) => a.lessonAssignmentId === null)).toBe(true)
    expect((await chloe('GET', '/api/v1/quiz')).json().quizzes.map((q: { id: number }) => q.id)).toContain(
      sheet.quiz_id,
    )
  })

  it('only its maker or the school admin change it; a colleague duplicates it; bad input says what is wrong', async () => {
    const owner = await as('owner@lantern.test')
    const teacher = await as('teacher@lantern.test')
    const body = await lessonBody()
    const ownersLesson = (await owner('POST', '/api/v1/lessons', body)).json()
    expect(ownersLesson.can_edit).toBe(true)
    const seen = (await teacher('GET', `/api/v1/lessons/${ownersLesson.id}`)).json()
    expect(seen).toMatchObject({ can_edit: false, owner_name: expect.any(String) })
    const refused = await teacher('PATCH', `/api/v1/lessons/${ownersLesson.id}`, { title: 'Mine now' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/duplicate it/)
    expect((await teacher('DELETE', `/api/v1/lessons/${ownersLesson.id}`)).statusCode).toBe(403)
    const copy = await teacher('POST', `/api/v1/lessons/${ownersLesson.id}/duplicate`, {})
    expect(copy.statusCode).toBe(201)
    expect(copy.json()).toMatchObject({ title: 'Copy of Fractions week', can_edit: true })
    expect(copy.json().sections.map((s: Section) => s.items.length)).toEqual([2, 1])

    const teachersLesson = (await teacher('POST', '/api/v1/lessons', body)).json()
    const renamed = await owner('PATCH', `/api/v1/lessons/${teachersLesson.id}`, {
      title: 'Checked by the admin',
    })
    expect(renamed.json().title).toBe('Checked by the admin')

    const stranger = await teacher('POST', '/api/v1/lessons', {
      ...body,
      sections: [{ title: 'Odd', items: [{ item_type_id: 1, title: 'Nope', worksheet_id: 999_999 }] }],
    })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().message).toMatch(/Worksheet 999999 is not one of yours/)
    const wrongType = await teacher('POST', '/api/v1/lessons', { ...body, lesson_type_id: 4 })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().message).toMatch(/Teachers make lessons and topic boosters/)
    const nothing = await teacher('POST', '/api/v1/lessons', { ...body, title: '  ' })
    expect(nothing.statusCode).toBe(400)
    expect((await (await as('chloe'))('POST', '/api/v1/lessons', body)).statusCode).toBe(403)

    const notesOnly = (
      await teacher('POST', '/api/v1/lessons', {
        ...body,
        sections: [{ ...body.sections[0], items: [body.sections[0].items[0]] }],
      })
    ).json()
    const [klass] = await t.database.db.select().from(classes).limit(1)
    const empty = await teacher('POST', `/api/v1/lessons/${notesOnly.id}/assign`, {
      class_ids: [klass.id],
      date_assigned: today,
      due_date: addDays(today, 1),
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toMatch(/Add a worksheet/)
    const late = await teacher('POST', `/api/v1/lessons/${teachersLesson.id}/assign`, {
      class_ids: [klass.id],
      date_assigned: addDays(today, -3),
      due_date: addDays(today, -1),
    })
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toMatch(/due date has passed/)
    // A refused assignment leaves nothing behind.
    expect((await teacher('GET', `/api/v1/lessons/${teachersLesson.id}`)).json().assigned_students).toBe(0)
  })
})
