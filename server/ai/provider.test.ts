import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../tests/fake-openai-server'
import { createMarkingProvider, offlineProvider } from '.'
import { markOffline, streamExplanationOffline } from './offline'
import { fraction, puddle } from './openai/test-questions'
import { loadAiConfig } from './provider'

describe('AI configuration', () => {
  it('defaults to the offline engine settings with nothing set', () => {
    expect(loadAiConfig({})).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: 'gpt-4o-mini',
      transcriptionModel: 'whisper-1',
      timeoutMs: 20_000,
      moderationModel: undefined,
      embeddingModel: undefined,
      ttsModel: undefined,
      ttsVoice: 'alloy',
      vision: false,
      coachMaxTokens: 500,
    })
  })

  it('reads the endpoint, key, models and timeout', () => {
    expect(
      loadAiConfig({
        OPENAI_BASE_URL: 'http://localhost:11434/v1/',
        OPENAI_API_KEY: 'sk-1',
        AI_MODEL: 'llama3.2',
        AI_TRANSCRIPTION_MODEL: 'whisper-large-v3',
        AI_TIMEOUT_MS: '45000',
        AI_MODERATION_MODEL: 'omni-moderation-latest',
        AI_EMBEDDING_MODEL: 'text-embedding-3-small',
        AI_TTS_MODEL: 'gpt-4o-mini-tts',
        AI_TTS_VOICE: 'nova',
        AI_VISION: 'true',
        AI_COACH_MAX_TOKENS: '300',
      }),
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-1',
      model: 'llama3.2',
      transcriptionModel: 'whisper-large-v3',
      timeoutMs: 45_000,
      moderationModel: 'omni-moderation-latest',
      embeddingModel: 'text-embedding-3-small',
      ttsModel: 'gpt-4o-mini-tts',
      ttsVoice: 'nova',
      vision: true,
      coachMaxTokens: 300,
    })
  })

  it('ignores blank values and a timeout that is not a positive number', () => {
    const config = loadAiConfig({ OPENAI_BASE_URL: ' ', OPENAI_API_KEY: '', AI_TIMEOUT_MS: 'soon' })
    expect(config).toMatchObject({ baseUrl: undefined, apiKey: undefined, timeoutMs: 20_000 })
  })
})

describe('choosing the provider', () => {
  it('is offline with no endpoint or key', () => {
    expect(createMarkingProvider(loadAiConfig({}))).toBe(offlineProvider)
  })

  it('is OpenAI-compatible with an endpoint or a key', () => {
    expect(createMarkingProvider(loadAiConfig({ OPENAI_BASE_URL: 'http://localhost:8000/v1' })).name).toBe(
      'openai',
    )
    expect(createMarkingProvider(loadAiConfig({ OPENAI_API_KEY: 'sk-1' })).name).toBe('openai')
  })
})

describe('the offline provider', () => {
  it('marks and explains with the offline engine and has no speech-to-text', async () => {
    const answer = { value: 'It evaporated in the heat of the sun.' }
    expect(await offlineProvider.mark(puddle, answer)).toEqual({
      ...markOffline(puddle, answer),
      markedBy: 'offline',
    })
    const result = markOffline(puddle, answer)
    const explained: string[] = []
    for await (const delta of offlineProvider.explain(puddle, answer, result)) explained.push(delta)
    const expected: string[] = []
    for await (const delta of streamExplanationOffline(puddle, answer, result)) expected.push(delta)
    expect(explained.join('')).toBe(expected.join(''))
    expect(
      await offlineProvider.transcribe({
        data: Buffer.from('x'),
        fileName: 'a.webm',
        mimeType: 'audio/webm',
      }),
    ).toBeNull()
  })
})

describe('a local model server without a key (Ollama, vLLM, llama.cpp)', () => {
  let fake: FakeOpenAiServer
  beforeAll(async () => {
    fake = await startFakeOpenAiServer('not-needed')
  })
  afterAll(() => fake.close())

  it('is called with a placeholder key, and only for open answers', async () => {
    const provider = createMarkingProvider(
      loadAiConfig({ OPENAI_BASE_URL: fake.baseUrl, AI_MODEL: 'llama3.2' }),
    )
    fake.onChat(() => ({
      content: '{"criteria":[{"id":"evaporation","met":true},{"id":"heat","met":false}]}',
    }))

    expect(await provider.mark(fraction, { value: '15' })).toMatchObject({
      marksGiven: 1,
      markedBy: 'offline',
    })
    expect(fake.chatRequests).toHaveLength(0)
    expect(await provider.mark(puddle, { value: 'It evaporated.' })).toMatchObject({
      marksGiven: 1,
      markedBy: 'model',
    })
    expect(fake.chatRequests).toHaveLength(1)
    expect(fake.chatRequests[0].model).toBe('llama3.2')
  })
})
