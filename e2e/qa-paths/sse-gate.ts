import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ServerSentEvent, serverSentEvents } from '../../machines/streams/sse'

/**
 * A pass-through for streamed replies (the coach's chat stream) that lets a QA path decide when each event
 * reaches the page: it forwards the request to the real server, reads the real events, and hands them on one
 * at a time when told to. It can also send an event the server would send only in rare cases (a reply the
 * output gate replaces, an error), end the stream early or drop the connection, as a flaky network would.
 * `split` hands one server event on as several (stream-gate.ts: one marking event per answer, as the page takes them).
 */
/** How one event from the server is handed to the page: as it is, or as several. */
export type EventSplitter = (event: ServerSentEvent) => ServerSentEvent[]

export class SseGate {
  private server: Server
  private streams: SseStream[] = []
  private waiting: ((stream: SseStream) => void)[] = []

  private constructor(
    private upstream: string,
    private split: EventSplitter,
  ) {
    this.server = createServer((req, res) => void this.accept(req, res))
  }

  static async open(upstream: string, split: EventSplitter = (event) => [event]): Promise<SseGate> {
    const gate = new SseGate(upstream, split)
    await new Promise<void>((resolve) => gate.server.listen(0, '127.0.0.1', resolve))
    return gate
  }

  /** Where the page's request for `url` is sent instead. */
  addressFor(url: string): string {
    const { port } = this.server.address() as AddressInfo
    const target = new URL(url)
    return `http://127.0.0.1:${port}${target.pathname}${target.search}`
  }

  /** The next stream the page opens (or the oldest one opened and not yet taken). */
  async nextStream(): Promise<SseStream> {
    const ready = this.streams.shift()
    if (ready) return ready
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  async close() {
    for (const stream of this.streams) stream.drop()
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  private async accept(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>
    const controller = new AbortController()
    const reply = await fetch(new URL(req.url ?? '/', this.upstream), {
      method: req.method,
      headers,
      // A GET (a marking stream followed again) carries no body.
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      signal: controller.signal,
    })
    const type = reply.headers.get('content-type') ?? ''
    if (!reply.ok || !type.startsWith('text/event-stream') || !reply.body) {
      res.writeHead(reply.status, { 'content-type': type }).end(Buffer.from(await reply.arrayBuffer()))
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
    res.flushHeaders()
    const stream = new SseStream(res, controller, this.split)
    stream.read(reply.body)
    const taker = this.waiting.shift()
    if (taker) taker(stream)
    else this.streams.push(stream)
  }
}

export class SseStream {
  private received: ServerSentEvent[] = []
  private passed: ServerSentEvent[] = []
  private finished = false
  private arrived: (() => void) | null = null

  constructor(
    private res: ServerResponse,
    private upstream: AbortController,
    private split: EventSplitter,
  ) {}

  read(body: ReadableStream<Uint8Array>) {
    const settle = () => {
      this.finished = true
      this.arrived?.()
    }
    serverSentEvents(body).subscribe({
      next: (event) => {
        this.received.push(...this.split(event))
        this.arrived?.()
      },
      // An error here is the gate dropping the upstream request itself.
      error: settle,
      complete: settle,
    })
  }

  /** Hands the page the next real event of this name, waiting for the server to send it. */
  async pass(name: string) {
    for (;;) {
      const at = this.received.findIndex((e) => e.event === name)
      if (at >= 0) {
        const [event] = this.received.splice(at, 1)
        this.send(event)
        return JSON.parse(event.data) as Record<string, unknown>
      }
      if (this.finished) throw new Error(`The server's stream ended without a ${name} event`)
      await new Promise<void>((resolve) => {
        this.arrived = resolve
      })
    }
  }

  /** Lets every event through from now on, in the server's order, and ends when the server's stream ends. */
  async release() {
    for (;;) {
      for (const event of this.received.splice(0)) this.send(event)
      if (this.finished) {
        this.res.end()
        return
      }
      await new Promise<void>((resolve) => {
        this.arrived = resolve
      })
    }
  }

  /** The data of the last event of this name the page was given, if any. */
  lastPassed(name: string): Record<string, unknown> | null {
    const event = this.passed.findLast((e) => e.event === name)
    return event ? (JSON.parse(event.data) as Record<string, unknown>) : null
  }

  /** Sends the page an event of the gate's own (one the server sends only in rare cases). */
  send(event: ServerSentEvent) {
    this.passed.push(event)
    this.res.write(`event: ${event.event}\ndata: ${event.data}\n\n`)
  }

  /** An `error` event, as the server sends when marking or a reply fails. */
  fail(message: string) {
    this.send({ event: 'error', data: JSON.stringify({ message }) })
  }

  /** Ends the stream with no final event. */
  end() {
    this.upstream.abort()
    this.res.end()
  }

  /** Drops the connection mid-stream. */
  drop() {
    this.upstream.abort()
    this.res.destroy()
  }
}
