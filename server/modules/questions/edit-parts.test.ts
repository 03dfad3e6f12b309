import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { questions } from '../../db/schema'
import { PUDDLE_SCHEME, puddleQuestion, saveForm, scienceTeacher } from './test-helpers'

// Issue 13: the edit dialog changes a part's text and answer, and an open answer's model answer and scheme.
describe('editing parts, model answers and schemes through PUT /questions', () => {
  const t = useTestApp()
  const author = scienceTeacher(t)
  const scheme = PUDDLE_SCHEME
  const part = (text: string, typeId: number, answer: string | null, order: number, extra: object = {}) => ({
    text,
    question_type_id: typeId,
    max_score: typeId === 4 ? 2 : 1,
    answer,
    order,
    ...extra,
  })
  const tank = (extra: object = {}, parts?: object[]) => ({
    course_id: author.science,
    question_type_id: 6,
    text: 'A tank held some water on a hot day.',
    max_score: 3,
    sub_questions: parts ?? [
      part('How much water was in the tank, in litres?', 2, '2.25 ℓ', 1),
      part('Why did the puddle dry up?', 4, 'The heat of the sun made the water evaporate.', 2, {
        marking_scheme: scheme,
      }),
    ],
    ...extra,
  })
  const partsOf = (id: number) =>
    t.database.db.select().from(questions).where(eq(questions.parentId, id)).orderBy(asc(questions.partOrder))
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(questions).where(eq(questions.id, id)))[0]

  it('changes a part’s text and answer, and an open part’s model answer and scheme, keying each again', async () => {
    const created = (await saveForm(t.app, author.teacher, tank())).json()
    const res = await saveForm(
      t.app,
      author.teacher,
      tank({ id: created.id }, [
        part('How much water was left, in millilitres?', 2, '1500 ml', 1),
        part('What made the water dry up?', 4, 'The sun heated it and it evaporated.', 2, {
          marking_scheme:
            '- 1 mark: Heat from the sun (key ideas: heat / warm + sun)\n- 1 mark: The water evaporates into water vapour (key ideas: evaporate + water vapour / vapour)',
        }),
      ]),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().sub_questions.map((p: { text: string; answer: string }) => [p.text, p.answer])).toEqual(
      [
        ['How much water was left, in millilitres?', '1500 ml'],
        ['What made the water dry up?', 'The sun heated it and it evaporated.'],
      ],
    )
    const [a, b] = await partsOf(created.id)
    expect(a.answerKey).toEqual({ kind: 'numeric', value: 1500, unit: 'ml' })
    expect(b.answerKey).toMatchObject({
      kind: 'open',
      criteria: [
        { marks: 1, description: 'Heat from the sun', concepts: [['heat', 'warm'], ['sun']] },
        { marks: 1, concepts: [['evaporate'], ['water vapour', 'vapour']] },
      ],
    })
    expect(b.markingScheme).toMatch(/^- 1 mark: Heat from the sun/)
    // The question's own answer and scheme are the parts' again.
    const whole = await rowOf(created.id)
    expect(whole.answer).toBe('(a) 1500 ml; (b) The sun heated it and it evaporated.')
    expect(whole.markingScheme).toMatch(/\(b\) \[2\] - 1 mark: Heat from the sun/)
  })

  it('keeps an open answer’s criteria when only its model answer changes', async () => {
    const open = puddleQuestion(author)
    const created = (await saveForm(t.app, author.teacher, { ...open, marking_scheme: scheme })).json()
    const before = await rowOf(created.id)
    const res = await saveForm(t.app, author.teacher, {
      ...open,
      id: created.id,
      answer: 'The sun’s heat dries it.',
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await rowOf(created.id)
    expect(after.answer).toBe('The sun’s heat dries it.')
    expect(after.answerKey).toEqual(before.answerKey)
    expect(after.markingScheme).toBe(scheme)
  })

  it('keeps the words and misconceptions a stored criterion has beyond its scheme line when the scheme is edited', async () => {
    const created = (
      await saveForm(t.app, author.teacher, {
        course_id: author.science,
        question_type_id: 4,
        text: 'Why does a cold glass of water have droplets outside?',
        marking_scheme:
          '- 1 mark: Water vapour touches the cold glass (key ideas: water vapour + cold)\n- 1 mark: It condenses (key ideas: condense)',
        max_score: 2,
      })
    ).json()
    // As the bank stores them: more words for each idea than the line shows, and a misconception.
    await t.database.db
      .update(questions)
      .set({
        answerKey: {
          kind: 'open',
          criteria: [
            {
              id: 'vapour',
              marks: 1,
              description: 'Water vapour touches the cold glass',
              concepts: [
                ['water vapour', 'water vapor', 'vapour'],
                ['cold', 'cooler'],
              ],
              misconceptions: ['the glass leaks'],
            },
            {
              id: 'condense',
              marks: 1,
              description: 'It condenses',
              concepts: [['condense', 'condensation']],
            },
          ],
        },
      })
      .where(eq(questions.id, created.id))
    const res = await saveForm(t.app, author.teacher, {
      course_id: author.science,
      question_type_id: 4,
      id: created.id,
      text: 'Why does a cold glass of water have droplets outside?',
      marking_scheme:
        '- 1 mark: Water vapour touches the cold glass (key ideas: water vapour + cold / chilly)\n- 1 mark: It condenses into droplets (key ideas: droplets)',
      max_score: 2,
    })
    expect(res.statusCode, res.body).toBe(200)
    const { answerKey } = await rowOf(created.id)
    expect(answerKey).toEqual({
      kind: 'open',
      criteria: [
        {
          id: 'c1',
          marks: 1,
          description: 'Water vapour touches the cold glass',
          concepts: [
            ['water vapour', 'water vapor', 'vapour'],
            ['cold', 'chilly', 'cooler'],
          ],
          misconceptions: ['the glass leaks'],
        },
        // An idea the teacher replaced keeps nothing of the old one.
        { id: 'c2', marks: 1, description: 'It condenses into droplets', concepts: [['droplets']] },
      ],
    })
  })

  it('marks a preview with the unsaved part answer and scheme', async () => {
    const created = (await saveForm(t.app, author.teacher, tank())).json()
    const edit = tank({ id: created.id }, [
      part('How much water was left, in millilitres?', 2, '1500 ml', 1),
      part('Why did the puddle dry up?', 4, null, 2, {
        marking_scheme: '- 2 marks: The water evaporated (key ideas: evaporate)',
      }),
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/questions/preview/mark',
      headers: author.teacher,
      payload: {
        question: edit,
        value: JSON.stringify({ 1: '1500 ml', 2: 'The water evaporated in the heat.' }),
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().marks_given).toBe(3)
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/questions/preview/mark',
      headers: author.teacher,
      payload: { question: edit, value: JSON.stringify({ 1: '2.25 ℓ', 2: '' }) },
    })
    expect(old.json().marks_given).toBe(0)
  })

  it('refuses an empty part answer, an empty part, or a scheme that does not add up, saying where, and changes nothing', async () => {
    const created = (await saveForm(t.app, author.teacher, tank())).json()
    const before = await partsOf(created.id)
    const cases: [object[], string, RegExp][] = [
      [
        [
          part('How much water?', 2, '  ', 1),
          part('Why?', 4, 'It evaporated.', 2, { marking_scheme: scheme }),
        ],
        'question.sub_questions.0.answer',
        /Write the answer/,
      ],
      [
        [part('', 2, '2.25 ℓ', 1), part('Why?', 4, 'It evaporated.', 2, { marking_scheme: scheme })],
        'question.sub_questions.0.text',
        /Write the part’s question/,
      ],
      [
        [
          part('How much water?', 2, '2.25 ℓ', 1),
          part('Why?', 4, 'It evaporated.', 2, {
            marking_scheme: '- 1 mark: It evaporates (key ideas: evaporate)',
          }),
        ],
        'question.sub_questions.1.max_score',
        /gives 1 mark but this part is worth 2 marks/,
      ],
      [
        [part('How much water?', 2, '2.25 ℓ', 1), part('Why?', 4, '', 2, { marking_scheme: '' })],
        'question.sub_questions.1.marking_scheme',
        /needs a marking scheme/,
      ],
    ]
    for (const [parts, path, message] of cases) {
      const res = await saveForm(t.app, author.teacher, tank({ id: created.id }, parts))
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().message).toMatch(message)
      expect(res.json().issues).toContainEqual({ path, message: expect.stringMatching(message) })
    }
    expect(await partsOf(created.id)).toEqual(before)
  })
})
