import type { Socket } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'

/**
 * PostgreSQL's wire protocol in front of PGlite, so the app talks to the embedded database with the same driver
 * as to a PostgreSQL server, while PGlite runs in a thread of its own (server/db/pglite-thread.ts; ADR 0040).
 *
 * PGlite is one session; several client connections share it as PgBouncer's transaction mode shares a server
 * connection. Client messages are framed and handed to `execProtocolRaw` in batches that end where the client
 * waits for an answer (Sync, a simple Query, Flush), in arrival order across every socket, except that while a
 * socket holds a transaction open only its own batches run: the others wait until it ends, so none of them ever
 * runs inside another's transaction. Several connections keep PGlite busy: the next statement is already
 * waiting when one is answered, instead of a round trip through the app's event loop away. A socket that ends
 * inside a transaction has it rolled back.
 */
const SSL_REQUEST = 80877103
const GSS_REQUEST = 80877104
/** The messages after which a client waits for the server's answer. */
const ANSWERED_AFTER = new Set(['S', 'Q', 'H'])

/** A simple-protocol Query message. */
function queryMessage(sql: string) {
  const text = Buffer.from(`${sql}\0`)
  const message = Buffer.alloc(5 + text.length)
  message.write('Q', 0)
  message.writeInt32BE(4 + text.length, 1)
  text.copy(message, 5)
  return message
}
const ROLLBACK = queryMessage('ROLLBACK')

/** The transaction status of the last ReadyForQuery in a response ('I' idle, 'T' in one, 'E' failed one). */
function statusAfter(response: Uint8Array, previous: string) {
  const at = response.length - 6
  return at >= 0 && response[at] === 0x5a ? String.fromCharCode(response[at + 5]) : previous
}

type Batch = { message: Uint8Array; socket: Socket | null; owner?: Socket }

export function createPgliteWire(db: PGlite) {
  /** Batches not yet run, oldest first. */
  const waiting: Batch[] = []
  let running = false
  let status = 'I'
  /** The socket whose transaction is open: until it ends, only its batches run. */
  let holder: Socket | null = null
  const whenIdle: (() => void)[] = []

  /**
   * Runs one batch and answers PGlite's reply as it wrote it. `execProtocolRaw` also parses every reply into
   * message objects (and keeps them) for its own callers, which the wire never reads: a tenth of the database
   * thread's time under load. The raw stream hands over the bytes alone; a startup message is answered by
   * PGlite's own path (its reply is the call's result, not streamed).
   */
  const execute = async (message: Uint8Array): Promise<Uint8Array> => {
    if (message[0] === 0) return db.execProtocolRaw(message)
    const chunks: Buffer[] = []
    // The bytes are a view of PGlite's memory, reused by its next write: each is copied as it comes.
    await db.execProtocolRawStream(message, { onRawData: (data) => chunks.push(Buffer.from(data)) })
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
  }
  const runnable = (b: Batch) => status === 'I' || (b.owner ?? b.socket) === holder
  const pump = () => {
    if (running) return
    const at = waiting.findIndex(runnable)
    if (at < 0) {
      if (!waiting.length) for (const resolve of whenIdle.splice(0)) resolve()
      return
    }
    const [batch] = waiting.splice(at, 1)
    running = true
    execute(batch.message)
      .then(
        (response) => {
          status = statusAfter(response, status)
          holder = status === 'I' ? null : (batch.owner ?? batch.socket)
          const { socket } = batch
          if (socket && !socket.destroyed && response.length) socket.write(response)
        },
        () => batch.socket?.destroy(),
      )
      .finally(() => {
        running = false
        pump()
      })
  }
  const run = (message: Uint8Array, socket: Socket) => {
    waiting.push({ message, socket })
    pump()
  }
  /** A socket gone: its unanswered batches are dropped, and its open transaction rolled back. */
  const forget = (socket: Socket) => {
    for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i].socket === socket) waiting.splice(i, 1)
    if (holder === socket) waiting.unshift({ message: ROLLBACK, socket: null, owner: socket })
    pump()
  }

  /** Serves one client connection until it ends. */
  function serve(socket: Socket) {
    socket.setNoDelay(true)
    let buffered = Buffer.alloc(0)
    let started = false
    let batch: Buffer[] = []
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      forget(socket)
    }
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk
      while (!ended) {
        if (!started) {
          if (buffered.length < 8) return
          const length = buffered.readInt32BE(0)
          if (buffered.length < length) return
          const code = buffered.readInt32BE(4)
          const startup = Buffer.from(buffered.subarray(0, length))
          buffered = buffered.subarray(length)
          // No TLS on a local socket: the client goes on in plain text.
          if (code === SSL_REQUEST || code === GSS_REQUEST) socket.write('N')
          else {
            started = true
            run(startup, socket)
          }
          continue
        }
        if (buffered.length < 5) return
        const length = buffered.readInt32BE(1)
        if (buffered.length < length + 1) return
        const message = Buffer.from(buffered.subarray(0, length + 1))
        buffered = buffered.subarray(length + 1)
        const type = String.fromCharCode(message[0])
        if (type === 'X') {
          end()
          socket.end()
          return
        }
        batch.push(message)
        if (ANSWERED_AFTER.has(type)) {
          const messages = Buffer.concat(batch)
          batch = []
          run(messages, socket)
        }
      }
    })
    socket.on('close', end)
    socket.on('error', () => socket.destroy())
  }

  return {
    serve,
    /** Resolves once every call so far has been answered. */
    idle: () =>
      new Promise<void>((resolve) => {
        whenIdle.push(resolve)
        pump()
      }),
  }
}
