import { startTsWorker } from '../server/lib/ts-worker'
import { clock } from './sse-read'

export { clock }

/** Every bench worker answers a ping with its clock, so the main thread can line the clocks up. */
export type Ping = { type: 'ping'; t0: number }
export type Pong = { type: 'pong'; t0: number; tw: number }
type Typed = { type: string; [field: string]: unknown }

/**
 * Starts `entry` (a bench module's import.meta.url) in a worker thread with tsx registered there too, waits
 * for its `ready` message, and answers a way to ask it things: one request, one typed answer.
 */
export async function startBenchWorker<Out extends Typed>(entry: string, role: string) {
  const worker = startTsWorker(entry, { workerData: { role } })
  /** The worker's next message of this type (the caller knows its shape). */
  const next = (type: string) =>
    new Promise<Out | Pong>((resolve, reject) => {
      const onMessage = (m: Out | Pong) => {
        if (m.type !== type) return
        worker.off('message', onMessage)
        worker.off('error', reject)
        resolve(m)
      }
      worker.on('message', onMessage)
      worker.once('error', reject)
    })
  const ready = await next('ready')
  const ask = (message: Typed, type: string) => {
    const answer = next(type)
    worker.postMessage(message)
    return answer
  }
  return {
    ready,
    ask,
    /** The worker's clock minus ours, from the round trip with the smallest delay (NTP-style). */
    async clockOffset() {
      let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 }
      for (let i = 0; i < 30; i++) {
        const t0 = clock()
        const { tw } = (await ask({ type: 'ping', t0 } satisfies Ping, 'pong')) as Pong
        const t1 = clock()
        if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: tw - (t0 + t1) / 2 }
      }
      return best
    },
    terminate: () => worker.terminate(),
  }
}

/** The largest heap this thread used, sampled every 100 ms from when it is called. */
export function trackHeapPeak() {
  let peak = process.memoryUsage().heapUsed
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed)
  }, 100)
  timer.unref()
  return () => peak
}
