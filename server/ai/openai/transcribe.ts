import { type OpenAI, toFile } from 'openai'
import type { AiLogger, AudioFile } from '../provider'
import { failureReason } from './failure'

type Settings = { client: OpenAI; model: string; timeoutMs: number; log?: AiLogger }

/**
 * The recording's words, through the server's `/audio/transcriptions`. Many local servers (Ollama,
 * llama.cpp) have no speech-to-text, and any server can fail: then null, as offline, and a teacher listens to
 * the kept recording. No prompt is sent: hinting the expected text would bend the transcript towards it and
 * inflate the oral score. Only a cancelled request rejects.
 */
export async function transcribeAudio(
  audio: AudioFile,
  { client, model, timeoutMs, log }: Settings,
  options: { signal?: AbortSignal; language?: string } = {},
): Promise<string | null> {
  const deadline = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
  try {
    const transcription = await client.audio.transcriptions.create(
      {
        file: await toFile(audio.data, audio.fileName, { type: audio.mimeType }),
        model,
        ...(options.language && { language: options.language }),
      },
      { signal },
    )
    return transcription.text.trim()
  } catch (error) {
    if (options.signal?.aborted) throw error
    log?.warn(
      { model, bytes: audio.data.length, reason: failureReason(error, signal, timeoutMs) },
      'transcription failed: the recording waits for a teacher',
    )
    return null
  }
}
