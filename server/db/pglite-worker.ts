import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteWire } from './pglite-wire'

/**
 * The embedded database's thread (server/db/pglite-thread.ts): PGlite on `dataDir` (in memory when none),
 * served over PostgreSQL's wire protocol on a Unix socket in a private directory. Posts `ready` with that
 * directory; on `close` it stops accepting, waits for the last answer, closes PGlite (its files written) and
 * posts `closed`.
 */
export type PgliteWorkerData = { dataDir?: string; sharedBuffersMb: number }
export type FromPgliteWorker = { type: 'ready'; socketDir: string } | { type: 'closed' }
/** The port in the socket's name (`.s.PGSQL.<port>`), as PostgreSQL's clients build it. */
export const SOCKET_PORT = 5432

async function main() {
  const port = parentPort
  if (!port) return
  const { dataDir, sharedBuffersMb } = workerData as PgliteWorkerData
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
