import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import type { AnswerKey } from '../../ai/types'
import { markingSubject } from '../quiz/questions'
import { buildAnswerKey, type KeyInput } from './answer-key'
import { rulesOfKey, unitFactor } from './answer-rules'
import { courseId, numericQuestion, saveForm } from './test-helpers'

const ctx = { path: 'question', thresholds: [] }
const keyOf = (input: KeyInput) => buildAnswerKey(input, ctx).key
const refusal = (input: KeyInput) => {
  try {
    buildAnswerKey(input, ctx)
  } catch (err) {
    const e = err as { status?: number; message: string; issues?: { path: string }[] }
    return { status: e.status, message: e.message, path: e.issues?.[0]?.path }
  }
  throw new Error('accepted')
}

describe('answer rules on the key an author writes', () => {
  it('keeps today’s keys when no rules are given', () => {
    expect(keyOf({ question_type_id: 2, answer: '7/20', max_score: 1 })).toEqual({
      kind: 'numeric',
      value: 0.35,
    })
    expect(keyOf({ question_type_id: 3, answer: '2 : 3', max_score: 1 })).toEqual({
      kind: 'text',
      accepted: ['2 : 3'],
    })
  })

  it('puts number rules on a numeric key', () => {
    expect(
      keyOf({
        question_type_id: 2,
        answer: '12.35 cm',
        max_score: 1,
        answer_rules: { decimal_places: 2, unit_required: true, accepted_units: ['m', 'mm'] },
      }),
    ).toEqual({
      kind: 'numeric',
      value: 12.35,
      unit: 'cm',
      decimalPlaces: 2,
      unitRequired: true,
      convertibleUnits: { m: 100, mm: 0.1 },
    })
    expect(
      keyOf({
        question_type_id: 2,
        answer: '7/20',
        max_score: 2,
        answer_rules: { require_simplest: true, forms: ['fraction'] },
      }),
    ).toMatchObject({ requireSimplest: true, forms: ['fraction'] })
    expect(
      keyOf({
        question_type_id: 2,
        answer: '2.25 ℓ',
        max_score: 1,
        answer_rules: { accepted_units: ['ml'] },
      }),
    ).toMatchObject({ unit: 'l', convertibleUnits: { ml: 0.001 } })
  })

  it('makes a ratio key of a ratio answer: of a numeric question always, of a short answer when asked', () => {
    expect(keyOf({ question_type_id: 2, answer: '2 : 3', max_score: 1 })).toEqual({
      kind: 'numeric',
      value: 2 / 3,
      ratio: { terms: [2, 3], acceptEquivalent: false, requireSimplest: false },
    })
    expect(
      keyOf({
        question_type_id: 3,
        answer: '4:5:10',
        max_score: 2,
        answer_rules: { ratio: { accept_equivalent: true }, require_simplest: true },
      }),
    ).toMatchObject({ ratio: { terms: [4, 5, 10], acceptEquivalent: true, requireSimplest: true } })
  })

  it('puts spelling, synonyms and option labels on text, open and choice keys', () => {
    expect(
      keyOf({
        question_type_id: 3,
        answer: 'went',
        max_score: 1,
        answer_rules: { strict_spelling: true, synonyms: [['went', 'had gone']] },
      }),
    ).toEqual({ kind: 'text', accepted: ['went'], spellingTolerance: 0, synonyms: [['went', 'had gone']] })
    expect(
      keyOf({
        question_type_id: 3,
        answer: 'pollination',
        max_score: 1,
        answer_rules: { strict_spelling: false },
      }),
    ).toMatchObject({ spellingTolerance: 1 })
    expect(
      keyOf({
        question_type_id: 1,
        max_score: 1,
        options: [
          { text: 'Gas', is_correct: false, order: 1 },
          { text: 'Liquid', is_correct: true, order: 2 },
        ],
        answer_rules: { option_labels: 'numbers' },
      }),
    ).toMatchObject({ kind: 'choice', labels: 'numbers' })
  })

  it('refuses, with a 400 that says what to change, rules that do not fit or that the answer itself breaks', () => {
    expect(
      refusal({ question_type_id: 2, answer: '8', max_score: 1, answer_rules: { decimal_places: 2 } }),
    ).toEqual({
      status: 400,
      path: 'question.answer_rules.decimal_places',
      message: expect.stringMatching(/"8" would not earn full marks.*8\.00/),
    })
    expect(
      refusal({ question_type_id: 3, answer: 'went', max_score: 1, answer_rules: { decimal_places: 1 } }),
    ).toMatchObject({ status: 400, path: 'question.answer_rules.decimal_places', message: /short text/ })
    expect(
      refusal({ question_type_id: 2, answer: '12', max_score: 1, answer_rules: { unit_required: true } }),
    ).toMatchObject({ path: 'question.answer_rules.unit_required', message: /with its unit/ })
    expect(
      refusal({
        question_type_id: 2,
        answer: '12 cm',
        max_score: 1,
        answer_rules: { accepted_units: ['kg'] },
      }),
    ).toMatchObject({ path: 'question.answer_rules.accepted_units.0', message: /cannot be converted to cm/ })
    expect(
      refusal({
        question_type_id: 2,
        answer: '1.5',
        max_score: 1,
        answer_rules: { decimal_places: 1, significant_figures: 2 },
      }),
    ).toMatchObject({ message: /not both/ })
    expect(
      refusal({
        question_type_id: 2,
        answer: '12',
        max_score: 1,
        answer_rules: { option_labels: 'numbers' },
      }),
    ).toMatchObject({ path: 'question.answer_rules.option_labels' })
  })

  it('keeps stored rules through an edit that leaves them out, unless the new answer no longer fits them', () => {
    const kept = { ...ctx, keptRules: { decimal_places: 1 } }
    expect(buildAnswerKey({ question_type_id: 2, answer: '12.4', max_score: 1 }, kept).key).toEqual({
      kind: 'numeric',
      value: 12.4,
      decimalPlaces: 1,
    })
    expect(buildAnswerKey({ question_type_id: 2, answer: '3/4', max_score: 1 }, kept).key).toEqual({
      kind: 'numeric',
      value: 0.75,
    })
    expect(buildAnswerKey({ question_type_id: 3, answer: 'went', max_score: 1 }, kept).key).toEqual({
      kind: 'text',
      accepted: ['went'],
    })
  })

  it('adds other accepted answers to a short answer, and reads them back as the answer’s alternatives', () => {
    const key = keyOf({
      question_type_id: 3,
      answer: 'blue | light blue',
      max_score: 1,
      answer_rules: { alternatives: ['sky blue', 'light blue'] },
    })
    expect(key).toEqual({ kind: 'text', accepted: ['blue', 'light blue', 'sky blue'] })
    expect(rulesOfKey(key)).toEqual({ alternatives: ['light blue', 'sky blue'] })
    expect(
      refusal({
        question_type_id: 2,
        answer: '12',
        max_score: 1,
        answer_rules: { alternatives: ['twelve'] },
      }),
    ).toMatchObject({ status: 400, path: 'question.answer_rules.alternatives' })
  })

  it('tells the marker the subject by its name', () => {
    expect(
      ['Maths', 'Mathematics', 'Science', 'English', 'Chinese', '华文', 'Art'].map(markingSubject),
    ).toEqual(['maths', 'maths', 'science', 'english', 'chinese', 'chinese', undefined])
  })

  it('converts units within what they measure only', () => {
    expect(unitFactor('ml', 'ℓ')).toBeCloseTo(0.001)
    expect(unitFactor('¢', '$')).toBeCloseTo(0.01)
    expect(unitFactor('kg', 'g')).toBe(1000)
    expect(unitFactor('kg', 'cm')).toBeNull()
  })

  it('reads the rules back from a stored key, defaults left out', () => {
    const key: AnswerKey = {
      kind: 'numeric',
      value: 1,
      unit: 'cm',
      decimalPlaces: 2,
      convertibleUnits: { m: 100 },
    }
    expect(rulesOfKey(key)).toEqual({ decimal_places: 2, accepted_units: ['m'] })
    expect(rulesOfKey({ kind: 'numeric', value: 1 })).toBeNull()
    expect(rulesOfKey({ kind: 'text', accepted: ['a'], spellingTolerance: 0 })).toEqual({
      strict_spelling: true,
    })
    expect(rulesOfKey({ kind: 'choice', options: [], correct: [], labels: 'numbers' })).toEqual({
      option_labels: 'numbers',
    })
  })
})

