import type OpenAI from 'openai'
import type { AiLogger } from '../provider'
import { streamCompletion } from './completion-stream'
import { failureReason } from './failure'

type Messages = OpenAI.Chat.Completions.ChatCompletionMessageParam[]

export type DeltaStreamOptions = {
  /** Where and as whom to ask: its base URL and key (the stream itself is read by `streamCompletion`). */
  client: Pick<OpenAI, 'baseURL' | 'apiKey'>
  model: string
  /** Bounds the wait for the first delta and every gap between deltas, not the whole reply. */
  timeoutMs: number
  log?: AiLogger
  messages: Messages
  temperature: number
  maxChars: number
  maxTokens?: number
  signal?: AbortSignal
  /** Ids and kinds for the log line; never text. */
  logContext: object
  /** What a failure before the first delta gives instead (the offline engine). */
  fallback: () => AsyncIterable<string>
  /** Told once the fallback takes over. */
  onFallback?: () => void
  /** Extra request fields (OpenAI's safety_identifier). */
  extra?: Record<string, unknown>
}

/**
 * A streamed chat completion, delta by delta (each delta is what one network read carried), for explanations
 * and the coach. Before the first delta, any
 * failure falls back to `fallback`; after it, the failure is thrown and the caller keeps the partial text. The
 * request is aborted when the caller aborts, stops reading, or the stream ends in any way.
 */
export async function* streamChatDeltas(options: DeltaStreamOptions): AsyncGenerator<string> {
  const { client, model, timeoutMs, log, signal } = options
  const request = new AbortController()
  const cancel = () => request.abort(signal?.reason)
  signal?.addEventListener('abort', cancel, { once: true })
  let timer: NodeJS.Timeout | undefined
  const restartTimer = () => {
    clearTimeout(timer)
    timer = setTimeout(() => request.abort(new DOMException('model stalled', 'TimeoutError')), timeoutMs)
  }
  let sent = 0
  let finished = false
  try {
    if (signal?.aborted) return
    restartTimer()
    const reads = streamCompletion({
      baseUrl: client.baseURL,
      apiKey: client.apiKey ?? undefined,
      body: {
        model,
        temperature: options.temperature,
        messages: options.messages,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        ...options.extra,
      },
      signal: request.signal,
    })
    for await (const read of reads) {
      // The clock runs only while waiting on the model, not while the caller is busy with a delta.
      clearTimeout(timer)
      if (read.finished) finished = true
      if (read.text) {
        const text = read.text.slice(0, options.maxChars - sent)
        sent += text.length
        yield text
        if (sent >= options.maxChars) return
      }
      restartTimer()
    }
    // A stream cut by the server ends quietly; only a finish reason means the model was done.
    if (!finished) throw new Error('the stream ended before the model finished')
    if (sent === 0) throw new Error('the model sent an empty reply')
  } catch (error) {
    if (signal?.aborted) return
    const reason = failureReason(error, request.signal, timeoutMs)
    if (sent > 0) {
      log?.warn({ ...options.logContext, model, reason }, 'model stream stopped part way')
      throw new Error(`The reply stopped part way: ${reason}`, { cause: error })
    }
    clearTimeout(timer)
    request.abort()
    log?.warn(
      { ...options.logContext, model, reason },
      'model failed before its first word: answered offline',
    )
    options.onFallback?.()
    yield* options.fallback()
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
    request.abort()
  }
}
