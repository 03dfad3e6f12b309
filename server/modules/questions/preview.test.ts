import { and, count, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { evaluations, questions } from '../../db/schema'
import { courseId, numericQuestion } from './test-helpers'

describe('POST /questions/preview/mark', () => {
  const t = useTestApp()
  let teacher: Record<string, string>
  let maths: number
  const mark = (payload: object, headers = teacher) =>
    t.app.inject({ method: 'POST', url: '/api/v1/questions/preview/mark', headers, payload })
  const stored = async () => ({
    questions: (await t.database.db.select({ n: count() }).from(questions))[0].n,
    evaluations: (await t.database.db.select({ n: count() }).from(evaluations))[0].n,
  })

  beforeAll(async () => {
    teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
    maths = await courseId(t.database.db, 'P5', 'Maths')
  })

  it('marks an unsaved numeric question: 0.75 earns full marks when the answer is 3/4; nothing is stored', async () => {
    const before = await stored()
    const res = await mark({ question: numericQuestion(maths), value: '0.75' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ question_id: 0, marks_given: 1, max_score: 1, is_full_marks: true })
    expect(res.json().explanation.length).toBeGreaterThan(10)
    const wrong = (await mark({ question: numericQuestion(maths), value: '0.7' })).json()
    expect(wrong).toMatchObject({ marks_given: 0, is_full_marks: false })
    expect(wrong.explanation).toMatch(/3\/4|0\.75/)
    expect(await stored()).toEqual(before)
  })

  it('marks unsaved choice and multi-part questions by position', async () => {
    const choice = await mark({
      question: {
        course_id: maths,
        question_type_id: 1,
        text: 'Which equals 3/4?',
        max_score: 2,
        options: [
          { text: '0.34', is_correct: false, order: 1 },
          { text: '75%', is_correct: true, order: 2 },
        ],
      },
      selected_option_id: 2,
    })
    expect(choice.json()).toMatchObject({ marks_given: 2, is_full_marks: true })
    const multi = await mark({
      question: {
        course_id: maths,
        question_type_id: 6,
        text: 'Two parts',
        max_score: 2,
        sub_questions: [
          { text: '1 + 1', question_type_id: 2, max_score: 1, answer: '2', order: 1 },
          { text: '2 + 2', question_type_id: 2, max_score: 1, answer: '4', order: 2 },
        ],
      },
      value: JSON.stringify({ 1: '2', 2: '5' }),
    })
    expect(multi.json()).toMatchObject({ marks_given: 1, max_score: 2, is_full_marks: false })
  })

  it('marks a saved question by id', async () => {
    const [saved] = await t.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.questionTypeId, 1), isNull(questions.parentId)))
      .limit(1)
    const key = saved.answerKey.kind === 'choice' ? saved.answerKey : null
    const res = await mark({ question_id: saved.id, selected_option_id: key!.correct[0] })
    expect(res.json()).toMatchObject({
      question_id: saved.id,
      is_full_marks: true,
      marks_given: saved.maxScore,
    })
  })

  it('refuses what it cannot mark with a 400, and students with a 403', async () => {
    const cases: [object, number, RegExp][] = [
      [{ value: '1' }, 400, /question_id/],
      [{ question: numericQuestion(maths, { answer: 'lots' }), value: '1' }, 400, /one number/],
      [
        { question: numericQuestion(maths), selected_option_id: 3 },
        400,
        /not one of this question's choices/,
      ],
      [{ question_id: 999999, value: '1' }, 404, /no question 999999/],
    ]
    for (const [body, status, message] of cases) {
      const res = await mark(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().message).toMatch(message)
    }
    const ava = (await signIn(t.app, 'ava')).headers
    expect((await mark({ question: numericQuestion(maths), value: '0.75' }, ava)).statusCode).toBe(403)
  })
})
