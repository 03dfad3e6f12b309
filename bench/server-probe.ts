/**
 * Loaded into the app's process beside the compiled server (`node --import <this, compiled> main.mjs`, by
 * server-process.ts): it watches the process's memory and the main thread's event loop when the bench asks, and
 * answers the figures over the IPC channel. It adds a few kB to the process it measures.
 */
import { watchServer } from './figures'

export type ToProbe = { type: 'watch' } | { type: 'report' }
export type FromProbe = { type: 'figures'; figures: ReturnType<ReturnType<typeof watchServer>> }

let stop: ReturnType<typeof watchServer> | undefined
process.on('message', (message: ToProbe) => {
  if (message.type === 'watch') stop = watchServer()
  else if (message.type === 'report' && stop) {
    process.send?.({ type: 'figures', figures: stop() } satisfies FromProbe)
    stop = undefined
  }
})
// The channel must not keep the server alive once it closes itself.
process.channel?.unref()
