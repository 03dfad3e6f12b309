import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteWire } from './pglite-wire'
import {
  type FromPgliteWorker,
  PGLITE_WORKER_ROLE,
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
  port.on('message', async (message: { type: string }) => {
    if (message.type !== 'close') return
    await new Promise((resolve) => server.close(resolve))
    await wire.idle()
    await db.close()
    rmSync(socketDir, { recursive: true, force: true })
    port.postMessage({ type: 'closed' } satisfies FromPgliteWorker)
  })
  port.postMessage({ type: 'ready', socketDir } satisfies FromPgliteWorker)
}

await main()
