import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { evaluations, questions, quizzes } from '../../db/schema'
import { courseId, otherSchoolQuestion, PNG, saveForm } from './test-helpers'

type Detail = {
  id: number
  max_score: number
  questions: { id: number; max_score: number }[]
  evaluations: { id: number; question_id: number }[]
}

describe('DELETE /questions/:id', () => {
  const t = useTestApp()
  let ava: Record<string, string>
  let curriculum: Record<string, string>
  let teacher: Record<string, string>
  const del = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/questions/${id}`, headers })
  const exists = async (id: number) =>
    (await t.database.db.select().from(questions).where(eq(questions.id, id))).length > 0
  const openQuiz = async (index: number) => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers: ava })).json().quizzes
    return (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${list[index].id}`, headers: ava })
    ).json() as Detail
  }

  beforeAll(async () => {
    ava = (await signIn(t.app, 'ava')).headers
    curriculum = (await signIn(t.app, 'curriculum@lantern.test')).headers
    teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
  })

  it('deletes an author’s own question with its parts and images', async () => {
    const maths = await courseId(t.database.db, 'P5', 'Maths')
    const created = (
      await saveForm(
        t.app,
        teacher,
        {
          course_id: maths,
          question_type_id: 6,
          text: 'Two parts',
          max_score: 2,
          sub_questions: [
            { text: '1 + 1', question_type_id: 2, max_score: 1, answer: '2', order: 1 },
            { text: '2 + 2', question_type_id: 2, max_score: 1, answer: '4', order: 2 },
          ],
        },
        [{ name: 'a.png', data: PNG }],
      )
    ).json()
    const partIds = created.sub_questions.map((p: { id: number }) => p.id)
    const res = await del(created.id, teacher)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ ok: true })
    const left = await t.database.db
      .select()
      .from(questions)
      .where(inArray(questions.id, [created.id, ...partIds]))
    expect(left).toEqual([])
    expect((await del(created.id, teacher)).statusCode).toBe(404)
  })

  it('refuses with 409 once a student has answered it, and keeps everything', async () => {
    const quiz = await openQuiz(0)
    const target = quiz.evaluations[0]
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/quiz/${quiz.id}/evaluations/${target.id}`,
      headers: ava,
      payload: { value: '3/4' },
    })
    expect(saved.statusCode).toBe(200)
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers: ava,
      payload: { evaluations: [{ question_id: target.question_id, value: '3/4' }] },
    })
    expect(submitted.statusCode).toBe(200)
    const res = await del(target.question_id, curriculum)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/Disable it instead/)
    expect(await exists(target.question_id)).toBe(true)
    const [answer] = await t.database.db.select().from(evaluations).where(eq(evaluations.id, target.id))
    expect(answer.isSubmitted).toBe(true)
  })

  it('deletes an unanswered bank question from opened quizzes, whose totals follow', async () => {
    const quiz = await openQuiz(1)
    const [first, second] = quiz.questions
    expect((await del(first.id, teacher)).statusCode).toBe(403)
    expect((await del(first.id, ava)).statusCode).toBe(403)
    const res = await del(first.id, curriculum)
    expect(res.statusCode, res.body).toBe(200)
    expect(await exists(first.id)).toBe(false)
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers: ava })
    ).json() as Detail
    expect(after.questions.map((q) => q.id)).not.toContain(first.id)
    expect(after.questions.map((q) => q.id)).toContain(second.id)
    const [row] = await t.database.db.select().from(quizzes).where(eq(quizzes.id, quiz.id))
    expect(row.maxScore).toBeCloseTo(quiz.max_score - first.max_score)
  })

  it('hides another school’s question (404)', async () => {
    const theirs = await otherSchoolQuestion(t.database.db, await courseId(t.database.db, 'P5', 'Maths'))
    expect((await del(theirs.id, teacher)).statusCode).toBe(404)
    expect(await exists(theirs.id)).toBe(true)
    expect((await del(theirs.id, curriculum)).statusCode).toBe(200)
  })
})
