import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { courseTaggings, defaultPrompts, questionPrompts, scoringPrompts } from '../../db/schema'
import { courseId } from '../questions/test-helpers'
import { type PromptedQuestion, resolvePrompts } from './resolve'

describe('RAG prompts: defaults, scoring prompts and how a question’s prompts are resolved', () => {
  const t = useTestApp()
  let admin: Record<string, string>
  let question: PromptedQuestion
  const base = { academic_level_id: 5, subject_id: 1, model_id: 'gpt-test', pre_prompts: [] }
  const put = (payload: object, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/admin/rag-prompts/default', headers, payload })

  beforeAll(async () => {
    admin = (await signIn(t.app, 'admin@lantern.test')).headers
    const maths = await courseId(t.database.db, 'P5', 'Maths')
    const [tagging] = await t.database.db
      .insert(courseTaggings)
      .values({ courseId: maths, name: 'Paper 1' })
      .returning()
    question = {
      id: 1,
      courseId: maths,
      courseTaggingId: tagging.id,
      questionTypeId: 2,
      subjectId: 1,
      academicLevelId: 5,
    }
  })

  it('saves one default per level, subject, type, question type and model; alias type 3 is MARKING 1', async () => {
    const first = await put({ ...base, prompt_type_id: 1, prompt: 'Mark P5 maths.' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      prompt_type_id: 1,
      question_type_id: null,
      prompt: 'Mark P5 maths.',
    })
    const again = await put({
      ...base,
      prompt_type_id: 3,
      prompt: 'Mark P5 maths carefully.',
      pre_prompts: [{ role: 'user', content: 'Example' }],
    })
    expect(again.json()).toMatchObject({
      id: first.json().id,
      prompt_type_id: 1,
      pre_prompts: [{ role: 'user', content: 'Example' }],
    })
    const numeric = await put({
      ...base,
      prompt_type_id: 1,
      question_type_id: 2,
      prompt: 'Mark P5 numeric answers.',
    })
    expect(numeric.json().id).not.toBe(first.json().id)

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rag-prompts/default?prompt_type_id=3&subject_id=1',
      headers: admin,
    })
    expect(list.json().prompts.map((p: { prompt: string }) => p.prompt)).toEqual([
      'Mark P5 maths carefully.',
      'Mark P5 numeric answers.',
    ])
    const byType = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rag-prompts/default?question_type_id=2',
      headers: admin,
    })
    expect(byType.json().prompts).toHaveLength(1)
  })

  it('refuses bad defaults with a 400 and writes nothing; only admins may call', async () => {
    const before = (await t.database.db.select({ n: count() }).from(defaultPrompts))[0].n
    for (const [body, message] of [
      [{ ...base, academic_level_id: 99, prompt_type_id: 1, prompt: 'x' }, /no academic level 99/],
      [{ ...base, prompt_type_id: 1, question_type_id: 42, prompt: 'x' }, /Question type 42/],
      [{ ...base, prompt_type_id: 1, prompt: '   ' }, /Write the prompt/],
    ] as const) {
      const res = await put(body)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    const curriculum = (await signIn(t.app, 'curriculum@lantern.test')).headers
    expect((await put({ ...base, prompt_type_id: 1, prompt: 'x' }, curriculum)).statusCode).toBe(403)
    expect((await t.database.db.select({ n: count() }).from(defaultPrompts))[0].n).toBe(before)
  })

  it('reads, sets and clears a course tagging’s scoring prompt', async () => {
    const url = `/api/v1/admin/rag-prompts/scoring?course_tagging_id=${question.courseTaggingId}`
    expect((await t.app.inject({ method: 'GET', url, headers: admin })).json()).toEqual({
      course_tagging_id: question.courseTaggingId,
      prompt: null,
      updated_at: null,
    })
    const patch = (prompt: string | null) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/rag-prompts/scoring',
        headers: admin,
        payload: { course_tagging_id: question.courseTaggingId, prompt },
      })
    expect((await patch('Paper 1 answers need units.')).json()).toMatchObject({
      prompt: 'Paper 1 answers need units.',
    })
    expect((await t.app.inject({ method: 'GET', url, headers: admin })).json().prompt).toBe(
      'Paper 1 answers need units.',
    )
    expect((await patch(null)).json()).toMatchObject({ prompt: null })
    expect(await t.database.db.select().from(scoringPrompts)).toEqual([])
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rag-prompts/scoring?course_tagging_id=999999',
      headers: admin,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('resolves the question’s own prompt first, then the default for its type, then the one for all types', async () => {
    const resolve = (model = 'gpt-test') => resolvePrompts(t.app.ctx, question, model)
    expect(await resolve('other-model')).toEqual({ marking: null, scoring: null, explanation: null })
    expect((await resolve()).marking).toBe('Mark P5 numeric answers.')
    expect((await resolve()).marking).toBe('Mark P5 numeric answers.')
    expect((await resolvePrompts(t.app.ctx, { ...question, questionTypeId: 3 }, 'gpt-test')).marking).toBe(
      'Mark P5 maths carefully.',
    )

    await put({ ...base, prompt_type_id: 4, prompt: 'Default scoring.' })
    await put({ ...base, prompt_type_id: 5, prompt: 'Explain like a tutor.' })
    expect(await resolve()).toMatchObject({
      scoring: 'Default scoring.',
      explanation: 'Explain like a tutor.',
    })
    await t.database.db
      .insert(scoringPrompts)
      .values({ courseTaggingId: question.courseTaggingId!, prompt: 'Tagging scoring.' })
    expect((await resolve()).scoring).toBe('Tagging scoring.')

    await t.database.db.insert(questionPrompts).values({
      questionId: question.id,
      promptTypeId: 1,
      modelId: 'another-model',
      promptText: 'Not for gpt-test.',
    })
    expect((await resolve()).marking).toBe('Mark P5 numeric answers.')
    await t.database.db
      .update(questionPrompts)
      .set({ modelId: null, promptText: 'This question only.' })
      .where(eq(questionPrompts.questionId, question.id))
    expect(await resolve()).toEqual({
      marking: 'This question only.',
      scoring: 'Tagging scoring.',
      explanation: 'Explain like a tutor.',
    })
    expect((await resolve('other-model')).marking).toBe('This question only.')
  })
})
