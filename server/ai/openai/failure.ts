import { APIError } from 'openai'
import { ModelHttpError } from './completion-stream'

/** Why a model call failed, for the log: never the prompt or the answer, only the kind of failure. */
export function failureReason(error: unknown, signal: AbortSignal, timeoutMs: number) {
  if (signal.aborted) {
    return (signal.reason as Error | undefined)?.name === 'TimeoutError'
      ? `timed out after ${timeoutMs} ms`
      : 'cancelled'
  }
  if ((error instanceof APIError || error instanceof ModelHttpError) && error.status)
    return `HTTP ${error.status}`
  const message = error instanceof Error ? error.message : String(error)
  return message.slice(0, 200)
}
