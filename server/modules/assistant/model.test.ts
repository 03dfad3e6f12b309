import type { ChatCompletionMessage } from 'openai/resources/chat/completions'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer } from '../../../tests/fake-openai-server'
import { signIn, useTestApp } from '../../../tests/server'
import { loadAiConfig } from '../../ai/provider'
import { CATALOGUE } from './catalogue'
import { choiceFromReply, toolParameters } from './model'

const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
beforeEach(() => fake.reset())

/** A reply of the model that calls the given tools with the given argument texts. */
const calling = (...calls: [string, string][]) =>
  ({
    role: 'assistant',
    content: null,
    refusal: null,
    tool_calls: calls.map(([name, args], i) => ({
      id: `call_${i}`,
      type: 'function',
      function: { name, arguments: args },
    })),
  }) as ChatCompletionMessage

describe("the model's choice of a query, judged by the catalogue", () => {
  it('takes one call of a catalogue tool whose arguments pass its schema, filling in defaults', () => {
    expect(
      choiceFromReply(calling(['quizzes_completed', '{"period":"this_week","subject":"Maths"}'])),
    ).toEqual({
      name: 'quizzes_completed',
      params: { period: 'this_week', subject: 'Maths' },
    })
    expect(choiceFromReply(calling(['hardest_questions', '{}']))).toEqual({
      name: 'hardest_questions',
      params: { limit: 5 },
    })
  })

  it('refuses SQL, unknown tools, extra or out-of-range arguments, several calls and plain text', () => {
    const refused = [
      calling(['students_count', '{"school":"x\'; DROP TABLE users; --"}']),
      calling(['students_count', '{"sql":"select first_name from users"}']),
      calling(['run_sql', '{"query":"select * from users"}']),
      calling(['quizzes_completed', '{"period":"yesterday or 1=1"}']),
      calling(['hardest_questions', '{"limit":500}']),
      calling(['signups', 'not json']),
      calling(['signups', '{"period":"today"}'], ['chat_usage', '{"period":"today"}']),
      { role: 'assistant', content: 'none', refusal: null } as ChatCompletionMessage,
      undefined,
    ]
    for (const reply of refused) expect(choiceFromReply(reply), JSON.stringify(reply)).toBeNull()
  })

  it('declares each query as a tool: required period, filters from the database, no other properties', () => {
    const names = { subjects: ['Maths', 'Science'], levels: ['P5'] }
    const quizzes = CATALOGUE.find((q) => q.name === 'average_score')
    expect(quizzes && toolParameters(quizzes.params, names)).toMatchObject({
      required: ['period'],
      additionalProperties: false,
      properties: { subject: { enum: ['Maths', 'Science'] }, level: { enum: ['P5'] } },
    })
  })
})

describe('the admin assistant with a model configured', () => {
  const t = useTestApp({
    ai: loadAiConfig({
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: fake.apiKey,
      AI_MODEL: 'fake-assistant',
      AI_TIMEOUT_MS: '5000',
    }),
  })
  let admin: { authorization: string }
  beforeAll(async () => {
    admin = (await signIn(t.app, 'admin@lantern.test')).headers
  })
  const ask = (input: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/admin/assistant', headers: admin, payload: { input } })

  it('sends the catalogue as tools and the question without names or contact details, never a row', async () => {
    fake.onChat(() => ({ content: 'none' }))
    const res = await ask(
      'How many students like Ava Lim signed up this month? Her mum is on 9123 4567 if you ask.',
    )
    expect(res.statusCode).toBe(200)
    // The model chose nothing usable, so the offline understanding answered.
    expect(res.json().output).toMatch(/^Answered from signups \(this month\): /)
    expect(fake.chatRequests).toHaveLength(1)
    const [request] = fake.chatRequests
    expect(request.stream).toBe(false)
    expect(request.body.tool_choice).toBe('auto')
    const tools = request.body.tools as { function: { name: string } }[]
    expect(tools.map((tool) => tool.function.name)).toEqual(CATALOGUE.map((q) => q.name))
    expect(request.messages.at(-1)).toEqual({
      role: 'user',
      content: 'How many students like a student signed up this month? Her mum is on [removed] if you ask.',
    })
    expect(JSON.stringify(request.body)).not.toMatch(/Ava|Lim|9123/)
  })

  it("answers from the query a model's valid tool call picks, and offline when its arguments carry SQL", async () => {
    fake.onChat(() => ({ toolCalls: [{ name: 'quizzes_completed', arguments: '{"period":"today"}' }] }))
    const picked = await ask('Anything interesting?')
    expect(picked.statusCode).toBe(200)
    expect(picked.json()).toMatchObject({
      output: expect.stringMatching(/^Answered from quizzes_completed \(today/),
      query: { name: 'quizzes_completed', params: { period: 'today' } },
    })
    fake.onChat(() => ({
      toolCalls: [{ name: 'students_count', arguments: '{"school":"x\'; DROP TABLE users; --"}' }],
    }))
    const refused = await ask('How many question reports are open?')
    expect(refused.json().output).toMatch(/^Answered from question_reports_open /)
  })

  it('falls back to the offline understanding when the model fails', async () => {
    fake.onChat(() => ({ status: 500, message: 'overloaded' }))
    const res = await ask('How many question reports are open?')
    expect(res.statusCode).toBe(200)
    expect(res.json().output).toMatch(/^Answered from question_reports_open \(as of now\): /)
  })
})
