import type { Socket } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'

/**
 * PostgreSQL's wire protocol in front of PGlite, one client socket at a time (PGlite is one session), so the
 * app talks to the embedded database with the same driver as to a PostgreSQL server, while PGlite runs in a
 * thread of its own (server/db/pglite-thread.ts; ADR 0040).
 *
 * Client messages are framed and handed to `execProtocolRaw` in batches that end where the client waits for
 * an answer (Sync, a simple Query, Flush), in arrival order across every socket. A socket that ends inside a
 * transaction has it rolled back, so the next connection never inherits it.
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

export function createPgliteWire(db: PGlite) {
  /** Every call into PGlite, in order: the database is one session. */
  let queue: Promise<unknown> = Promise.resolve()
  let status = 'I'
  const run = (message: Uint8Array, socket: Socket | null) => {
    const step = queue.then(async () => {
      const response = await db.execProtocolRaw(message)
      status = statusAfter(response, status)
      if (socket && !socket.destroyed && response.length) socket.write(response)
    })
    queue = step.catch(() => socket?.destroy())
    return step
  }
  const rollBackIfOpen = () => {
    queue = queue.then(async () => {
      if (status === 'I') return
      status = statusAfter(await db.execProtocolRaw(ROLLBACK), status)
    })
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
      rollBackIfOpen()
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
            void run(startup, socket)
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
          void run(messages, socket)
        }
      }
    })
    socket.on('close', end)
    socket.on('error', () => socket.destroy())
  }

  return {
    serve,
    /** Resolves once every call so far has been answered. */
    idle: () => queue.then(() => undefined),
  }
}
