/**
 * The chat benchmark's load generator (bench/chat.ts), in a process of its own: reading 500 event
 * streams is work, and done in the server's process it would be counted as time the server adds. It sends each
 * job at its planned moment, reads the body as it arrives, and stamps the first token of the reply.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import {
  benchRole,
  type Ping,
  type Pong,
  parentChannel,
  startBenchWorker,
  trackHeapPeak,
} from './chat-threads'
import { clock, readSseBlocks } from './sse-read'

const ROLE = 'lantern-bench-chat-client'
const REQUEST_TIMEOUT_MS = 120_000

/** `server`: our SSE events (`token`, `done`); `model`: the OpenAI stream (`data: {choices…}`, `[DONE]`). */
export type StreamKind = 'server' | 'model'
export type Job = { tag: string; url: string; headers: Record<string, string>; body: string; at: number }
export type Outcome = {
  tag: string
  status: number
  error?: string
  startedAt: number
  firstTokenAt?: number
  endedAt?: number
  text: string
  tokens: number
  heartbeats: number
  answeredBy?: string
}
type FromClient =
  | { type: 'ready' }
  | { type: 'outcomes'; outcomes: Outcome[]; peakOpen: number; heapPeak: number }

function onServerEvent(out: Outcome, event: string, data: string, at: number) {
  if (event === 'heartbeat') out.heartbeats++
  else if (event === 'token') {
    out.firstTokenAt ??= at
    out.tokens++
    out.text += (JSON.parse(data) as { delta: string }).delta
  } else if (event === 'done') {
    out.endedAt = at
    out.answeredBy = (JSON.parse(data) as { answered_by: string }).answered_by
  } else if (event === 'error') out.error = `error event: ${data}`
}

function onModelEvent(out: Outcome, data: string, at: number) {
  if (data === '[DONE]') {
    out.endedAt = at
    out.answeredBy = 'model'
    return
  }
  const delta = (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta
    ?.content
  if (!delta) return
  out.firstTokenAt ??= at
  out.tokens++
  out.text += delta
}

async function runJobs(kind: StreamKind, jobs: Job[]) {
  let open = 0
  let peakOpen = 0
  const start = clock() + 20
  const one = async (job: Job): Promise<Outcome> => {
    await sleep(Math.max(0, start + job.at - clock()))
    const out: Outcome = { tag: job.tag, status: 0, startedAt: clock(), text: '', tokens: 0, heartbeats: 0 }
    open++
    peakOpen = Math.max(peakOpen, open)
    try {
      const res = await fetch(job.url, {
        method: 'POST',
        headers: job.headers,
        body: job.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      out.status = res.status
      if (res.status !== 200 || !res.body) {
        out.error = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`
        return out
      }
      await readSseBlocks(res.body, (event, data, at) =>
        kind === 'server' ? onServerEvent(out, event, data, at) : onModelEvent(out, data, at),
      )
      if (!out.error && out.endedAt === undefined) out.error = 'the stream ended without its final event'
    } catch (err) {
      out.error = String(err)
    } finally {
      open--
    }
    return out
  }
  const outcomes = await Promise.all(jobs.map(one))
  return { outcomes, peakOpen }
}

async function serveClient() {
  const port = parentChannel()
  const heapPeak = trackHeapPeak()
  port.on(async (message: Ping | { type: 'run'; kind: StreamKind; jobs: Job[] }) => {
    if (message.type === 'ping') {
      port.post({ type: 'pong', t0: message.t0, tw: clock() } satisfies Pong)
      return
    }
    const { outcomes, peakOpen } = await runJobs(message.kind, message.jobs)
    port.post({ type: 'outcomes', outcomes, peakOpen, heapPeak: heapPeak() } satisfies FromClient)
  })
  port.post({ type: 'ready' } satisfies FromClient)
}

/** Starts the load generator in its worker; `run` sends the jobs (each `at` ms after the start) and reads them. */
export async function startClient() {
  const worker = await startBenchWorker<FromClient>(import.meta.url, ROLE)
  return {
    clockOffset: worker.clockOffset,
    run: (kind: StreamKind, jobs: Job[]) =>
      worker.ask({ type: 'run', kind, jobs }, 'outcomes') as Promise<
        Extract<FromClient, { type: 'outcomes' }>
      >,
    close: () => worker.terminate(),
  }
}

if (benchRole() === ROLE) await serveClient()
