import OpenAI from 'openai'
import type { CoachProvider, CoachReply, CoachTurn } from '../coach-types'
import { offlineReply } from '../offline/coach/provider'
import type { AiConfig, AiLogger } from '../provider'
import { coachMessages } from './coach-prompts'
import { failureReason } from './failure'
import { streamChatDeltas } from './stream-deltas'

/** A runaway model is cut off here; a good reply to a child is far shorter. */
export const MAX_REPLY_CHARS = 3000
const MODERATION_TIMEOUT_MS = 2000

/** The coach on any OpenAI-compatible server: chat completions, and moderation, embeddings, speech when set. */
export function createOpenAiCoach(config: AiConfig, log?: AiLogger): CoachProvider {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'not-needed', maxRetries: 1 })

  function reply(turn: CoachTurn, signal: AbortSignal): CoachReply {
    let by: 'offline' | 'model' = 'model'
    const deltas = streamChatDeltas({
      client,
      model: config.model,
      timeoutMs: config.timeoutMs,
      log,
      temperature: 0.4,
      maxChars: MAX_REPLY_CHARS,
      maxTokens: config.coachMaxTokens,
      messages: coachMessages(turn),
      signal,
      logContext: { coach: turn.kind },
      fallback: () => offlineReply(turn, signal),
      onFallback: () => {
        by = 'offline'
      },
    })
    return Object.assign(deltas, { answeredBy: () => by })
  }

  /** A bounded call: an abort from the caller or the deadline ends it; a failure is logged without text. */
  async function bounded<T>(
    what: string,
    signal: AbortSignal | undefined,
    call: (s: AbortSignal) => Promise<T>,
  ) {
    const request = new AbortController()
    const timer = setTimeout(
      () => request.abort(new DOMException('slow', 'TimeoutError')),
      MODERATION_TIMEOUT_MS,
    )
    const cancel = () => request.abort(signal?.reason)
    signal?.addEventListener('abort', cancel, { once: true })
    try {
      return await call(request.signal)
    } catch (error) {
      if (!signal?.aborted)
        log?.warn(
          { what, reason: failureReason(error, request.signal, MODERATION_TIMEOUT_MS) },
          'coach call failed',
        )
      return null
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
    }
  }

  return {
    name: 'openai',
    reply,
    async moderate(text, signal) {
      const model = config.moderationModel
      if (!model) return null
      return bounded('moderation', signal, async (s) => {
        const result = await client.moderations.create({ model, input: text }, { signal: s })
        const first = result.results[0]
        if (!first) return null
        const categories = Object.entries(first.categories ?? {})
          .filter(([, on]) => on)
          .map(([name]) => name)
        return { flagged: first.flagged, categories }
      })
    },
    async embed(texts, signal) {
      const model = config.embeddingModel
      if (!model || !texts.length) return null
      return bounded('embeddings', signal, async (s) => {
        const result = await client.embeddings.create({ model, input: texts }, { signal: s })
        return result.data.sort((a, b) => a.index - b.index).map((d) => d.embedding)
      })
    },
    async speak(text) {
      const model = config.ttsModel
      if (!model) return null
      return bounded('speech', undefined, async (s) => {
        const audio = await client.audio.speech.create(
          { model, voice: (config.ttsVoice ?? 'alloy') as 'alloy', input: text, response_format: 'mp3' },
          { signal: s },
        )
        return { data: Buffer.from(await audio.arrayBuffer()), contentType: 'audio/mpeg' }
      })
    },
    async title(firstExchange, signal) {
      return bounded('title', signal, async (s) => {
        const result = await client.chat.completions.create(
          {
            model: config.model,
            temperature: 0,
            max_tokens: 20,
            messages: [
              {
                role: 'system',
                content: 'Give a title of at most 6 words for this conversation. Reply with the title only.',
              },
              { role: 'user', content: firstExchange.slice(0, 2000) },
            ],
          },
          { signal: s },
        )
        const title = result.choices[0]?.message?.content?.replace(/["\n]/g, ' ').trim()
        return title ? title.split(/\s+/).slice(0, 6).join(' ') : null
      })
    },
  }
}
