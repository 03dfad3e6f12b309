import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAiServer } from '../../../tests/fake-openai-server'
import { markOffline, streamExplanationOffline } from '../offline'
import type { MarkOptions } from '../provider'
import { createOpenAiProvider } from './provider'
import { fraction } from './test-questions'

const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const provider = createOpenAiProvider({
  baseUrl: fake.baseUrl,
  apiKey: fake.apiKey,
  model: 'tutor-1',
  transcriptionModel: 'whisper-1',
  timeoutMs: 5000,
})
const answer = { value: '14', methodAnswer: '20 - 6 = 14' }
const result = markOffline(fraction, answer)
const explain = (options?: MarkOptions) => provider.explain(fraction, answer, result, options)

async function collect(stream: AsyncIterable<string>) {
  const deltas: string[] = []
  for await (const delta of stream) deltas.push(delta)
  return deltas
}
const offlineText = async () => (await collect(streamExplanationOffline(fraction, answer, result))).join('')

describe('the explanation', () => {
  it('streams the model’s deltas in order, from a prompt with the solution, the marking and the answer', async () => {
    const chunks = ['Good ', 'try! ', 'First find ', 'one quarter: ', '20 ÷ 4 = 5.']
    fake.onChat(() => ({ chunks, delayMs: 10 }))
    expect(await collect(explain())).toEqual(chunks)

    const [request] = fake.chatRequests
    expect(request).toMatchObject({ model: 'tutor-1', stream: true })
    const [system, user] = request.messages
    expect(system.role).toBe('system')
    expect(system.content).toContain('10-year-old')
    expect(system.content).toContain(fraction.solution)
    expect(system.content).toContain('Marks: 0 out of 1.')
    expect(system.content).not.toContain('20 - 6')
    expect(user.content).toContain('<student_answer>\n14\n</student_answer>')
    expect(user.content).toContain('<student_working>\n20 - 6 = 14\n</student_working>')
  })

  it('hands the deltas over as they arrive, not when the model has finished', async () => {
    fake.onChat(() => ({ chunks: ['One ', 'two '], after: 'hang' }))
    const stream = explain()[Symbol.asyncIterator]()
    // Deltas that arrive in one network read come as one piece.
    let text = ''
    while (text !== 'One two ') text += (await stream.next()).value
    await stream.return?.()
    await vi.waitFor(() => expect(fake.chatRequests[0].disconnected).toBe(true))
  })

  it('uses the stored explanation prompt', async () => {
    fake.onChat(() => ({ content: 'Let us see.' }))
    await collect(explain({ prompts: { explanation: 'Explain in Singlish-free simple English.' } }))
    expect(fake.chatRequests[0].messages[0].content).toMatch(/^Explain in Singlish-free simple English\./)
  })

  it('falls back to the offline explanation when the server fails before the first word', async () => {
    fake.onChat(() => ({ status: 500 }))
    expect((await collect(explain())).join('')).toBe(await offlineText())
  })

  it('falls back to the offline explanation when the model says nothing within the timeout', async () => {
    fake.onChat(() => ({ chunks: [], after: 'hang' }))
    expect((await collect(explain({ timeoutMs: 150 }))).join('')).toBe(await offlineText())
    await vi.waitFor(() => expect(fake.chatRequests[0].disconnected).toBe(true))
  })

  it('stops with an error after a partial explanation, keeping what was sent', async () => {
    fake.onChat(() => ({ chunks: ['Half ', 'an '], after: 'drop' }))
    const deltas: string[] = []
    await expect(async () => {
      for await (const delta of explain()) deltas.push(delta)
    }).rejects.toThrow(/stopped part way/)
    expect(deltas.join('')).toBe('Half an ')
  })

  it('stops with an error when the model stalls part way', async () => {
    fake.onChat(() => ({ chunks: ['Half '], after: 'hang' }))
    const deltas: string[] = []
    await expect(async () => {
      for await (const delta of explain({ timeoutMs: 150 })) deltas.push(delta)
    }).rejects.toThrow(/timed out after 150 ms/)
    expect(deltas).toEqual(['Half '])
  })

  it('ends, and hangs up on the model, when the caller aborts mid-stream', async () => {
    fake.onChat(() => ({ chunks: ['One ', 'two ', 'three '], delayMs: 5, after: 'hang' }))
    const controller = new AbortController()
    const deltas: string[] = []
    for await (const delta of explain({ signal: controller.signal })) {
      deltas.push(delta)
      if (deltas.join('') === 'One two three ') controller.abort()
    }
    expect(deltas.join('')).toBe('One two three ')
    await vi.waitFor(() => expect(fake.chatRequests[0].disconnected).toBe(true))
  })
})
