import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { clock } from './sse-read'

export { clock }

/** Every bench process answers a ping with its clock, so the benchmark can line the clocks up. */
export type Ping = { type: 'ping'; t0: number }
export type Pong = { type: 'pong'; t0: number; tw: number }
type Typed = { type: string; [field: string]: unknown }

const ROLE_VARIABLE = 'LANTERN_BENCH_ROLE'

/** The bench role this process was started for (`startBenchWorker`), if any. */
export const benchRole = () => process.env[ROLE_VARIABLE]

/** The started process's side of the channel: messages from and to the benchmark. */
export const parentChannel = () => ({
  on: <In>(listener: (message: In) => void) => process.on('message', listener as (m: unknown) => void),
  post: (message: Typed) => process.send?.(message),
  close: () => process.disconnect?.(),
})

/**
 * Starts `entry` (a bench module's import.meta.url) in a process of its own under tsx (so neither its memory
 * nor its work is counted as the server's), waits for its `ready` message, and answers a way to ask it things:
 * one request, one typed answer.
 */
export async function startBenchWorker<Out extends Typed>(entry: string, role: string) {
  const child = fork(fileURLToPath(entry), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, [ROLE_VARIABLE]: role },
    serialization: 'advanced',
  })
  /** The process's next message of this type (the caller knows its shape). */
  const next = (type: string) =>
    new Promise<Out | Pong>((resolve, reject) => {
      const onMessage = (m: Out | Pong) => {
        if (m.type !== type) return
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve(m)
      }
      const onExit = (code: number | null) => reject(new Error(`the ${role} process ended (${code})`))
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  const ready = await next('ready')
  const ask = (message: Typed, type: string) => {
    const answer = next(type)
    child.send(message)
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
    terminate: async () => {
      if (child.exitCode === null) child.kill()
    },
  }
}

/** The largest heap this process used, sampled every 100 ms from when it is called. */
export function trackHeapPeak() {
  let peak = process.memoryUsage().heapUsed
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed)
  }, 100)
  timer.unref()
  return () => peak
}
