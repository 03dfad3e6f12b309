import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeChatRequest, startFakeOpenAiServer } from '../../../tests/fake-openai-server'
import { markOffline } from '../offline'
import type { MarkOptions } from '../provider'
import type { StudentAnswer } from '../types'
import { createOpenAiProvider } from './provider'
import { generousScheme, handle, puddle, twoParts } from './test-questions'

const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const log = { warn: vi.fn() }
const provider = createOpenAiProvider(
  {
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    model: 'marker-1',
    transcriptionModel: 'whisper-1',
    timeoutMs: 5000,
  },
  log,
)
const mark = (answer: StudentAnswer, options?: MarkOptions, question = puddle) =>
  provider.mark(question, answer, options)

const verdict = (met: Record<string, boolean>, marks_given?: number) =>
  JSON.stringify({
    criteria: Object.entries(met).map(([id, isMet]) => ({ id, met: isMet, reason: 'checked' })),
    marks_given,
    summary: 'Marked.',
  })
const system = (r: FakeChatRequest) => r.messages.find((m) => m.role === 'system')?.content ?? ''

describe('an open answer marked by the model', () => {
  it('gets the marks of the criteria the model judged met, asked for as JSON at temperature 0', async () => {
    fake.onChat(() => ({ content: verdict({ evaporation: true, heat: false }, 1) }))
    const result = await mark({ value: 'The water evaporated.' })

    expect(result).toEqual({
      marksGiven: 1,
      maxScore: 2,
      isFullMarks: false,
      findings: [
        { type: 'criterion_met', criterion: 'The water evaporated' },
        { type: 'criterion_missed', criterion: 'Heat from the Sun made it evaporate faster' },
      ],
      markedBy: 'model',
    })
    const [request] = fake.chatRequests
    expect(request).toMatchObject({ model: 'marker-1', temperature: 0, stream: false })
    expect(request.response_format).toEqual({ type: 'json_object' })
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user'])
  })

  it('never gives more than the question is worth, whatever the scheme adds up to or the model claims', async () => {
    fake.onChat(() => ({ content: verdict({ evaporation: true, heat: true }, 10) }))
    const result = await mark({ value: 'It evaporated in the heat of the Sun.' }, {}, generousScheme)
    expect(result).toMatchObject({ marksGiven: 3, maxScore: 3, isFullMarks: true, markedBy: 'model' })
  })

  it("ignores the model's total, unknown criteria and contradictions, and asks a teacher when they disagree", async () => {
    fake.onChat(() => ({
      content: JSON.stringify({
        criteria: [
          { id: 'evaporation', met: true, reason: 'says evaporated' },
          { id: 'heat', met: false, reason: 'no heat' },
          { id: 'heat', met: true, reason: 'changed my mind' },
          { id: 'bonus', met: true, reason: 'a criterion the scheme does not have' },
        ],
        marks_given: 2,
        summary: 'Full marks.',
      }),
    }))
    const result = await mark({ value: 'The water evaporated.' })
    expect(result).toMatchObject({ marksGiven: 1, isFullMarks: false, needsReview: true, markedBy: 'model' })
  })

  it('rounds down to the half mark, as the offline engine does', async () => {
    const halves = {
      ...puddle,
      key: {
        kind: 'open' as const,
        criteria: [{ id: 'evaporation', description: 'Evaporation', marks: 0.9, concepts: [] }],
      },
    }
    fake.onChat(() => ({ content: verdict({ evaporation: true }) }))
    expect((await mark({ value: 'evaporation' }, {}, halves)).marksGiven).toBe(0.5)
  })

  it('uses the stored marking and scoring prompts and the chosen model, keeping the scheme and reply format', async () => {
    fake.onChat(() => ({ content: verdict({ evaporation: true, heat: true }) }))
    await mark(
      { value: 'It evaporated in the heat.' },
      {
        prompts: { marking: 'You mark P5 Science strictly.', scoring: 'Accept "dried up" for evaporation.' },
        model: 'big',
      },
    )
    const [request] = fake.chatRequests
    expect(request.model).toBe('big')
    expect(system(request)).toMatch(/^You mark P5 Science strictly\./)
    expect(system(request)).not.toContain('careful, fair and kind marker')
    expect(system(request)).toContain('## Scoring guidance\nAccept "dried up" for evaporation.')
    expect(system(request)).toContain('- id "heat", 1 mark: Heat from the Sun made it evaporate faster')
    expect(system(request)).toContain('Reply with only a JSON object')
  })
})

