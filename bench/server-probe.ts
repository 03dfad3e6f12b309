/**
 * Loaded into the app's process beside the compiled server (`node --import <this, compiled> main.mjs`, by
 * server-process.ts): it watches the process's memory and the main thread's event loop when the bench asks, and
 * answers the figures over the IPC channel, with the memory the embedded database's thread says it holds. It adds
 * a few kB to the process it measures.
 */
import { BroadcastChannel } from 'node:worker_threads'
import { PGLITE_MEMORY_CHANNEL, type PgliteMemory } from '../server/db/pglite-worker-messages'
import { round, watchServer } from './figures'

/** The embedded database's memory (its thread's), in MB: none when the app uses a PostgreSQL server. */
export type DatabaseMemory = { wasmMb: number; heapMb: number; totalMb: number }
export type ProbeFigures = ReturnType<ReturnType<typeof watchServer>> & { database: DatabaseMemory | null }
export type ToProbe = { type: 'watch' } | { type: 'report' }
export type FromProbe = { type: 'figures'; figures: ProbeFigures }

/** Asks the database's thread (pglite-worker.ts) what it holds; null when no thread answers within a second. */
function askDatabaseMemory(): Promise<DatabaseMemory | null> {
  const channel = new BroadcastChannel(PGLITE_MEMORY_CHANNEL)
  return new Promise<DatabaseMemory | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 1000)
    channel.onmessage = (event) => {
      const answer = (event as { data?: PgliteMemory }).data
      if (answer?.type !== 'memory') return
      clearTimeout(timer)
      const MB = 2 ** 20
      resolve({
        wasmMb: round(answer.wasmBytes / MB),
        heapMb: round(answer.heapBytes / MB),
        totalMb: round((answer.wasmBytes + answer.heapBytes) / MB),
      })
    }
    channel.postMessage({ type: 'ask' })
  }).finally(() => channel.close())
}

let stop: ReturnType<typeof watchServer> | undefined
process.on('message', async (message: ToProbe) => {
  if (message.type === 'watch') stop = watchServer()
  else if (message.type === 'report' && stop) {
    const figures = stop()
    stop = undefined
    process.send?.({
      type: 'figures',
      figures: { ...figures, database: await askDatabaseMemory() },
    } satisfies FromProbe)
  }
})
// The channel must not keep the server alive once it closes itself.
process.channel?.unref()
