import { concatMap } from 'rxjs'
import { fromEventObservable } from 'xstate'
import { parseStreamEvent, quizSubmitEvents } from '../contracts/events'
import type { CheckEvent, GradingEvent } from './quizSession.context'
import type { CheckAnswerInput, GradeStreamInput } from './quizSession.machine'
import { resumableEvents } from './streams/resume'
import { type ServerSentEvent, type StreamOptions, streamFromResponse } from './streams/sse'

// Kept here for the marking stream's own tests, which read it with `for await`; new code imports
// machines/streams/sse.ts.
export { readServerSentEvents, type ServerSentEvent } from './streams/sse'

export type Warn = (message: string, detail?: unknown) => void

export const MALFORMED_ERROR_MESSAGE =
  'Marking ran into a problem. Your answers are saved, so you can try again.'
export const CONNECTION_LOST_MESSAGE =
  'We lost the connection while marking. Your answers are saved, so you can try again.'

/** `GET /quiz/:id/events` with the bearer token, and `Last-Event-ID` when it is not empty. */
export type ReopenGradeStream = (
  input: GradeStreamInput,
  lastEventId: string,
  signal: AbortSignal,
) => Promise<Response>

/** The marking stream's own last events: after them the server sends nothing more. */
const isFinal = ({ event }: ServerSentEvent) => event === 'grading_completed' || event === 'error'

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

/**
 * The `gradeStream` actor the app provides: `open` sends `POST /quiz/:id/submit` (multipart, with the bearer
 * token) and resolves to the response. With `reopen`, a stream that breaks after the submit was accepted is
 * followed from the last mark received (machines/streams/resume.ts), each try announced by
 * `grading.reconnecting`. Stopping the actor unsubscribes, which aborts the request and any wait.
 */
export function createGradeStream(
  open: (input: GradeStreamInput, signal: AbortSignal) => Promise<Response>,
  warn: Warn = console.warn,
  reopen?: ReopenGradeStream,
) {
  const options: StreamOptions = {
    refused: (status) => `Submitting failed (${status}).`,
    // Calls §8: a reply with no body is only logged; the machine then offers a retry.
    onNoBody: () => warn('The marking stream has no body'),
  }
  return fromEventObservable<GradingEvent, GradeStreamInput>(({ input }) => {
    const submit = (signal: AbortSignal) => open(input, signal)
    const received = reopen
      ? resumableEvents(submit, (lastEventId, signal) => reopen(input, lastEventId, signal), {
          ...options,
          isFinal,
          lost: CONNECTION_LOST_MESSAGE,
        })
      : streamFromResponse(submit, options)
    return received.pipe(
      concatMap((item): GradingEvent[] =>
        'type' in item ? [{ type: 'grading.reconnecting' }] : gradingEventsFrom(item, warn),
      ),
    )
  })
}

/** A grading event as the check of one answer names it (the marking stream and the check share their SSE events). */
function asCheckEvent(event: GradingEvent): CheckEvent[] {
  switch (event.type) {
    case 'grading.evaluation':
      return [{ type: 'check.evaluation', evaluation: event.evaluation }]
    case 'grading.explanation':
      return [{ ...event, type: 'check.explanation' }]
    case 'grading.completed':
      return [{ type: 'check.completed', summary: event.summary }]
    case 'grading.error':
      return [{ type: 'check.error', message: event.message }]
    default:
      return []
  }
}

/**
 * The `checkAnswer` actor the app provides: `open` sends `POST /quiz/:id/questions/:position/check` and resolves
 * to the response, whose SSE events are those of a hand-in. A check that breaks is not followed: the answer is
 * kept on screen and the child presses Check again.
 */
export function createCheckStream(
  open: (input: CheckAnswerInput, signal: AbortSignal) => Promise<Response>,
  warn: Warn = console.warn,
) {
  const options: StreamOptions = {
    refused: (status) => `Checking failed (${status}).`,
    onNoBody: () => warn('The check stream has no body'),
  }
  return fromEventObservable<CheckEvent, CheckAnswerInput>(({ input }) =>
    streamFromResponse((signal) => open(input, signal), options).pipe(
      concatMap((item) => gradingEventsFrom(item, warn).flatMap(asCheckEvent)),
    ),
  )
}
