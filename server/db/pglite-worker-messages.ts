/** What the embedded database's thread is started with and says back (pglite-thread.ts ↔ pglite-worker.ts). */
export type PgliteWorkerData = { role: typeof PGLITE_WORKER_ROLE; dataDir?: string; sharedBuffersMb: number }
export type FromPgliteWorker = { type: 'ready'; socketDir: string } | { type: 'closed' }
/** Marks the thread started for the database: any other worker that imports the module leaves it alone. */
export const PGLITE_WORKER_ROLE = 'lantern-pglite'
/**
 * A BroadcastChannel on which the database's thread says what memory it holds when asked (`{type: 'ask'}`):
 * PGlite's WebAssembly memory and the thread's JavaScript heap. The benchmarks tell the server's own share of its
 * process apart with it.
 */
export const PGLITE_MEMORY_CHANNEL = 'lantern-pglite-memory'
export type PgliteMemory = { type: 'memory'; wasmBytes: number; heapBytes: number }
/** The port in the socket's name (`.s.PGSQL.<port>`), as PostgreSQL's clients build it. */
export const SOCKET_PORT = 5432
