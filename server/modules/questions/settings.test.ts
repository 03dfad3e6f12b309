import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { DEFAULT_MARKING_PROMPT } from '../../ai/openai/prompts'
import { courses, questions } from '../../db/schema'

describe('per-question and per-level settings: thresholds, oral scoring, prompts, audio', () => {
  const t = useTestApp()
  let curriculum: Record<string, string>
  let teacher: Record<string, string>
  let oral: typeof questions.$inferSelect
  let level: { subject_id: number; academic_level_id: number }
  const call = (
    method: 'GET' | 'PUT' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload })
  const keyOf = async (id: number) =>
    (await t.database.db.select().from(questions).where(eq(questions.id, id)))[0].answerKey

  beforeAll(async () => {
    curriculum = (await signIn(t.app, 'curriculum@lantern.test')).headers
    teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
    ;[oral] = await t.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.questionTypeId, 5), isNull(questions.parentId)))
      .limit(1)
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, oral.courseId))
    level = { subject_id: course.subjectId, academic_level_id: course.academicLevelId }
  })

  it('reads and sets a question’s own bands; the oral answer key follows, and an empty list returns to the defaults', async () => {
    const url = `/api/v1/questions/${oral.id}/thresholds`
    expect((await call('GET', url, teacher)).json()).toMatchObject({
      question_id: oral.id,
      is_default: false,
    })
    const own = [
      { min_score: 50, marks: 1 },
      { min_score: 80, marks: oral.maxScore },
    ]
    const set = await call('PUT', url, curriculum, { thresholds: own })
    expect(set.statusCode).toBe(200)
    expect(set.json().thresholds).toEqual([own[1], own[0]])
    expect(await keyOf(oral.id)).toMatchObject({ kind: 'oral', thresholds: [own[1], own[0]] })
    const tooMany = await call('PUT', url, curriculum, {
      thresholds: [{ min_score: 90, marks: oral.maxScore + 1 }],
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toMatch(/worth/)
    expect(await keyOf(oral.id)).toMatchObject({ thresholds: [own[1], own[0]] })
    const cleared = await call('PUT', url, curriculum, { thresholds: [] })
    expect(cleared.json()).toMatchObject({ is_default: true })
    expect(cleared.json().thresholds[0]).toEqual({ min_score: 90, marks: oral.maxScore })
    expect((await call('PUT', url, teacher, { thresholds: [] })).statusCode).toBe(403)
    expect((await call('GET', '/api/v1/questions/999999/thresholds', teacher)).statusCode).toBe(404)
  })

  it('sets a level’s default bands (curriculum only), re-keying oral questions without their own', async () => {
    const query = `subject_id=${level.subject_id}&academic_level_id=${level.academic_level_id}`
    const before = (await call('GET', `/api/v1/questions/thresholds?${query}`, teacher)).json()
    expect(before.thresholds).toHaveLength(4)
    const bands = [
      { min_score: 60, marks: 2 },
      { min_score: 95, marks: 4 },
    ]
    const body = { ...level, thresholds: bands }
    expect((await call('PUT', '/api/v1/questions/thresholds', teacher, body)).statusCode).toBe(403)
    const res = await call('PUT', '/api/v1/questions/thresholds', curriculum, body)
    expect(res.statusCode).toBe(200)
    expect(res.json().thresholds).toEqual([bands[1], bands[0]])
    const scaled = [
      { min_score: 95, marks: oral.maxScore },
      { min_score: 60, marks: Math.floor(oral.maxScore) / 2 },
    ]
    expect(await keyOf(oral.id)).toMatchObject({ thresholds: scaled })
    const unknown = await call(
      'GET',
      '/api/v1/questions/thresholds?subject_id=999&academic_level_id=1',
      teacher,
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/no subject 999/)
  })

  it('reads and sets oral scoring; its bands are the level’s default thresholds', async () => {
    const query = `subject_id=${level.subject_id}&academic_level_id=${level.academic_level_id}`
    expect(
      (await call('GET', `/api/v1/questions/oral-scoring?${query}`, teacher)).json().criteria[0].name,
    ).toBe('accuracy')
    const settings = {
      ...level,
      criteria: [
        { name: 'accuracy', weight: 0.7, description: null },
        { name: 'fluency', weight: 0.3, description: 'Reads at an even pace' },
      ],
      thresholds: [{ min_score: 70, marks: 4 }],
    }
    const res = await call('PUT', '/api/v1/questions/oral-scoring', curriculum, settings)
    expect(res.statusCode).toBe(200)
    expect((await call('GET', `/api/v1/questions/oral-scoring?${query}`, teacher)).json()).toEqual(settings)
    expect((await call('GET', `/api/v1/questions/thresholds?${query}`, teacher)).json().thresholds).toEqual(
      settings.thresholds,
    )
    const bad = await call('PUT', '/api/v1/questions/oral-scoring', curriculum, {
      ...settings,
      criteria: [{ name: 'a', weight: 0.5, description: null }],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/add up to 1/)
  })

  it('answers the default prompt until a question has its own; alias type 3 is MARKING', async () => {
    const url = `/api/v1/questions/${oral.id}/prompt`
    const built = (await call('GET', url, curriculum)).json()
    expect(built).toMatchObject({
      question_id: oral.id,
      promptTypeId: 1,
      modelId: null,
      promptText: DEFAULT_MARKING_PROMPT,
      is_default: true,
    })
    const admin = (await signIn(t.app, 'admin@lantern.test')).headers
    const saved = await call('PUT', '/api/v1/admin/rag-prompts/default', admin, {
      ...level,
      prompt_type_id: 1,
      model_id: t.config.ai.model,
      prompt: 'Mark reading aloud kindly.',
    })
    expect(saved.statusCode).toBe(200)
    expect((await call('GET', url, curriculum)).json()).toMatchObject({
      promptText: 'Mark reading aloud kindly.',
      modelId: t.config.ai.model,
      is_default: true,
    })
    const own = await call('PUT', url, curriculum, {
      promptTypeId: 3,
      modelId: null,
      promptText: 'Only this question: be strict about tones.',
    })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({
      promptTypeId: 1,
      is_default: false,
      promptText: 'Only this question: be strict about tones.',
    })
    expect((await call('GET', `${url}?promptTypeId=3`, curriculum)).json()).toMatchObject({
      is_default: false,
    })
    const [other] = await t.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.questionTypeId, 1), isNull(questions.parentId)))
      .limit(1)
    const list = await call(
      'GET',
      `/api/v1/questions/prompts?questionIds=${oral.id}&questionIds=${other.id}`,
      curriculum,
    )
    expect(list.statusCode).toBe(200)
    expect(list.json().prompts.map((p: { is_default: boolean }) => p.is_default)).toEqual([false, true])
    expect((await call('GET', url, teacher)).statusCode).toBe(403)
    const badType = await call('PUT', url, curriculum, { promptTypeId: 42, promptText: 'x' })
    expect(badType.statusCode).toBe(400)
    expect(badType.json().message).toMatch(/Prompt type 42 does not exist/)
  })

  it('answers 501 for generating read-aloud audio, after checking the question and the caller', async () => {
    const res = await call('PATCH', `/api/v1/questions/${oral.id}/audio`, curriculum, {})
    expect(res.statusCode).toBe(501)
    expect(res.json().message).toMatch(/No speech provider is configured/)
    expect((await call('PATCH', `/api/v1/questions/${oral.id}/audio`, teacher, {})).statusCode).toBe(403)
    expect((await call('PATCH', '/api/v1/questions/999999/audio', curriculum, {})).statusCode).toBe(404)
  })
})
