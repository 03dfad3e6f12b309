import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getHeapStatistics } from 'node:v8'
import { BroadcastChannel, parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteWire } from './pglite-wire'
import {
  type FromPgliteWorker,
  PGLITE_MEMORY_CHANNEL,
  PGLITE_WORKER_ROLE,
  type PgliteMemory,
  type PgliteWorkerData,
  SOCKET_PORT,
} from './pglite-worker-messages'

/**
 * The embedded database's thread (server/db/pglite-thread.ts): PGlite on `dataDir` (in memory when none),
 * served over PostgreSQL's wire protocol on a Unix socket in a private directory. Posts `ready` with that
 * directory; on `close` it stops accepting, waits for the last answer, closes PGlite (its files written) and
 * posts `closed`. It runs only in the thread started for it (its role in `workerData`).
 */
async function main() {
  const port = parentPort
  const data = workerData as PgliteWorkerData | null
  if (!port || data?.role !== PGLITE_WORKER_ROLE) return
  const { dataDir, sharedBuffersMb } = data
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = new PGlite({ dataDir, postgresqlconf: [`shared_buffers=${sharedBuffersMb}MB`] })
  await db.waitReady
  const wire = createPgliteWire(db)
  const socketDir = mkdtempSync(join(tmpdir(), 'lantern-pglite-'))
  const server = createServer(wire.serve)
  await new Promise<void>((resolve) => server.listen(join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), resolve))
  const memory = answerMemoryQuestions(db)
  port.on('message', async (message: { type: string }) => {
    if (message.type !== 'close') return
    memory.close()
    await new Promise((resolve) => server.close(resolve))
    await wire.idle()
    await db.close()
    rmSync(socketDir, { recursive: true, force: true })
    port.postMessage({ type: 'closed' } satisfies FromPgliteWorker)
  })
  port.postMessage({ type: 'ready', socketDir } satisfies FromPgliteWorker)
}

/** Says what memory the thread holds to whoever asks on PGLITE_MEMORY_CHANNEL (it never keeps the thread alive). */
function answerMemoryQuestions(db: PGlite) {
  const channel = new BroadcastChannel(PGLITE_MEMORY_CHANNEL)
  channel.unref()
  channel.onmessage = (event) => {
    if ((event as { data?: { type?: string } }).data?.type !== 'ask') return
    // PGlite's Emscripten module: its linear memory holds the whole database engine (buffers, caches, catalogs).
    const heap = (db as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8
    channel.postMessage({
      type: 'memory',
      wasmBytes: heap?.byteLength ?? 0,
      heapBytes: getHeapStatistics().total_heap_size,
    } satisfies PgliteMemory)
  }
  return channel
}

await main()