describe('when the model fails, the offline engine marks and a teacher is asked to look', () => {
  const answer = { value: 'The water evaporated because of the heat of the sun.' }
  const offline = { ...markOffline(puddle, answer), markedBy: 'offline', fellBack: true, needsReview: true }

  it.each([
    ['text that is not JSON', 'You did well! 2/2'],
    ['JSON of the wrong shape', JSON.stringify({ marks: 2 })],
    ['JSON that skips a criterion', verdict({ evaporation: true })],
    ['an empty reply', ''],
  ])('on %s', async (_, content) => {
    fake.onChat(() => ({ content }))
    expect(await mark(answer)).toEqual(offline)
  })

  it('on a reply cut off at the length limit', async () => {
    fake.onChat(() => ({ content: '{"criteria": [', finishReason: 'length' }))
    expect(await mark(answer)).toEqual(offline)
  })

  it('on HTTP 500, after one retry', async () => {
    fake.onChat(() => ({ status: 500 }))
    expect(await mark(answer)).toEqual(offline)
    expect(fake.chatRequests).toHaveLength(2)
  })

  it('on a timeout, hanging up on the model', async () => {
    fake.onChat(() => ({ hang: true }))
    const started = Date.now()
    expect(await mark(answer, { timeoutMs: 150 })).toEqual(offline)
    expect(Date.now() - started).toBeLessThan(2000)
    await vi.waitFor(() => expect(fake.chatRequests[0].disconnected).toBe(true))
  })

  it('when the caller cancels', async () => {
    fake.onChat(() => ({ hang: true }))
    const controller = new AbortController()
    const marking = mark(answer, { signal: controller.signal })
    await vi.waitFor(() => expect(fake.chatRequests).toHaveLength(1))
    controller.abort()
    expect(await marking).toEqual(offline)
  })

  it('and the log says why without the answer', async () => {
    log.warn.mockClear()
    fake.onChat(() => ({ status: 503 }))
    await mark({ value: 'my secret answer about evaporation' })
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ questionId: puddle.id, reason: 'HTTP 503' }),
      expect.any(String),
    )
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('secret')
  })
})

describe("the offline checks cap the model's marks (issue 13): gaming earns nothing whoever marks", () => {
  const allMet = () => ({ content: verdict({ evaporation: true, heat: true }, 2) })

  it.each([
    ['a bare list of the scheme’s words', 'evaporate heat sun water puddle'],
    ['the question copied back', 'A puddle on the playground dried up by the afternoon. Explain why.'],
  ])('%s gets no marks and is never sent to the model', async (_, value) => {
    fake.onChat(allMet)
    const result = await mark({ value })
    expect(result).toMatchObject({ marksGiven: 0, isFullMarks: false, markedBy: 'offline' })
    expect(fake.chatRequests).toHaveLength(0)
  })

  it('a criterion whose idea the answer contradicts earns nothing, nor what that wrong science concludes', async () => {
    fake.onChat(() => ({ content: verdict({ insulator: true, safe: true }, 2) }))
    const result = await mark({ value: 'Plastic is a good conductor, so we will not get burnt.' }, {}, handle)
    expect(result).toMatchObject({ marksGiven: 0, needsReview: true, markedBy: 'model' })
    expect(fake.chatRequests).toHaveLength(1)
  })

  it('a right answer keeps every mark the model gives, and an answer restating the question adds what it says', async () => {
    fake.onChat(() => ({ content: verdict({ insulator: true, safe: true }, 2) }))
    expect(
      await mark({ value: 'Plastic is a poor conductor of heat, so we will not get burnt.' }, {}, handle),
    ).toMatchObject({ marksGiven: 2, isFullMarks: true, markedBy: 'model' })
    fake.onChat(allMet)
    const restated = await mark({
      value:
        'A puddle on the playground dried up by the afternoon because the Sun heated the water and it evaporated.',
    })
    expect(restated).toMatchObject({ marksGiven: 2, markedBy: 'model' })
    expect(restated).not.toHaveProperty('needsReview')
  })

  it('caps each part of a multi-part question on its own', async () => {
    fake.onChat(allMet)
    const result = await provider.mark(twoParts, {
      parts: { 201: { value: '15' }, 101: { value: 'evaporation heat sun' } },
    })
    expect(result).toMatchObject({ marksGiven: 1, maxScore: 3 })
    expect(fake.chatRequests).toHaveLength(0)
  })
})
