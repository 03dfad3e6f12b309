import { Observable, Subscription, timer } from 'rxjs'
import { ResponseError, type ServerSentEvent, type StreamOptions, streamFromResponse } from './sse'

/** Waits before the reconnects in a row; as many tries as waits. */
export const RECONNECT_BACKOFF_MS: readonly number[] = [500, 1000, 2000, 4000]

/** Said before each reconnect, `attempt` counting the tries in a row from 1. */
export type Reconnecting = { type: 'reconnecting'; attempt: number }

export type ResumeOptions = StreamOptions & {
  /** The event that ends the stream (completion or error): once it is seen, nothing is followed any more. */
  isFinal: (event: ServerSentEvent) => boolean
  /** The message to fail with when the last try has failed too. */
  lost: string
  backoff?: readonly number[]
}

/**
 * A streamed reply whose stream is followed after it breaks: once `open`'s reply was accepted (OK, with a
 * body), an end or failure before a final event reconnects with `reopen(lastEventId)` after a short wait, and
 * again while tries are left; a try that brings an id not seen before starts the count again. A refused
 * reconnect ends with its ResponseError. A first request that fails or is refused is never followed: nothing
 * says the server took it. Unsubscribing aborts the request under way and drops a pending wait.
 */
export function resumableEvents(
  open: (signal: AbortSignal) => Promise<Response>,
  reopen: (lastEventId: string, signal: AbortSignal) => Promise<Response>,
  { isFinal, lost, backoff = RECONNECT_BACKOFF_MS, ...streamOptions }: ResumeOptions,
): Observable<ServerSentEvent | Reconnecting> {
  return new Observable((subscriber) => {
    const seen = new Set<string>()
    let lastEventId = ''
    let tries = 0
    let step = Subscription.EMPTY

    const follow = (events: Observable<ServerSentEvent>, resumes: (error?: unknown) => boolean) => {
      const current = new Subscription()
      step = current
      current.add(
        events.subscribe({
          next: (event) => {
            if (event.id && !seen.has(event.id)) {
              seen.add(event.id)
              tries = 0
            }
            if (event.id) lastEventId = event.id
            subscriber.next(event)
            if (isFinal(event)) subscriber.complete()
          },
          error: (error: unknown) => (resumes(error) ? reconnect() : subscriber.error(error)),
          complete: () => (resumes() ? reconnect() : subscriber.complete()),
        }),
      )
    }

    const reconnect = () => {
      if (tries === backoff.length) return subscriber.error(new Error(lost))
      const wait = backoff[tries]
      tries += 1
      subscriber.next({ type: 'reconnecting', attempt: tries })
      step = timer(wait).subscribe(() => {
        const from = lastEventId
        follow(
          streamFromResponse((signal) => reopen(from, signal), streamOptions),
          (error) => !(error instanceof ResponseError),
        )
      })
    }

    let accepted = false
    const first = async (signal: AbortSignal) => {
      const response = await open(signal)
      accepted = response.ok && response.body !== null
      return response
    }
    follow(streamFromResponse(first, streamOptions), () => accepted)
    return () => step.unsubscribe()
  })
}
