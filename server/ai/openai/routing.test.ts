import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer } from '../../../tests/fake-openai-server'
import { markOffline } from '../offline'
import { createOpenAiProvider } from './provider'
import { fraction, puddle, twoParts } from './test-questions'

const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const provider = createOpenAiProvider({
  baseUrl: fake.baseUrl,
  apiKey: fake.apiKey,
  model: 'marker-1',
  transcriptionModel: 'whisper-1',
  timeoutMs: 5000,
})
const bothMet = JSON.stringify({
  criteria: [
    { id: 'evaporation', met: true },
    { id: 'heat', met: true },
  ],
})

describe('what the model is asked to mark', () => {
  it('nothing, for a blank open answer', async () => {
    const result = await provider.mark(puddle, { value: '  ' })
    expect(result).toEqual({ ...markOffline(puddle, { value: '  ' }), markedBy: 'offline' })
    expect(fake.chatRequests).toHaveLength(0)
  })

  it('only the open part of a multi-part question, with only that part of the answer', async () => {
    fake.onChat(() => ({ content: bothMet }))
    const answer = {
      parts: {
        [fraction.id]: { value: '15' },
        [puddle.id]: { value: 'The sun heated it and it evaporated.' },
      },
    }
    const result = await provider.mark(twoParts, answer)

    expect(result).toMatchObject({ marksGiven: 3, maxScore: 3, isFullMarks: true, markedBy: 'model' })
    expect(result.parts).toEqual([
      markOffline(fraction, { value: '15' }),
      expect.objectContaining({ marksGiven: 2, maxScore: 2 }),
    ])
    expect(fake.chatRequests).toHaveLength(1)
    const [system, user] = fake.chatRequests[0].messages.map((m) => m.content)
    expect(system).toContain(`## Question\n${twoParts.text}\n\nThis part: ${puddle.text}`)
    expect(system).not.toContain(fraction.text)
    expect(user).toContain('The sun heated it')
    expect(user).not.toContain('15')
  })

  it('a multi-part question whose open part fell back is flagged as a whole', async () => {
    fake.onChat(() => ({ content: 'not json' }))
    const answer = { parts: { [fraction.id]: { value: '15' }, [puddle.id]: { value: 'It evaporated.' } } }
    expect(await provider.mark(twoParts, answer)).toMatchObject({
      marksGiven: 2,
      markedBy: 'offline',
      fellBack: true,
      needsReview: true,
    })
  })

  it('nothing, for a multi-part question without open parts', async () => {
    const allObjective = { ...twoParts, maxScore: 2, parts: [fraction, { ...fraction, id: 202 }] }
    const answer = { parts: { [fraction.id]: { value: '15' }, 202: { value: '14' } } }
    expect(await provider.mark(allObjective, answer)).toEqual({
      ...markOffline(allObjective, answer),
      markedBy: 'offline',
    })
    expect(fake.chatRequests).toHaveLength(0)
  })
})
