import type OpenAI from 'openai'
import { streamExplanationOffline } from '../offline'
import type { AiLogger, MarkOptions } from '../provider'
import type { MarkableQuestion, MarkResult, StudentAnswer } from '../types'
import { failureReason } from './failure'
import { explanationMessages } from './prompts'

type Settings = { client: OpenAI; model: string; timeoutMs: number; log?: AiLogger }

/** A runaway model is cut off here; a good explanation for a child is far shorter. */
export const MAX_EXPLANATION_CHARS = 4000

/**
 * Streams the model's explanation delta by delta. `timeoutMs` bounds the wait for the first delta and every
 * gap between deltas, not the whole explanation. Before the first delta, any failure falls back to the
 * offline explanation; after it, the failure is thrown and the caller keeps the partial text. The request is
 * aborted when the caller aborts, stops reading, or the stream ends in any way.
 */
export async function* streamModelExplanation(
  question: MarkableQuestion,
  answer: StudentAnswer,
  result: MarkResult,
  { client, model, timeoutMs, log }: Settings,
  options: MarkOptions,
): AsyncGenerator<string> {
  const request = new AbortController()
  const cancel = () => request.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', cancel, { once: true })
  let timer: NodeJS.Timeout | undefined
  const restartTimer = () => {
    clearTimeout(timer)
    timer = setTimeout(() => request.abort(new DOMException('model stalled', 'TimeoutError')), timeoutMs)
  }
  let sent = 0
  let finished = false
  try {
    if (options.signal?.aborted) return
    restartTimer()
    const stream = await client.chat.completions.create(
      {
        model,
        temperature: 0.3,
        stream: true,
        messages: explanationMessages(question, answer, result, options.prompts),
      },
      { signal: request.signal },
    )
    for await (const chunk of stream) {
      // The clock runs only while waiting on the model, not while the caller is busy with a delta.
      clearTimeout(timer)
      const choice = chunk.choices[0]
      if (choice?.finish_reason) finished = true
      const delta = choice?.delta?.content
      if (delta) {
        const text = delta.slice(0, MAX_EXPLANATION_CHARS - sent)
        sent += text.length
        yield text
        if (sent >= MAX_EXPLANATION_CHARS) return
      }
      restartTimer()
    }
    // The SDK ends a stream quietly when it is aborted (our stall timer) or cut; only a finish reason is done.
    if (!finished) throw new Error('the stream ended before the model finished')
    if (sent === 0) throw new Error('the model sent an empty explanation')
  } catch (error) {
    if (options.signal?.aborted) return
    const reason = failureReason(error, request.signal, timeoutMs)
    if (sent > 0) {
      log?.warn({ questionId: question.id, model, reason }, 'model explanation stopped part way')
      throw new Error(`The explanation stopped part way: ${reason}`, { cause: error })
    }
    clearTimeout(timer)
    request.abort()
    log?.warn(
      { questionId: question.id, model, reason },
      'model explanation failed before its first word: explained offline',
    )
    yield* streamExplanationOffline(question, answer, result, options.signal)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', cancel)
    request.abort()
  }
}
