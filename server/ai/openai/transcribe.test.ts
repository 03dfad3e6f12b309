import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAiServer } from '../../../tests/fake-openai-server'
import { createOpenAiProvider } from './provider'

const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const provider = createOpenAiProvider({
  baseUrl: fake.baseUrl,
  apiKey: fake.apiKey,
  model: 'marker-1',
  transcriptionModel: 'whisper-test',
  timeoutMs: 5000,
})
const recording = {
  data: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 1, 2, 3]),
  fileName: '1763712000000.webm',
  mimeType: 'audio/webm',
}

describe('transcription', () => {
  it("sends the recording to /audio/transcriptions and returns the server's text", async () => {
    fake.onTranscription(() => ({ text: ' The cat sat on the mat. ' }))
    expect(await provider.transcribe(recording, { language: 'en' })).toBe('The cat sat on the mat.')
    expect(fake.transcriptionRequests).toEqual([
      {
        model: 'whisper-test',
        language: 'en',
        fileName: '1763712000000.webm',
        mimeType: 'audio/webm',
        data: recording.data,
      },
    ])
  })

  it('gives null, so a teacher listens, when the server has no speech-to-text or it fails', async () => {
    fake.onTranscription(() => ({ status: 404, message: 'Not found' }))
    expect(await provider.transcribe(recording)).toBeNull()
    fake.onTranscription(() => ({ status: 500 }))
    expect(await provider.transcribe(recording)).toBeNull()
  })

  it('rejects when the caller cancels', async () => {
    fake.onTranscription(() => new Promise(() => {}))
    const controller = new AbortController()
    const transcribing = provider.transcribe(recording, { signal: controller.signal })
    await vi.waitFor(() => expect(fake.transcriptionRequests).toHaveLength(1))
    controller.abort()
    await expect(transcribing).rejects.toThrow()
  })
})
