import { fromEventObservable } from 'xstate'
import { parseStreamEvent, quizSubmitEvents } from '../contracts/events'
import type { GradingEvent } from './quizSession.context'
import type { GradeStreamInput } from './quizSession.machine'

export type Warn = (message: string, detail?: unknown) => void
export type ServerSentEvent = { event: string; data: string }

export const MALFORMED_ERROR_MESSAGE =
  'Marking ran into a problem. Your answers are saved, so you can try again.'

/** One received SSE event as machine events: an `evaluations` array becomes one event per evaluation. */
export function gradingEventsFrom({ event, data }: ServerSentEvent, warn: Warn): GradingEvent[] {
  const parsed = parseStreamEvent(quizSubmitEvents, event, data)
  if (!parsed) {
    // Calls §8: an evaluations event that fails to parse is only logged. An unreadable error event still ends
    // the attempt, or the student would wait for ever.
    if (event === 'error') return [{ type: 'grading.error', message: MALFORMED_ERROR_MESSAGE }]
    if (Object.hasOwn(quizSubmitEvents, event))
      warn(`Could not read the ${event} event of the marking stream`, data)
    return []
  }
  switch (parsed.event) {
    case 'evaluations':
      return parsed.data.map((evaluation) => ({ type: 'grading.evaluation', evaluation }))
    case 'explanation': {
      const { evaluation_id, question_id, delta } = parsed.data
      return [{ type: 'grading.explanation', evaluationId: evaluation_id, questionId: question_id, delta }]
    }
    case 'grading_completed':
      return [{ type: 'grading.completed', summary: parsed.data }]
    case 'error':
      return [{ type: 'grading.error', message: parsed.data.message }]
    default:
      return []
  }
}

/** text/event-stream bytes as named events (the WHATWG parsing rules for `event:` and `data:` lines). */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder()
  const reader = body.getReader()
  let buffer = ''
  let event = ''
  let data: string[] = []
  try {
    while (true) {
      const { done, value } = await reader.read()
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = buffer.split(/\r\n|\r|\n/)
      buffer = done ? '' : (lines.pop() ?? '')
      for (const line of lines) {
        if (line === '') {
          if (data.length) yield { event: event || 'message', data: data.join('\n') }
          event = ''
          data = []
          continue
        }
        const colon = line.indexOf(':')
        if (colon === 0) continue
        const field = colon === -1 ? line : line.slice(0, colon)
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
      if (done) return
    }
  } finally {
    reader.releaseLock()
  }
}

async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : `Submitting failed (${response.status}).`
}

/**
 * The `gradeStream` actor the app provides: `open` sends `POST /quiz/:id/submit` (multipart, with the bearer
 * token) and resolves to the response. Stopping the actor aborts the request.
 */
export function createGradeStream(
  open: (input: GradeStreamInput, signal: AbortSignal) => Promise<Response>,
  warn: Warn = console.warn,
) {
  return fromEventObservable<GradingEvent, GradeStreamInput>(({ input }) => ({
    subscribe: (observer) => {
      const sink = typeof observer === 'function' ? { next: observer } : observer
      const controller = new AbortController()
      const live = () => !controller.signal.aborted
      const run = async () => {
        const response = await open(input, controller.signal)
        if (!response.ok) throw new Error(await failureMessage(response))
        // Calls §8: a reply with no body is only logged; the machine then offers a retry.
        if (!response.body) warn('The marking stream has no body')
        else {
          for await (const received of readServerSentEvents(response.body)) {
            for (const event of gradingEventsFrom(received, warn)) if (live()) sink.next?.(event)
          }
        }
        if (live()) sink.complete?.()
      }
      run().catch((reason: unknown) => {
        if (live()) sink.error?.(reason)
      })
      return { unsubscribe: () => controller.abort() }
    },
  }))
}
