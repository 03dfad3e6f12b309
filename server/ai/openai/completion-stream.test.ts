import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CompletionRead, ModelHttpError, streamCompletion } from './completion-stream'

/** A server that answers each request with the next scripted reply, byte for byte. */
type Script = (res: http.ServerResponse) => void | Promise<void>
let scripts: Script[] = []
const received: { url?: string; authorization?: string; body: Record<string, unknown> }[] = []
const server = http.createServer(async (req, res) => {
  let raw = ''
  for await (const piece of req) raw += piece
  received.push({ url: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) })
  await (scripts.shift() ?? ((r) => r.writeHead(500).end()))(res)
})
let baseUrl = ''

beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  scripts = []
  received.length = 0
})

const sse = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' })
const tick = () => new Promise((resolve) => setTimeout(resolve, 20))
const event = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`

async function collect(signal = new AbortController().signal) {
  const reads: CompletionRead[] = []
  for await (const read of streamCompletion({ baseUrl, apiKey: 'sk-test', body: { model: 'm' }, signal }))
    reads.push(read)
  return reads
}

describe('a streamed completion read off the socket', () => {
  it('asks for a stream at the base URL with the key, and joins the deltas of one network read', async () => {
    scripts.push((res) => {
      sse(res)
      res.end(event('Two ') + event('words.') + event(null, 'stop') + 'data: [DONE]\n\n')
    })
    const reads = await collect()
    expect(received[0]).toMatchObject({
      url: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'm', stream: true },
    })
    expect(reads.map((r) => r.text).join('')).toBe('Two words.')
    expect(reads.at(-1)?.finished).toBe(true)
  })

  it('reads events split anywhere across reads, with CRLF line ends and no space after "data:"', async () => {
    scripts.push(async (res) => {
      sse(res)
      const whole = `${event('Half').replace(/\n/g, '\r\n')}data:${event(' way', 'stop').slice(6)}data: [DONE]\n\n`
      let from = 0
      for (const cut of [7, 31, 60, 79, 80]) {
        res.write(whole.slice(from, cut))
        from = cut
        await tick()
      }
      res.end(whole.slice(from))
    })
    const reads = await collect()
    expect(reads.map((r) => r.text).join('')).toBe('Half way')
    expect(reads.some((r) => r.finished)).toBe(true)
  })

  it('ends without a finish when the server closes the stream part way', async () => {
    scripts.push((res) => {
      sse(res)
      res.end(event('Cut '))
    })
    const reads = await collect()
    expect(reads).toEqual([{ text: 'Cut ', finished: false }])
  })

  it('throws the error an event reports', async () => {
    scripts.push((res) => {
      sse(res)
      res.end(`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`)
    })
    await expect(collect()).rejects.toThrow(/overloaded/)
  })

  it('tries once more after a retriable status, as the SDK would, and not after a refusal', async () => {
    scripts.push((res) => {
      res.writeHead(503).end('busy')
    })
    scripts.push((res) => {
      sse(res)
      res.end(event('Second try.', 'stop') + 'data: [DONE]\n\n')
    })
    expect((await collect()).map((r) => r.text).join('')).toBe('Second try.')
    expect(received).toHaveLength(2)

    received.length = 0
    scripts.push((res) => {
      res.writeHead(401).end('no key')
    })
    const refused = collect()
    await expect(refused).rejects.toBeInstanceOf(ModelHttpError)
    await expect(refused).rejects.toMatchObject({ status: 401 })
    expect(received).toHaveLength(1)
  })

  it('stops reading and hangs up when the caller aborts', async () => {
    let closed = false
    scripts.push((res) => {
      sse(res)
      res.write(event('Hello '))
      res.on('close', () => {
        closed = true
      })
    })
    const controller = new AbortController()
    const reads: string[] = []
    await expect(async () => {
      for await (const read of streamCompletion({ baseUrl, body: {}, signal: controller.signal })) {
        reads.push(read.text)
        controller.abort()
      }
    }).rejects.toThrow()
    expect(reads).toEqual(['Hello '])
    await expect.poll(() => closed).toBe(true)
  })
})
