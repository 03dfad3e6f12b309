import { afterAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer } from '../../../tests/fake-openai-server'
import { signIn, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { loadAiConfig } from '../../ai/provider'
import { QUESTION_TYPE } from '../../ai/types'

const model = await startFakeOpenAiServer()

/**
 * The quiz submit with an OpenAI-compatible model configured (a local fake speaking the real protocol):
 * objective answers stay offline, open answers and explanations go to the model with the stored prompts,
 * and explanation deltas reach the client as the model writes them.
 */
describe('marking with a model', () => {
  const t = useTestApp({
    ai: loadAiConfig({
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_API_KEY: model.apiKey,
      AI_MODEL: 'fake-tutor',
    }),
  })
  afterAll(() => model.close())

  it('uses a question’s stored marking prompt, streams the model’s explanation, and marks from the scheme', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const quizzes = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes
    let quiz: { id: number; questions: { id: number; question_type_id: number }[] } | undefined
    for (const summary of quizzes) {
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${summary.id}`, headers })
      ).json()
      if (
        detail.questions.some(
          (q: { question_type_id: number }) => q.question_type_id === QUESTION_TYPE.OPEN_ENDED,
        )
      ) {
        quiz = detail
        break
      }
    }
    if (!quiz) throw new Error('no P5 quiz with an open question')
    const open = quiz.questions.find((q) => q.question_type_id === QUESTION_TYPE.OPEN_ENDED)!

    const curriculum = await signIn(t.app, 'curriculum@lantern.test')
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/questions/${open.id}/prompt`,
      headers: curriculum.headers,
      payload: { promptTypeId: 1, modelId: null, promptText: 'You are Ms Lim, a gentle P5 science marker.' },
    })
    expect(saved.statusCode).toBe(200)

    model.onChat((request) => {
      if (!request.stream) {
        // Marking: every criterion met, and a total the scheme does not allow (ignored).
        const system = request.messages[0].content
        const ids = [...system.matchAll(/- id "([^"]+)"/g)].map((m) => m[1])
        expect(ids.length).toBeGreaterThan(0)
        return {
          content: JSON.stringify({
            criteria: ids.map((id) => ({ id, met: true, reason: 'stated' })),
            marks_given: 99,
            summary: 'Good',
          }),
        }
      }
      return { chunks: ['Great ', 'thinking, ', 'Ava!'], delayMs: 5 }
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: {
        evaluations: [{ question_id: open.id, value: 'The water evaporates because the sun heats it.' }],
      },
    })
    const events = parseSse(res.body)
    const marked = events.find((e) => e.event === 'evaluations')!.data as {
      marks_given: number
      max_score: number
    }[]
    expect(marked[0].marks_given).toBeLessThanOrEqual(marked[0].max_score)
    const explanation = events
      .filter((e) => e.event === 'explanation')
      .map((e) => (e.data as { delta: string }).delta)
    expect(explanation.join('')).toBe('Great thinking, Ava!')
    expect(explanation.length).toBeGreaterThan(1)
    expect(events.at(-1)!.event).toBe('grading_completed')

    const marking = model.chatRequests.find((r) => !r.stream)!
    expect(marking.model).toBe('fake-tutor')
    expect(marking.messages[0].content).toContain('You are Ms Lim, a gentle P5 science marker.')
    const user = marking.messages.find((m) => m.role === 'user')!
    expect(user.content).toContain('The water evaporates because the sun heats it.')
    expect(marking.messages[0].content).not.toContain('The water evaporates because the sun heats it.')
  })

  it('keeps objective answers away from the model', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const quizzes = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quizzes[0].id}`, headers })
    ).json()
    const objective = detail.questions.filter((q: { question_type_id: number }) =>
      [QUESTION_TYPE.MULTIPLE_CHOICE, QUESTION_TYPE.NUMERIC, QUESTION_TYPE.SHORT_TEXT].includes(
        q.question_type_id as 1,
      ),
    )
    expect(objective.length).toBeGreaterThan(0)
    const before = model.chatRequests.filter((r) => !r.stream).length
    model.onChat((request) => (request.stream ? { content: 'Here is why.' } : { status: 500 }))
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${detail.id}/submit`,
      headers,
      payload: { evaluations: objective.map((q: { id: number }) => ({ question_id: q.id, value: '42' })) },
    })
    expect(model.chatRequests.filter((r) => !r.stream).length).toBe(before)
  })
})
