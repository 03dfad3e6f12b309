import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { questions } from '../../db/schema'
import { PUDDLE_SCHEME, puddleQuestion, saveForm, scienceTeacher } from './test-helpers'

// Issue 13: rules a teacher states on each part of a multi-part question, and the scheme an edit of the rules
// alone keeps (the edit dialog sends the parts back without their schemes, which it does not show).
describe('answer rules on the parts of a question, and schemes kept through an edit', () => {
  const t = useTestApp()
  const author = scienceTeacher(t)
  const scheme = PUDDLE_SCHEME
  const preview = (question: object, value: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/questions/preview/mark',
      headers: author.teacher,
      payload: { question, value },
    })
  const parts = (rules: { a?: object; b?: object } = {}, withScheme = true) => [
    {
      text: 'How much water was in the tank, in litres?',
      question_type_id: 2,
      max_score: 1,
      answer: '2.25 ℓ',
      order: 1,
      ...(rules.a ? { answer_rules: rules.a } : {}),
    },
    {
      text: 'Why did the puddle dry up?',
      question_type_id: 4,
      max_score: 2,
      answer: 'The heat of the sun made the water evaporate.',
      ...(withScheme ? { marking_scheme: scheme } : {}),
      order: 2,
      ...(rules.b ? { answer_rules: rules.b } : {}),
    },
  ]
  const tank = (extra: object = {}) => ({
    course_id: author.science,
    question_type_id: 6,
    text: 'A tank held some water on a hot day.',
    max_score: 3,
    ...extra,
  })

  it('stores each part’s rules, reads them back per part, and marks by them', async () => {
    const res = await saveForm(
      t.app,
      author.teacher,
      tank({
        sub_questions: parts({
          a: { accepted_units: ['ml'], unit_required: true },
          b: { synonyms: [['evaporate', 'dry up into the air']] },
        }),
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().sub_questions.map((p: { answer_rules: unknown }) => p.answer_rules)).toEqual([
      { unit_required: true, accepted_units: ['ml'] },
      { synonyms: [['evaporate', 'dry up into the air']] },
    ])
    const question = tank({ sub_questions: parts({ a: { accepted_units: ['ml'], unit_required: true } }) })
    const marks = async (a: string, b: string) =>
      (await preview(question, JSON.stringify({ 1: a, 2: b }))).json().marks_given
    expect(await marks('2250 ml', 'The heat of the sun made the water evaporate.')).toBe(3)
    expect(await marks('2.25', 'The heat of the sun made the water evaporate.')).toBe(2)
  })

  it('refuses a rule that does not fit a part with a 400 naming the part', async () => {
    const res = await saveForm(
      t.app,
      author.teacher,
      tank({ sub_questions: parts({ b: { decimal_places: 2 } }) }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/sub_questions\.1\.answer_rules\.decimal_places|open-ended answer/)
  })

  it('keeps a part’s scheme and criteria when an edit of its rules leaves the scheme out', async () => {
    const created = (await saveForm(t.app, author.teacher, tank({ sub_questions: parts() }))).json()
    const [before] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, created.sub_questions[1].id))
    const edited = await saveForm(
      t.app,
      author.teacher,
      tank({ id: created.id, sub_questions: parts({ a: { decimal_places: 2 } }, false) }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    const [after] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, created.sub_questions[1].id))
    expect(after.answerKey).toEqual(before.answerKey)
    expect(after.markingScheme).toBe(scheme)
    expect(edited.json().sub_questions[0].answer_rules).toEqual({ decimal_places: 2 })
  })

  it('keeps an open question’s scheme through an edit that leaves it out, unless the answer changes', async () => {
    const open = puddleQuestion(author)
    const created = (await saveForm(t.app, author.teacher, { ...open, marking_scheme: scheme })).json()
    const row = async () =>
      (await t.database.db.select().from(questions).where(eq(questions.id, created.id)))[0]
    const stored = (await row()).answerKey
    const same = await saveForm(t.app, author.teacher, {
      ...open,
      id: created.id,
      answer_rules: { synonyms: [['sun', 'sunshine']] },
    })
    expect(same.statusCode, same.body).toBe(200)
    expect((await row()).answerKey).toEqual({ ...stored, synonyms: [['sun', 'sunshine']] })
    const changed = await saveForm(t.app, author.teacher, {
      ...open,
      id: created.id,
      max_score: 1,
      answer: 'It evaporates.',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await row()).markingScheme).not.toBe(scheme)
  })

  it('previews an edit of a saved question with its stored scheme, and the rules being edited', async () => {
    const created = (await saveForm(t.app, author.teacher, tank({ sub_questions: parts() }))).json()
    const edit = tank({ id: created.id, sub_questions: parts({ a: { decimal_places: 2 } }, false) })
    const res = await preview(
      edit,
      JSON.stringify({ 1: '2.25 ℓ', 2: 'The sun heated the puddle and the water evaporated.' }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().marks_given).toBe(3)
    const bare = await preview(edit, JSON.stringify({ 1: '2.3', 2: '' }))
    expect(bare.json().marks_given).toBe(0)
  })
})

describe('other accepted answers through an edit', () => {
  const t = useTestApp()
  const author = scienceTeacher(t)
  const term = (extra: object) => ({
    course_id: author.science,
    question_type_id: 3,
    text: 'What is the transfer of pollen called?',
    max_score: 1,
    ...extra,
  })

  it('keeps them while the answer stays, and drops them with an answer they were alternatives to', async () => {
    const created = (
      await saveForm(t.app, author.teacher, term({ answer: 'pollination | pollinating' }))
    ).json()
    expect(created.answer).toBe('pollination')
    expect(created.answer_rules).toEqual({ alternatives: ['pollinating'] })
    const retitled = await saveForm(t.app, author.teacher, term({ id: created.id, answer: 'pollination' }))
    expect(retitled.json().answer_rules).toEqual({ alternatives: ['pollinating'] })
    const changed = await saveForm(t.app, author.teacher, term({ id: created.id, answer: 'fertilisation' }))
    expect(changed.json().answer_rules).toBeNull()
  })
})
