import { once } from 'node:events'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { forkModule, siblingModule, startModuleWorker } from '../lib/module-runner'
import {
  type FromPgliteWorker,
  PGLITE_WORKER_ROLE,
  type PgliteWorkerData,
  SOCKET_PORT,
} from './pglite-worker-messages'

/**
 * Starts the embedded database in a worker thread (ADR 0040): PGlite's work, all of it synchronous
 * WebAssembly, then never holds up the event loop that serves requests and streams. Answers where
 * node-postgres connects (`host` is the socket's directory) and a way to close it.
 */
export async function startPgliteThread(options: Omit<PgliteWorkerData, 'role'>) {
  if (options.dataDir) await createDataDir(options.dataDir)
  const worker = startModuleWorker(siblingModule('pglite-worker', import.meta.url), {
    workerData: { ...options, role: PGLITE_WORKER_ROLE } satisfies PgliteWorkerData,
  })
  const failed = once(worker, 'error').then(([error]) => {
    throw error
  })
  const ready = new Promise<Extract<FromPgliteWorker, { type: 'ready' }>>((resolve) =>
    worker.on('message', (m: FromPgliteWorker) => m.type === 'ready' && resolve(m)),
  )
  const { socketDir } = await Promise.race([ready, failed])
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async close() {
      const closed = new Promise((resolve) =>
        worker.on('message', (m: FromPgliteWorker) => m.type === 'closed' && resolve(m)),
      )
      worker.postMessage({ type: 'close' })
      await Promise.race([closed, failed])
      await worker.terminate()
    },
  }
}

/** A new data directory is created by a short-lived process (pglite-initdb.ts), so its memory is given back. */
async function createDataDir(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return
  // PGlite makes the directory itself, but not its parents.
  mkdirSync(dataDir, { recursive: true })
  const child = forkModule(siblingModule('pglite-initdb', import.meta.url), [dataDir], { stdio: 'inherit' })
  const [code] = await once(child, 'exit')
  if (code !== 0) throw new Error(`Creating the embedded database in ${dataDir} failed (exit code ${code}).`)
}
