import { defer, EMPTY, finalize, from, mergeMap, Observable } from 'rxjs'

/**
 * One dispatched event of a text/event-stream: its name (`message` when unnamed), its data lines joined, and
 * the last event id the stream has given so far, when there is one (what a reconnect sends as `Last-Event-ID`).
 */
export type ServerSentEvent = { event: string; data: string; id?: string }

/**
 * The WHATWG event-stream parsing rules for the fields we use (`event:`, `data:`, `id:`; `retry:` is ignored:
 * a reader that reconnects chooses its own wait), fed bytes as they arrive. `undefined` is the end of the
 * stream: an event still missing its blank line is then dropped, as the standard says.
 */
function eventStreamParser() {
  const decoder = new TextDecoder()
  let buffer = ''
  let afterCR = false
  let event = ''
  let data: string[] = []
  // Unlike the event name and data, the id is not reset after a dispatch: it names every later event too.
  let lastEventId = ''
  return (chunk: Uint8Array | undefined): ServerSentEvent[] => {
    let text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode()
    if (text) {
      // A CRLF split across two chunks is one line ending, not an end of line and then an empty line.
      if (afterCR && text.startsWith('\n')) text = text.slice(1)
      afterCR = text.endsWith('\r')
    }
    const lines = (buffer + text).split(/\r\n|\r|\n/)
    // The text after the last line ending waits for the next chunk; at the end it is an unfinished line, and
    // the empty string after a final line ending is no blank line: neither may dispatch the event in progress.
    const rest = lines.pop() ?? ''
    buffer = chunk ? rest : ''
    const dispatched: ServerSentEvent[] = []
    for (const line of lines) {
      if (line === '') {
        if (data.length)
          dispatched.push({
            event: event || 'message',
            data: data.join('\n'),
            ...(lastEventId ? { id: lastEventId } : {}),
          })
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
      else if (field === 'id' && !value.includes('\0')) lastEventId = value
    }
    return dispatched
  }
}

/**
 * A text/event-stream body as an Observable of its events. Unsubscribing cancels the reader, so a machine that
 * stops listening also stops the bytes (and, through `fetch`, the connection behind them).
 */
export function serverSentEvents(body: ReadableStream<Uint8Array>): Observable<ServerSentEvent> {
  return new Observable<ServerSentEvent>((subscriber) => {
    const reader = body.getReader()
    const parse = eventStreamParser()
    let ended = false
    const pump = async () => {
      while (!subscriber.closed) {
        const { done, value } = await reader.read()
        for (const event of parse(done ? undefined : value)) subscriber.next(event)
        if (done) {
          ended = true
          subscriber.complete()
        }
      }
    }
    pump().catch((error: unknown) => {
      ended = true
      subscriber.error(error)
    })
    return () => {
      if (!ended) reader.cancel().catch(() => {})
    }
  })
}

/**
 * The same events pulled with `for await`, for readers that are not machines (the QA paths' stream gate in
 * e2e/qa-paths/stream-gate.ts). Machines take the Observable: it is what `fromEventObservable` subscribes to.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader()
  const parse = eventStreamParser()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      yield* parse(done ? undefined : value)
      if (done) return
    }
  } finally {
    reader.releaseLock()
  }
}

/** A refused request: the server's own message when its JSON reply has one, and the status. */
export class ResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ResponseError'
  }
}

export type StreamOptions = {
  /** The message for a refused reply that carries none of its own. */
  refused?: (status: number) => string
  /** Called for an OK reply without a body; the stream then completes with no events. */
  onNoBody?: () => void
}

async function refusal(response: Response, refused: (status: number) => string): Promise<ResponseError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  const message = typeof body?.message === 'string' ? body.message : refused(response.status)
  return new ResponseError(message, response.status)
}

/**
 * The events of a streamed reply. `open` starts the request with the signal it is given; nothing is sent until
 * someone subscribes, and unsubscribing aborts the request, so a stopped actor ends the work on the server.
 */
export function streamFromResponse(
  open: (signal: AbortSignal) => Promise<Response>,
  { refused = (status) => `The request failed (${status}).`, onNoBody }: StreamOptions = {},
): Observable<ServerSentEvent> {
  return defer(() => {
    const controller = new AbortController()
    return from(open(controller.signal)).pipe(
      mergeMap(async (response) => {
        if (!response.ok) throw await refusal(response, refused)
        return response.body
      }),
      mergeMap((body) => {
        if (body) return serverSentEvents(body)
        onNoBody?.()
        return EMPTY
      }),
      // Also after completing or failing: aborting a finished fetch does nothing, an unread refusal is let go.
      finalize(() => controller.abort()),
    )
  })
}
