import type OpenAI from 'openai'
import { streamExplanationOffline } from '../offline'
import type { AiLogger, MarkOptions } from '../provider'
import type { MarkableQuestion, MarkResult, StudentAnswer } from '../types'
import { explanationMessages } from './prompts'
import { streamChatDeltas } from './stream-deltas'

type Settings = { client: OpenAI; model: string; timeoutMs: number; log?: AiLogger }

/** A runaway model is cut off here; a good explanation for a child is far shorter. */
export const MAX_EXPLANATION_CHARS = 4000

/**
 * Streams the model's explanation delta by delta (`streamChatDeltas`): before the first delta, any failure
 * falls back to the offline explanation; after it, the failure is thrown and the caller keeps the partial text.
 */
export function streamModelExplanation(
  question: MarkableQuestion,
  answer: StudentAnswer,
  result: MarkResult,
  { client, model, timeoutMs, log }: Settings,
  options: MarkOptions,
): AsyncGenerator<string> {
  return streamChatDeltas({
    client,
    model,
    timeoutMs,
    log,
    temperature: 0.3,
    maxChars: MAX_EXPLANATION_CHARS,
    messages: explanationMessages(question, answer, result, options.prompts),
    signal: options.signal,
    logContext: { questionId: question.id },
    fallback: () => streamExplanationOffline(question, answer, result, options.signal),
  })
}
