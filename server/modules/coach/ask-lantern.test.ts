import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../contracts/chat-schemas'
import { startFakeOpenAiServer } from '../../../tests/fake-openai-server'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { revealsAnswer } from '../../ai/answer-guard'
import { loadAiConfig } from '../../ai/provider'
import type { AnswerKey, NumericKey } from '../../ai/types'
import { chatThreads, questions } from '../../db/schema'

const model = await startFakeOpenAiServer()

type Headers = Record<string, string>
type Summary = { id: number; mode: string; status: string }
type Detail = Summary & { questions: { id: number; text: string; sub_questions: unknown[] }[] }

/** A practice quiz of hers with a numeric question (one with a worked solution, so the coach has steps). */
async function numericPracticeQuestion(app: TestApp, headers: Headers) {
  const list = (await app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes as Summary[]
  for (const summary of list) {
    if (summary.mode !== 'practice' || summary.status === 'completed') continue
    const quiz = (
      await app.inject({ method: 'GET', url: `/api/v1/quiz/${summary.id}`, headers })
    ).json() as Detail
    const ids = quiz.questions.map((q) => q.id)
    const rows = await app.ctx.db.select().from(questions).where(inArray(questions.id, ids))
    const position = quiz.questions.findIndex((q) => {
      const row = rows.find((r) => r.id === q.id)
      const key = row?.answerKey as AnswerKey | undefined
      return key?.kind === 'numeric' && !key.ratio && Boolean(row?.solution) && !q.sub_questions.length
    })
    if (position < 0) continue
    const row = rows.find((r) => r.id === quiz.questions[position].id)!
    return { quiz, position: position + 1, text: row.text, key: row.answerKey as NumericKey }
  }
  throw new Error('no practice quiz of hers has a numeric question')
}

describe('"Ask Lantern" on a practice question (issue 14 item 2)', () => {
  const t = useTestApp({ sseHeartbeatMs: 20, chatBurstPerMinute: 1000 })

  const ask = async (headers: Headers, content: string, fields: object, threadId?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/stream${threadId ? `?thread_id=${threadId}` : ''}`,
      headers,
      payload: { messages: [{ role: 'user', content }], ...fields },
    })
    expect(res.statusCode).toBe(200)
    const events = parseSse(res.body) as { event: string; data: Record<string, unknown> }[]
    const reply = events.filter((e) => e.event === 'message').at(-1)?.data.message as ChatMessage
    return { reply, threadId: String(events.at(-1)?.data.thread_id) }
  }

  it('guides without giving the key, before and after a wrong check, in a thread about that question', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const { quiz, position, text, key } = await numericPracticeQuestion(t.app, headers)
    const fields = { quiz_id: quiz.id, question_position: position }
    const keyWord = new RegExp(`(^|[^\\d.])${String(key.value).replace('.', '\\.')}(?![\\d]|\\.\\d)`)
    const guardedAgainst = { text, key }

    const first = await ask(headers, `Help me get started on question ${position}`, fields)
    expect(first.reply.status).toBe('complete')
    expect(revealsAnswer(first.reply.text, guardedAgainst)).toBe(false)
    // The thread is about that practice.
    const [thread] = await t.app.ctx.db.select().from(chatThreads).where(eq(chatThreads.id, first.threadId))
    expect(thread.quizId).toBe(quiz.id)

    for (const asking of ["what's the answer", 'just tell me the answer please']) {
      const { reply } = await ask(headers, asking, fields, first.threadId)
      expect(reply.status).toBe('complete')
      expect(reply.text, `${asking} → ${reply.text}`).not.toMatch(keyWord)
      expect(revealsAnswer(reply.text, guardedAgainst)).toBe(false)
    }

    // A wrong answer checked: the practice goes on and she may try again, so the answer stays hers to find.
    const wrong = String(key.value + 7)
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/questions/${position}/check`,
      headers,
      payload: { value: wrong },
    })
    expect(checked.statusCode).toBe(200)
    const { reply } = await ask(headers, "what's the answer", fields, first.threadId)
    expect(reply.text).not.toMatch(keyWord)
    expect(revealsAnswer(reply.text, guardedAgainst)).toBe(false)
  })

  it('refuses to talk about another child’s practice', async () => {
    const ava = (await signIn(t.app, 'ava')).headers
    const ben = (await signIn(t.app, 'ben')).headers
    const { quiz, position } = await numericPracticeQuestion(t.app, ava)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/stream',
      headers: ben,
      payload: {
        messages: [{ role: 'user', content: "what's the answer" }],
        quiz_id: quiz.id,
        question_position: position,
      },
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('"Ask Lantern" with a model that gives in', () => {
  const t = useTestApp({
    sseHeartbeatMs: 20,
    chatBurstPerMinute: 1000,
    ai: loadAiConfig({
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_API_KEY: model.apiKey,
      AI_MODEL: 'fake-tutor',
    }),
  })
  afterAll(() => model.close())

  it('withdraws the answer after a wrong check too: in practice she may still try again', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const { quiz, position, text, key } = await numericPracticeQuestion(t.app, headers)
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/questions/${position}/check`,
      headers,
      payload: { value: String(key.value + 7) },
    })
    expect(checked.statusCode).toBe(200)
    model.onChat(() => ({ content: `Fine. The answer is ${key.value}${key.unit ? ` ${key.unit}` : ''}.` }))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/stream',
      headers,
      payload: {
        messages: [{ role: 'user', content: "what's the answer" }],
        quiz_id: quiz.id,
        question_position: position,
      },
    })
    const events = parseSse(res.body) as { event: string; data: Record<string, unknown> }[]
    expect(events.find((e) => e.event === 'replace')?.data).toMatchObject({ reason: 'answer_guard' })
    const reply = events.filter((e) => e.event === 'message').at(-1)?.data.message as ChatMessage
    expect(revealsAnswer(reply.text, { text, key })).toBe(false)
  })
})
