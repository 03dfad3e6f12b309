import { firstValueFrom, lastValueFrom, type Observable, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import {
  ResponseError,
  readServerSentEvents,
  type ServerSentEvent,
  serverSentEvents,
  streamFromResponse,
} from './sse'

const encoder = new TextEncoder()
const bytes = (chunk: string | Uint8Array) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk)

/** A body that sends `chunks`, then ends, or stays open (as a live stream does) and records its cancelling. */
function bodyOf(chunks: (string | Uint8Array)[], { open = false } = {}) {
  const state = { cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(bytes(chunk))
      if (!open) controller.close()
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { body, state }
}
const all = (events: Observable<ServerSentEvent>) => lastValueFrom(events.pipe(toArray()))
async function pulled(body: ReadableStream<Uint8Array>) {
  const events: ServerSentEvent[] = []
  for await (const event of readServerSentEvents(body)) events.push(event)
  return events
}

// The Observable machines subscribe to and the `for await` reader share one parser: both must read alike.
describe.each([
  ['serverSentEvents', (body: ReadableStream<Uint8Array>) => all(serverSentEvents(body))],
  ['readServerSentEvents', pulled],
])('%s', (_, reader) => {
  const read = (chunks: (string | Uint8Array)[]) => reader(bodyOf(chunks).body)

  it('reads named events, multi-line data, comments and fields it does not use', async () => {
    expect(
      await read([
        ': a comment\nevent: explanation\ndata: {"a":\ndata:1}\nretry: 10\nfoo: bar\n\n',
        'data\n\ndata:  two spaces\n\nevent: empty\ndata:\n\nevent: no data\n\n',
      ]),
    ).toEqual([
      { event: 'explanation', data: '{"a":\n1}' },
      { event: 'message', data: '' },
      { event: 'message', data: ' two spaces' },
      { event: 'empty', data: '' },
    ])
  })

  it('gives each event the last id so far: kept across events, cleared by an empty id, not set with a NUL', async () => {
    const events = await read([
      'data: none yet\n\n',
      'id: 7\nevent: evaluations\ndata: a\n\n',
      'event: explanation\ndata: b\n\n',
      'id\ndata: cleared\n\n',
      'id:  8\ndata: spaced\n\n',
      'id: 9\u0000\ndata: nul\n\n',
      'id: 10\n\n',
      'data: after an event without data\n\n',
      'data: cut\nid: done\n',
    ])
    expect(events).toEqual([
      { event: 'message', data: 'none yet' },
      { event: 'evaluations', data: 'a', id: '7' },
      { event: 'explanation', data: 'b', id: '7' },
      { event: 'message', data: 'cleared' },
      { event: 'message', data: 'spaced', id: ' 8' },
      { event: 'message', data: 'nul', id: ' 8' },
      { event: 'message', data: 'after an event without data', id: '10' },
    ])
    expect(events[0]).not.toHaveProperty('id')
  })

  it('ends lines at CRLF, CR or LF, also when a CRLF is split between chunks', async () => {
    expect(await read(['data: a\r\n\rdata: b\r', '\ndata: c\n\n'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b\nc' },
    ])
  })

  it('reads the same events wherever the bytes are split, even inside a character', async () => {
    const text = 'event: grüße\ndata: Très bien ✓\n\n'
    const whole = encoder.encode(text)
    const expected = [{ event: 'grüße', data: 'Très bien ✓' }]
    for (let at = 1; at < whole.length; at++)
      expect(await read([whole.slice(0, at), whole.slice(at)]), `split at byte ${at}`).toEqual(expected)
    expect(await read([...whole].map((byte) => Uint8Array.of(byte)))).toEqual(expected)
  })

  it('drops an event still missing its blank line when the stream ends', async () => {
    expect(await read(['data: kept\n\n', 'event: cut\ndata: short'])).toEqual([
      { event: 'message', data: 'kept' },
    ])
    expect(await read(['data: kept\n\n', 'event: cut\ndata: whole line\n'])).toEqual([
      { event: 'message', data: 'kept' },
    ])
  })

  it('fails when the body fails', async () => {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.error(new Error('reset')),
    })
    await expect(reader(body)).rejects.toThrow('reset')
  })
})

describe('serverSentEvents', () => {
  it('cancels the reader when unsubscribed', async () => {
    const { body, state } = bodyOf(['data: 1\n\ndata: 2\n\n'], { open: true })
    expect(await firstValueFrom(serverSentEvents(body))).toEqual({ event: 'message', data: '1' })
    expect(state.cancelled).toBe(true)
  })
})

describe('streamFromResponse', () => {
  it('opens the request on subscribing, and unsubscribing aborts it and cancels the body', async () => {
    const { body, state } = bodyOf(['event: hello\ndata: {}\n\n'], { open: true })
    const signals: AbortSignal[] = []
    const events = streamFromResponse(async (signal) => {
      signals.push(signal)
      return new Response(body)
    })
    expect(signals).toEqual([])
    expect(await firstValueFrom(events)).toEqual({ event: 'hello', data: '{}' })
    expect(signals).toHaveLength(1)
    expect(signals[0].aborted).toBe(true)
    expect(state.cancelled).toBe(true)
  })

  it("fails with the server's message and status when the request is refused", async () => {
    const refused = streamFromResponse(async () =>
      Response.json({ message: 'This quiz is already completed.' }, { status: 409 }),
    )
    const error = await all(refused).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ResponseError)
    expect(error).toMatchObject({ message: 'This quiz is already completed.', status: 409 })
  })

  it('says what failed when a refusal carries no message', async () => {
    const broken = async () => new Response('<html>Bad gateway</html>', { status: 502 })
    await expect(all(streamFromResponse(broken))).rejects.toThrow('The request failed (502).')
    await expect(
      all(streamFromResponse(broken, { refused: (status) => `Submitting failed (${status}).` })),
    ).rejects.toThrow('Submitting failed (502).')
  })

  it('completes with no events on a reply without a body, after telling', async () => {
    const told: string[] = []
    const events = streamFromResponse(async () => new Response(null, { status: 200 }), {
      onNoBody: () => told.push('no body'),
    })
    expect(await all(events)).toEqual([])
    expect(told).toEqual(['no body'])
  })

  it('fails when the request cannot be sent', async () => {
    const offline = streamFromResponse(() => Promise.reject(new TypeError('fetch failed')))
    await expect(all(offline)).rejects.toThrow('fetch failed')
  })
})
