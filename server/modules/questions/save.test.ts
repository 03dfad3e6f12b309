import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { count, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { courses, questionImages, questions, schools } from '../../db/schema'
import { courseId, numericQuestion, otherSchoolQuestion, PNG, SVG, saveForm } from './test-helpers'

describe('PUT /questions: create and update with images', () => {
  const t = useTestApp()
  let maths: number
  let teacher: Record<string, string>
  const total = async () => (await t.database.db.select({ n: count() }).from(questions))[0].n
  const stored = (url: string) => readFileSync(join(t.config.uploadsDir, url.replace(/^\/uploads\//, '')))

  beforeAll(async () => {
    maths = await courseId(t.database.db, 'P5', 'Maths')
    teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
  })

  it('creates a numeric question with PNG and SVG images in one go, keyed from its answer', async () => {
    const res = await saveForm(t.app, teacher, numericQuestion(maths, { question_images: ['diagram.png'] }), [
      { name: 'diagram.png', data: PNG },
      { name: 'shape.svg', data: SVG, type: 'image/svg+xml' },
    ])
    expect(res.statusCode, res.body).toBe(201)
    const q = res.json()
    expect(q).toMatchObject({
      question_type_id: 2,
      answer: '3/4',
      max_score: 1,
      course_id: maths,
      is_enabled: true,
    })
    expect(q.question_images.map((i: { filename: string }) => i.filename).sort()).toEqual([
      'diagram.png',
      'shape.svg',
    ])
    const png = q.question_images.find((i: { filename: string }) => i.filename === 'diagram.png')
    expect(stored(png.url).equals(PNG)).toBe(true)
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, q.id))
    expect(row.answerKey).toEqual({ kind: 'numeric', value: 0.75 })
    const [school] = await t.database.db
      .select()
      .from(schools)
      .where(eq(schools.name, 'Lantern Demo Primary'))
    expect(row.schoolId).toBe(school.id)

    const update = await saveForm(
      t.app,
      teacher,
      numericQuestion(maths, {
        id: q.id,
        text: 'What is 3 ÷ 4?',
        answer: '12 cm',
        question_images: ['diagram.png'],
      }),
    )
    expect(update.statusCode, update.body).toBe(200)
    expect(update.json()).toMatchObject({
      id: q.id,
      text: 'What is 3 ÷ 4?',
      question_images: [{ filename: 'diagram.png', url: png.url }],
    })
    const [again] = await t.database.db.select().from(questions).where(eq(questions.id, q.id))
    expect(again.answerKey).toEqual({ kind: 'numeric', value: 12, unit: 'cm' })
  })

  it('keys multiple choice from is_correct, keeping option ids when the options are reordered', async () => {
    const question = {
      course_id: maths,
      question_type_id: 1,
      text: 'Which is the largest?',
      max_score: 1,
      options: [
        { text: '0.5', is_correct: false, order: 1 },
        { text: '3/4', is_correct: true, order: 2 },
        { text: '0.6', is_correct: false, order: 3 },
      ],
    }
    const res = await saveForm(t.app, teacher, question)
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json()
    const idOf = (opts: { id: number; text: string }[], text: string) => opts.find((o) => o.text === text)!.id
    const threeQuarters = idOf(created.options, '3/4')
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, created.id))
    expect(row.answerKey).toMatchObject({ kind: 'choice', correct: [threeQuarters] })
    const reordered = {
      ...question,
      id: created.id,
      options: [
        { ...question.options[1], order: 1 },
        { ...question.options[0], order: 2 },
      ],
    }
    const updated = (await saveForm(t.app, teacher, reordered)).json()
    expect(idOf(updated.options, '3/4')).toBe(threeQuarters)
    expect(updated.options[0].text).toBe('3/4')
  })

  it('turns marking-scheme lines into open-ended criteria and stores multi-part questions with their parts', async () => {
    const science = await courseId(t.database.db, 'P5', 'Science')
    const open = await saveForm(t.app, teacher, {
      course_id: science,
      question_type_id: 4,
      text: 'Why does the puddle dry up on a sunny day?',
      answer: 'The heat of the sun makes the water evaporate.',
      marking_scheme:
        '- 1 mark: The water evaporates (key ideas: evaporate / evaporation)\n- 1 mark: Heat from the sun (key ideas: heat / warm + sun)',
      max_score: 2,
    })
    expect(open.statusCode, open.body).toBe(201)
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, open.json().id))
    expect(row.answerKey).toEqual({
      kind: 'open',
      criteria: [
        { id: 'c1', marks: 1, description: 'The water evaporates', concepts: [['evaporate', 'evaporation']] },
        { id: 'c2', marks: 1, description: 'Heat from the sun', concepts: [['heat', 'warm'], ['sun']] },
      ],
    })

    const multi = await saveForm(t.app, teacher, {
      course_id: maths,
      question_type_id: 6,
      text: 'Ali has 12 sweets.',
      max_score: 2,
      sub_questions: [
        {
          text: 'How many are left after he eats 3?',
          question_type_id: 2,
          max_score: 1,
          answer: '9',
          order: 1,
        },
        {
          text: 'What colour is the sky?',
          question_type_id: 3,
          max_score: 1,
          answer: 'blue | light blue',
          order: 2,
        },
      ],
    })
    expect(multi.statusCode, multi.body).toBe(201)
    expect(multi.json().sub_questions).toHaveLength(2)
    const parts = await t.database.db.select().from(questions).where(eq(questions.parentId, multi.json().id))
    expect(parts.map((p) => p.answerKey.kind).sort()).toEqual(['numeric', 'text'])
    expect(parts.find((p) => p.answerKey.kind === 'text')!.answerKey).toEqual({
      kind: 'text',
      accepted: ['blue', 'light blue'],
    })
  })

  it('refuses bad input with a 400 that says what to fix, and writes nothing', async () => {
    const before = await total()
    const imagesBefore = (await t.database.db.select({ n: count() }).from(questionImages))[0].n
    const cases: [object, RegExp][] = [
      [numericQuestion(maths, { text: '' }), /question\.text/],
      [numericQuestion(maths, { answer: 'about a half' }), /numeric question needs one number/],
      [numericQuestion(maths, { course_id: 999999 }), /no course 999999/],
      [numericQuestion(maths, { question_type_id: 42 }), /Question type 42 does not exist/],
      [numericQuestion(maths, { question_images: ['missing.png'] }), /missing\.png/],
      [
        {
          course_id: maths,
          question_type_id: 4,
          text: 'Explain.',
          max_score: 3,
          marking_scheme: '- 1 mark: One idea',
        },
        /gives 1 mark but the question is worth 3 marks/,
      ],
      [
        {
          course_id: maths,
          question_type_id: 1,
          text: 'Pick',
          max_score: 1,
          options: [
            { text: 'a', is_correct: false, order: 1 },
            { text: 'b', is_correct: false, order: 2 },
          ],
        },
        /is_correct/,
      ],
      [
        { course_id: maths, question_type_id: 6, text: 'Parts', max_score: 1, sub_questions: [] },
        /needs its parts/,
      ],
    ]
    for (const [question, message] of cases) {
      const res = await saveForm(t.app, teacher, question, [{ name: 'ok.png', data: PNG }])
      expect(res.statusCode, JSON.stringify(question)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/questions',
      headers: teacher,
      payload: { question: '{oops' },
    })
    expect(notJson.statusCode).toBe(400)
    expect(notJson.json().message).toMatch(/JSON/)
    expect(await total()).toBe(before)
    expect((await t.database.db.select({ n: count() }).from(questionImages))[0].n).toBe(imagesBefore)
  })

  it('judges images by their bytes and size: 415 for a non-image or a scripted SVG, 413 above 5 MB', async () => {
    const before = await total()
    const fake = await saveForm(t.app, teacher, numericQuestion(maths), [
      { name: 'x.png', data: Buffer.from('not really a png') },
    ])
    expect(fake.statusCode).toBe(415)
    expect(fake.json().message).toMatch(/PNG, JPEG, GIF, WebP or SVG/)
    const evil = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')
    const scripted = await saveForm(t.app, teacher, numericQuestion(maths), [
      { name: 'e.svg', data: evil, type: 'image/svg+xml' },
    ])
    expect(scripted.statusCode).toBe(415)
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await saveForm(t.app, teacher, numericQuestion(maths), [{ name: 'big.png', data: big }])
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().message).toMatch(/larger than 5 MB/)
    expect(await total()).toBe(before)
  })

  it('lets only authors save, and a teacher change only their own or their school’s questions', async () => {
    for (const who of ['ava', 'guest@lantern.test']) {
      const { headers } = await signIn(t.app, who)
      expect((await saveForm(t.app, headers, numericQuestion(maths))).statusCode).toBe(403)
    }
    const [bank] = await t.database.db.select().from(questions).where(isNull(questions.schoolId)).limit(1)
    const edit = { ...numericQuestion(bank.courseId), id: bank.id }
    const refused = await saveForm(t.app, teacher, edit)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/only your own questions/)
    const theirs = await otherSchoolQuestion(t.database.db, maths)
    expect((await saveForm(t.app, teacher, { ...numericQuestion(maths), id: theirs.id })).statusCode).toBe(
      404,
    )
    const [untouched] = await t.database.db.select().from(questions).where(eq(questions.id, theirs.id))
    expect(untouched.text).toBe('Another school’s question')

    const [otherSchool] = await t.database.db.select().from(schools).where(eq(schools.id, theirs.schoolId!))
    const [privateCourse] = await t.database.db
      .insert(courses)
      .values({ name: 'Their maths', subjectId: 1, academicLevelId: 5, schoolId: otherSchool.id })
      .returning()
    expect((await saveForm(t.app, teacher, numericQuestion(privateCourse.id))).statusCode).toBe(403)

    const curriculum = (await signIn(t.app, 'curriculum@lantern.test')).headers
    const allowed = await saveForm(t.app, curriculum, edit)
    expect(allowed.statusCode, allowed.body).toBe(200)
  })
})
