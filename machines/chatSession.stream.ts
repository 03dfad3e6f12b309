import { asyncScheduler, concatMap, Observable, type SchedulerLike, type Subscription } from 'rxjs'
import { fromEventObservable } from 'xstate'
import { chatStreamEvents, parseStreamEvent } from '../contracts/events'
import { type ChatStreamEvent, type ChatStreamInput, STREAM_ENDED_MESSAGE } from './chatSession.context'
import { type ServerSentEvent, streamFromResponse } from './streams/sse'

export type Warn = (message: string, detail?: unknown) => void
/** Plan §2.4: tokens are sent to the machine at most once per 50 ms (fewer renders, small recorded sessions). */
export const TOKEN_BATCH_MS = 50
export const MALFORMED_ERROR_MESSAGE = 'The coach ran into a problem. Try again.'

/** One received SSE event as a machine event, or none (heartbeats, unknown events). */
export function chatEventsFrom({ event, data }: ServerSentEvent, warn: Warn): ChatStreamEvent[] {
  const parsed = parseStreamEvent(chatStreamEvents, event, data)
  if (!parsed) {
    // An unreadable error event still ends the turn, or the child would wait for ever.
    if (event === 'error') return [{ type: 'chat.stream.error', message: MALFORMED_ERROR_MESSAGE }]
    if (Object.hasOwn(chatStreamEvents, event))
      warn(`Could not read the ${event} event of the chat stream`, data)
    return []
  }
  switch (parsed.event) {
    case 'message':
      return [{ type: 'chat.stream.message', message: parsed.data.message }]
    case 'token':
      return [{ type: 'chat.stream.tokens', messageId: parsed.data.message_id, text: parsed.data.delta }]
    case 'replace':
      return [{ type: 'chat.stream.replace', messageId: parsed.data.message_id, text: parsed.data.text }]
    case 'done': {
      const { thread_id, message_id, title, answered_by } = parsed.data
      return [
        {
          type: 'chat.stream.done',
          threadId: thread_id,
          messageId: message_id,
          title,
          answeredBy: answered_by,
        },
      ]
    }
    case 'error':
      return [{ type: 'chat.stream.error', message: parsed.data.message }]
    default:
      return []
  }
}

type Tokens = Extract<ChatStreamEvent, { type: 'chat.stream.tokens' }>

/**
 * Joins the tokens of each 50 ms into one `chat.stream.tokens` event. Any other event first flushes the tokens
 * before it, so the order the server sent is kept; a stream that ends without `done` or `error` ends with
 * the error the child can act on (plan §2.4).
 */
export function batchTokens(scheduler: SchedulerLike = asyncScheduler) {
  return (source: Observable<ChatStreamEvent>) =>
    new Observable<ChatStreamEvent>((subscriber) => {
      let pending: Tokens | null = null
      let timer: Subscription | null = null
      let ended = false
      const flush = () => {
        timer?.unsubscribe()
        timer = null
        if (pending) subscriber.next(pending)
        pending = null
      }
      const subscription = source.subscribe({
        next: (event) => {
          if (event.type !== 'chat.stream.tokens' || (pending && pending.messageId !== event.messageId))
            flush()
          if (event.type === 'chat.stream.tokens') {
            pending = pending ? { ...pending, text: pending.text + event.text } : event
            timer ??= scheduler.schedule(flush, TOKEN_BATCH_MS)
            return
          }
          if (event.type === 'chat.stream.done' || event.type === 'chat.stream.error') ended = true
          subscriber.next(event)
        },
        error: (error) => {
          flush()
          subscriber.error(error)
        },
        complete: () => {
          flush()
          if (!ended) subscriber.next({ type: 'chat.stream.error', message: STREAM_ENDED_MESSAGE })
          subscriber.complete()
        },
      })
      return () => {
        timer?.unsubscribe()
        subscription.unsubscribe()
      }
    })
}

/**
 * The `chatStream` actor the app provides: `open` sends POST /chat/stream (or the teacher or public stream)
 * with the turn and resolves to the response. Stopping the actor unsubscribes, which aborts the request.
 */
export function createChatStream(
  open: (input: ChatStreamInput, signal: AbortSignal) => Promise<Response>,
  warn: Warn = console.warn,
  scheduler: SchedulerLike = asyncScheduler,
) {
  return fromEventObservable<ChatStreamEvent, ChatStreamInput>(({ input }) =>
    streamFromResponse((signal) => open(input, signal), {
      refused: (status) => `The coach could not answer (${status}). Try again.`,
      onNoBody: () => warn('The chat stream has no body'),
    }).pipe(
      concatMap((received) => chatEventsFrom(received, warn)),
      batchTokens(scheduler),
    ),
  )
}
