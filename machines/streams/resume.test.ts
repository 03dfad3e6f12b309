import { lastValueFrom, toArray } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Reconnecting, resumableEvents } from './resume'
import type { ServerSentEvent } from './sse'

const encoder = new TextEncoder()
const mark = (id: string) => `id: ${id}\nevent: mark\ndata: ${id}\n\n`
const final = 'id: done\nevent: final\ndata: {}\n\n'

/** A body that sends `chunks`, then ends, or fails as a dropped connection does. */
function body(chunks: string[], end: 'close' | 'drop' = 'drop') {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift()
      if (next !== undefined) controller.enqueue(encoder.encode(next))
      else if (end === 'close') controller.close()
      else controller.error(new TypeError('network error'))
    },
  })
}
const reply = (chunks: string[], end?: 'close' | 'drop') => new Response(body(chunks, end))
const offline = () => Promise.reject(new TypeError('fetch failed'))

/** Runs the stream on virtual time; `tries` are the replies to the reconnects, in order, with when each came. */
async function follow(first: () => Promise<Response>, tries: Array<() => Promise<Response>>) {
  const asked: Array<{ lastEventId: string; at: number }> = []
  const start = Date.now()
  const events = resumableEvents(
    first,
    (lastEventId) => {
      asked.push({ lastEventId, at: Date.now() - start })
      const next = tries.shift()
      if (!next) throw new Error('No reply left for this reconnect')
      return next()
    },
    { isFinal: ({ event }) => event === 'final', lost: 'Lost.' },
  )
  const result = lastValueFrom(events.pipe(toArray())).then(
    (items) => ({ items, error: null }),
    (error: Error) => ({ items: null, error }),
  )
  await vi.runAllTimersAsync()
  return { ...(await result), asked }
}
const said = (items: Array<ServerSentEvent | Reconnecting> | null) =>
  items?.map((item) => ('type' in item ? `reconnecting ${item.attempt}` : (item.id ?? item.data)))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('resumableEvents', () => {
  it('waits longer before each try in a row, and starts again when a try brings a new mark', async () => {
    const { items, asked } = await follow(
      async () => reply([mark('1')]),
      [offline, async () => reply([mark('1'), mark('2')]), async () => reply([mark('2'), final], 'close')],
    )
    expect(asked).toEqual([
      { lastEventId: '1', at: 500 },
      { lastEventId: '1', at: 1500 },
      { lastEventId: '2', at: 2000 },
    ])
    expect(said(items)).toEqual([
      '1',
      'reconnecting 1',
      'reconnecting 2',
      '1',
      '2',
      'reconnecting 1',
      '2',
      'done',
    ])
  })

  it('does not count a mark sent again as progress, so a stream that keeps breaking there still ends', async () => {
    const again = async () => reply([mark('1')])
    const { error, asked } = await follow(async () => reply([mark('1')]), [again, again, again, again])
    expect(asked.map(({ at }) => at)).toEqual([500, 1500, 3500, 7500])
    expect(error?.message).toBe('Lost.')
  })

  it('follows a stream that ends without its final event, from the start when it had no id', async () => {
    const { items, asked } = await follow(
      async () => reply(['event: hello\ndata: {}\n\n'], 'close'),
      [async () => reply([mark('1'), final], 'close')],
    )
    expect(asked).toEqual([{ lastEventId: '', at: 500 }])
    expect(said(items)).toEqual(['{}', 'reconnecting 1', '1', 'done'])
  })

  it('stops reading at the final event', async () => {
    const { items, asked } = await follow(async () => reply([mark('1'), final, mark('2')]), [])
    expect(asked).toEqual([])
    expect(said(items)).toEqual(['1', 'done'])
  })

  it('does not follow an OK reply without a body: nothing says the server took the request', async () => {
    const { items, asked } = await follow(async () => new Response(null, { status: 200 }), [])
    expect(asked).toEqual([])
    expect(items).toEqual([])
  })

  it('drops a pending wait when unsubscribed', async () => {
    const reopen = vi.fn(offline)
    const subscription = resumableEvents(async () => reply([mark('1')]), reopen, {
      isFinal: () => false,
      lost: 'Lost.',
    }).subscribe({ error: () => {} })
    await vi.advanceTimersByTimeAsync(100)
    expect(vi.getTimerCount()).toBe(1)
    subscription.unsubscribe()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reopen).not.toHaveBeenCalled()
  })
})
