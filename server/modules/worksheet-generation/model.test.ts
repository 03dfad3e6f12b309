import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer } from '../../../tests/fake-openai-server'
import { signIn, useTestApp } from '../../../tests/server'
import { loadAiConfig } from '../../ai/provider'
import { questions } from '../../db/schema'

const model = await startFakeOpenAiServer()

/** Generation with a model (a local fake speaking the OpenAI protocol): validated, checked, and falling back. */
describe('worksheet generation with a model', () => {
  const t = useTestApp({
    ai: loadAiConfig({
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_API_KEY: model.apiKey,
      AI_MODEL: 'fake-writer',
    }),
  })
  afterAll(() => model.close())

  it('keeps the model’s questions the marker agrees with and draws the rest offline', async () => {
    let call = 0
    model.onChat(() => {
      call++
      if (call === 2) return { content: 'Here is a lovely question!' }
      if (call === 3)
        // The key says 5 but the model answer would be 6: the marker disagrees, so it is not offered.
        return {
          content: JSON.stringify({
            type: 'short_text',
            text: 'Name the part of a plant that takes in water.',
            solution: 'The roots take in water from the soil.',
            marking_scheme: '1 mark for roots.',
            difficulty: 1,
            accepted: ['I am not sure'],
            wrong_answer: 'I am not sure',
          }),
        }
      return {
        content: JSON.stringify({
          type: 'numeric',
          text: `Siti has ${call * 3} sweets and gives away a third of them. How many does she give away?`,
          solution: `A third of ${call * 3} is ${call * 3} ÷ 3 = ${call}.`,
          marking_scheme: `1 mark for ${call}.`,
          difficulty: 1,
          topic: 'Fractions: Multiplying',
          value: call,
          wrong_answer: String(call * 2),
        }),
      }
    })
    const { headers } = await signIn(t.app, 'teacher@lantern.test')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/worksheets/generate',
      headers,
      payload: { prompt: 'P5 Maths: fractions of a set', num_worksheets: 1, num_questions_per_worksheet: 4 },
    })
    expect(res.statusCode, res.body).toBe(201)
    const ids = res.json().worksheets[0].question_ids
    const rows = await t.database.db.select().from(questions).where(inArray(questions.id, ids))
    const byModel = rows.filter((q) => q.text.startsWith('Siti has'))
    expect(byModel).toHaveLength(2)
    expect(rows).toHaveLength(4)
    expect(rows.some((q) => q.text.includes('part of a plant'))).toBe(false)
    const asked = model.chatRequests[0]
    expect(asked.model).toBe('fake-writer')
    expect(asked.response_format).toEqual({ type: 'json_object' })
    expect(asked.messages.at(-1)?.content).toContain('P5 Maths: fractions of a set')
  })
})