describe('PUT /questions with answer rules', () => {
  const t = useTestApp()
  let teacher: Record<string, string>
  let maths: number
  let english: number
  beforeAll(async () => {
    teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
    maths = await courseId(t.database.db, 'P5', 'Maths')
    english = await courseId(t.database.db, 'P5', 'English')
  })
  const read = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/questions?ids=${id}&details=true&ans=true`,
        headers: teacher,
      })
    ).json().questions[0]
  const preview = (question: object, value: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/questions/preview/mark',
      headers: teacher,
      payload: { question, value },
    })

  it('stores the rules, gives them back to staff, and keeps them through an edit that leaves them out', async () => {
    const created = await saveForm(
      t.app,
      teacher,
      numericQuestion(maths, { answer: '7/20', answer_rules: { require_simplest: true } }),
    )
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().answer_rules).toEqual({ require_simplest: true })
    const id = created.json().id
    const edited = await saveForm(
      t.app,
      teacher,
      numericQuestion(maths, { id, answer: '7/20', text: 'Again?' }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await read(id)).answer_rules).toEqual({ require_simplest: true })
    const cleared = await saveForm(
      t.app,
      teacher,
      numericQuestion(maths, { id, answer: '7/20', answer_rules: null }),
    )
    expect(cleared.json().answer_rules).toBeNull()
  })

  it('refuses decimal places out of 0–6 with a 400 naming the field', async () => {
    const res = await saveForm(
      t.app,
      teacher,
      numericQuestion(maths, { answer: '1.5', answer_rules: { decimal_places: 9 } }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.body).toMatch(/decimal_places/)
    expect(res.body).toMatch(/0 to 6/)
  })

  it('marks by the rules in a preview: half for an unsimplified fraction, none for a bare number when a unit is required', async () => {
    const simplest = numericQuestion(maths, {
      answer: '7/20',
      max_score: 2,
      answer_rules: { require_simplest: true },
    })
    expect((await preview(simplest, '35/100')).json()).toMatchObject({ marks_given: 1, max_score: 2 })
    const unit = numericQuestion(maths, { answer: '12 cm', answer_rules: { unit_required: true } })
    expect((await preview(unit, '12')).json()).toMatchObject({ marks_given: 0 })
    expect((await preview(unit, '12 cm')).json()).toMatchObject({ marks_given: 1 })
  })

  it('marks an English short answer strictly by default, and forgives a slip when the author says so', async () => {
    const q = (rules?: object) => ({
      course_id: english,
      question_type_id: 3,
      text: 'What is the transfer of pollen called?',
      answer: 'pollination',
      max_score: 1,
      ...(rules ? { answer_rules: rules } : {}),
    })
    expect((await preview(q(), 'polination')).json()).toMatchObject({ marks_given: 0 })
    expect((await preview(q({ strict_spelling: false }), 'polination')).json()).toMatchObject({
      marks_given: 1,
    })
  })

  it('shows numbered options to everyone who reads the question', async () => {
    const res = await saveForm(t.app, teacher, {
      course_id: maths,
      question_type_id: 1,
      text: 'Which is largest?',
      max_score: 1,
      options: [
        { text: '0.5', is_correct: false, order: 1 },
        { text: '3/4', is_correct: true, order: 2 },
      ],
      answer_rules: { option_labels: 'numbers' },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ option_labels: 'numbers', answer_rules: { option_labels: 'numbers' } })
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/v1/questions?ids=${res.json().id}&details=true`,
      headers: teacher,
    })
    expect(plain.json().questions[0].option_labels).toBe('numbers')
    expect(plain.json().questions[0].answer_rules).toBeUndefined()
  })
})
