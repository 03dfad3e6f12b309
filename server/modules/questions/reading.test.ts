import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { courseTaggings, questionReports, questions, worksheetQuestions } from '../../db/schema'
import { courseId, otherSchoolQuestion } from './test-helpers'

type Q = {
  id: number
  answer?: string | null
  options: unknown[]
  sub_questions: { id: number }[]
  question_type_id: number
}

describe('reading the question bank', () => {
  const t = useTestApp()
  let maths: number
  let teacher: Record<string, string>
  let guest: Record<string, string>
  let ava: Record<string, string>
  const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    maths = await courseId(t.database.db, 'P5', 'Maths')
    teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
    guest = (await signIn(t.app, 'guest@lantern.test')).headers
    ava = (await signIn(t.app, 'ava')).headers
  })

  it('lists a course’s questions with parts and options, filtered by topic and type; never another school’s', async () => {
    const theirs = await otherSchoolQuestion(t.database.db, maths)
    const res = await get(`/api/v1/questions/courses/${maths}`, teacher)
    expect(res.statusCode).toBe(200)
    const all = res.json().questions as Q[]
    expect(all.length).toBeGreaterThan(10)
    expect(all.some((q) => q.id === theirs.id)).toBe(false)
    expect(all.some((q) => q.sub_questions.length > 0)).toBe(true)
    expect(all.every((q) => q.answer === undefined)).toBe(true)
    const choice = await get(`/api/v1/questions/courses/${maths}?question_type_id=1`, teacher)
    expect(
      (choice.json().questions as Q[]).every((q) => q.question_type_id === 1 && q.options.length > 1),
    ).toBe(true)
    expect((await get('/api/v1/questions/courses/999999', teacher)).statusCode).toBe(404)
    const admin = (await signIn(t.app, 'admin@lantern.test')).headers
    const everything = (await get(`/api/v1/questions/courses/${maths}`, admin)).json().questions as Q[]
    expect(everything.some((q) => q.id === theirs.id)).toBe(true)
  })

  it('lists by ids or filters, with answers only for staff who ask, paged with a total', async () => {
    const list = (await get(`/api/v1/questions?course_id=${maths}&size=5&page=2`, teacher)).json()
    expect(list.questions).toHaveLength(5)
    expect(list.total_count).toBeGreaterThan(10)
    expect(list.questions[0].options).toEqual([])
    const ids = list.questions.slice(0, 2).map((q: Q) => q.id)
    const byIds = await get(`/api/v1/questions?ids=${ids[0]}&ids=${ids[1]}&ans=true&details=true`, teacher)
    expect(byIds.json().questions.map((q: Q) => q.id)).toEqual(ids)
    expect(byIds.json().questions.every((q: Q) => typeof q.answer === 'string')).toBe(true)
    const guestView = await get(`/api/v1/questions?ids=${ids[0]}&ans=true`, guest)
    expect(guestView.json().questions[0].answer).toBeUndefined()
    const review = await get(`/api/v1/questions?subject_ids=1&need_review=true`, teacher)
    expect(review.json().total_count).toBe(0)
    const none = await get('/api/v1/questions', teacher)
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toMatch(/course_id, ids/)
  })

  it('lists a course tagging’s questions, and searches a course by words or substrings', async () => {
    const [tagging] = await t.database.db
      .insert(courseTaggings)
      .values({ courseId: maths, name: 'Paper 2' })
      .returning()
    // A question with a word long enough to search for by a substring ("Find the value of 40 − 5 × 5" has none).
    const tagged = (
      await t.database.db
        .select()
        .from(questions)
        .where(and(eq(questions.courseId, maths), isNull(questions.parentId)))
        .orderBy(questions.id)
    ).find((q) => q.text.split(/\W+/).some((w) => w.length > 5))!
    await t.database.db
      .update(questions)
      .set({ courseTaggingId: tagging.id })
      .where(eq(questions.id, tagged.id))
    const res = await get(`/api/v1/questions/course-taggings/${tagging.id}?enabled=true`, teacher)
    expect(res.json().questions.map((q: Q) => q.id)).toEqual([tagged.id])
    const single = await get(
      `/api/v1/questions/course-taggings/${tagging.id}?without_sub_questions=true`,
      teacher,
    )
    expect(single.statusCode).toBe(200)
    expect(single.json().questions.every((q: Q) => q.sub_questions.length === 0)).toBe(true)
    expect((await get('/api/v1/questions/course-taggings/999999', teacher)).statusCode).toBe(404)

    const word = tagged.text.split(/\W+/).find((w) => w.length > 5)!
    const found = await get(
      `/api/v1/questions/filtered?course_id=${maths}&search_text=${encodeURIComponent(word.slice(1, -1))}`,
      teacher,
    )
    expect(found.statusCode).toBe(200)
    expect(found.json().questions.some((q: Q) => q.id === tagged.id)).toBe(true)
    const nothing = await get(
      `/api/v1/questions/filtered?course_id=${maths}&search_text=${encodeURIComponent('%_zzqx')}`,
      teacher,
    )
    expect(nothing.json().questions).toEqual([])
    expect((await get('/api/v1/questions/filtered', teacher)).statusCode).toBe(400)
  })

  it('serves passages to those who may read them, and demo passages to anyone', async () => {
    const [used] = await t.database.db.select().from(questions).where(isNotNull(questions.passageId)).limit(1)
    const url = `/api/v1/questions/passages/${used.passageId}`
    const staff = await get(url, teacher)
    expect(staff.statusCode).toBe(200)
    expect(staff.json().question_ids).toContain(used.id)
    const demo = await get(`${url}/demo`)
    expect(demo.statusCode).toBe(200)
    expect(demo.json().text.length).toBeGreaterThan(50)
    expect((await get('/api/v1/questions/passages/999999/demo')).statusCode).toBe(404)
    await t.database.db
      .update(questions)
      .set({ isEnabled: false })
      .where(eq(questions.passageId, used.passageId!))
    expect((await get(`${url}/demo`)).statusCode).toBe(404)
    await t.database.db
      .update(questions)
      .set({ isEnabled: true })
      .where(eq(questions.passageId, used.passageId!))
  })

  it('gives staff the answers, marking scheme and solution; a guest gets 403; unknown ids 404', async () => {
    const [choice] = await t.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.questionTypeId, 1), isNull(questions.parentId)))
      .limit(1)
    const res = await get(`/api/v1/questions/${choice.id}/answers`, teacher)
    expect(res.statusCode).toBe(200)
    const key = choice.answerKey.kind === 'choice' ? choice.answerKey : null
    expect(res.json().answers.map((a: { option_id: number }) => a.option_id)).toEqual(key!.correct)
    expect(res.json().solution).toBe(choice.solution)
    expect((await get(`/api/v1/questions/${choice.id}/answers`, guest)).statusCode).toBe(403)
    expect((await get('/api/v1/questions/999999/answers', teacher)).statusCode).toBe(404)
  })

  it('tells where a question is used, and answers 404 for documents, which do not exist yet', async () => {
    const [link] = await t.database.db.select().from(worksheetQuestions).limit(1)
    const res = await get(`/api/v1/questions/${link.questionId}/referenced`, teacher)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ question_id: link.questionId, lessons: [], attempts_count: 0 })
    expect(res.json().worksheets.map((w: { id: number }) => w.id)).toContain(link.worksheetId)
    const doc = await get('/api/v1/questions/documents/1', teacher)
    expect(doc.statusCode).toBe(404)
    expect(doc.json().message).toMatch(/not available yet/)
  })

  it('answers a question’s audio to a student of its course, 404 outside it', async () => {
    const [mathsQ] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.courseId, maths))
      .limit(1)
    const res = await get(`/api/v1/questions/${mathsQ.id}/audio`, ava)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ audio_url: null })
    const p4 = await courseId(t.database.db, 'P4', 'Maths')
    const [other] = await t.database.db.select().from(questions).where(eq(questions.courseId, p4)).limit(1)
    expect((await get(`/api/v1/questions/${other.id}/audio`, ava)).statusCode).toBe(404)
  })

  it('takes reports from signed-in users and, rate-limited, from visitors', async () => {
    const [q] = await t.database.db.select().from(questions).where(eq(questions.courseId, maths)).limit(1)
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/v1/questions/${q.id}/report`,
      headers: ava,
      payload: { message: 'Option B is also right.' },
    })
    expect(mine.statusCode).toBe(201)
    expect(mine.json()).toMatchObject({
      question_id: q.id,
      is_public: false,
      reporter: { first_name: 'Ava' },
    })
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/questions/${q.id}/report`,
      headers: ava,
      payload: { message: ' ' },
    })
    expect(empty.statusCode).toBe(400)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/questions/${q.id}/report/public`,
        payload: { message: `Typo ${i}` },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const stored = await t.database.db
      .select()
      .from(questionReports)
      .where(eq(questionReports.questionId, q.id))
    expect(stored.filter((r) => r.isPublic)).toHaveLength(5)
    const theirs = await otherSchoolQuestion(t.database.db, maths)
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1/questions/${theirs.id}/report`,
      headers: ava,
      payload: { message: 'x' },
    })
    expect(hidden.statusCode).toBe(404)
  })
})
