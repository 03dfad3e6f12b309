/**
 * Chat benchmark (issue 10, item 6; docs/plans/issue-10-coach.md §10), run after the quiz benchmark by
 * `npm run bench`, or alone with `npx tsx bench/chat.ts`.
 *
 * BENCH_CHAT_STREAMS students (default 500) each open `POST /chat/stream` once, their arrivals spread over
 * BENCH_CHAT_RAMP_MS (default 2500 ms); each reply lasts longer than that (first token after 50 ms, then one
 * every 25 ms, 120 tokens ≈ 3 s), so at the peak every stream is open at once. Three processes: the app
 * (compiled, started with plain node and the embedded database in its own thread, as `npm start` runs it), the fake model server (chat-fake.ts) and
 * the load generator (chat-client.ts), so neither's work nor memory is charged to the app. The tag in each student's message tells the fake which
 * stream it is writing: it stamps its first token, the client stamps the first `token` event, and the
 * difference is the time our server adds. Then the very requests our server sent the model are sent straight
 * to the fake, the same way and at the same pace: that difference is what the client and the loopback add on
 * their own. Students and sessions are written to the database directly; everything measured goes over HTTP.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { hashPassword } from '../server/lib/crypto'
import { type Job, startClient } from './chat-client'
import { FAKE_API_KEY, FIRST_TOKEN_MS, REPLY_TOKENS, startFakeModel, TOKEN_GAP_MS, tagOf } from './chat-fake'
import { createBenchStudents, studentMessage } from './chat-setup'
import { summariseRun } from './chat-summary'
import { againstGoal, machine, round, table, writeResults } from './figures'
import { prepareBenchDatabase } from './prepare'
import { benchServerEnv, startServerProcess } from './server-process'

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}
const STREAMS = positive(process.env.BENCH_CHAT_STREAMS, 500)
const RAMP_MS = positive(process.env.BENCH_CHAT_RAMP_MS, 2500)
/** Unmeasured streams first: the first requests of a fresh process pay for compiling its code. */
const WARMUP_STREAMS = Math.min(20, STREAMS)
const GOAL = { p50Ms: 5, p99Ms: 20, memoryMb: 300 }

const spread = (i: number, count: number) => (count > 1 ? (i * RAMP_MS) / (count - 1) : 0)

/** Runs the benchmark, prints it beside its goals, writes bench/results/chat-latest.json; answers the exit code. */
export async function runChatBench(): Promise<number> {
  const runId = Math.random().toString(36).slice(2, 8)
  const dataDir = mkdtempSync(join(os.tmpdir(), 'lantern-bench-chat-'))
  const closers: (() => Promise<unknown>)[] = []
  let exitCode = 0
  try {
    const secretKey = randomBytes(32).toString('hex')
    const { students, kind: databaseKind } = await prepare(dataDir, secretKey, runId)
    const fake = await startFakeModel()
    closers.push(() => fake.close())
    const client = await startClient()
    closers.push(() => client.close())
    const server = await startServerProcess({
      ...benchServerEnv(dataDir, secretKey),
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: FAKE_API_KEY,
    })
    closers.push(() => server.close())
    const base = server.base
    const chatJob = (kind: 's' | 'w', n: number, at: number): Job => ({
      tag: tagOf(kind, n),
      url: `${base}/api/v1/chat/stream`,
      headers: { authorization: `Bearer ${students[n].token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: studentMessage(n, tagOf(kind, n)) }] }),
      at,
    })
    console.log(
      `\nCoach chat streams, fake model server (first token after ${FIRST_TOKEN_MS} ms, then one every ` +
        `${TOKEN_GAP_MS} ms, ${REPLY_TOKENS} tokens): ${STREAMS} students, one chat each, started over ` +
        `${RAMP_MS} ms (${databaseKind}; the compiled server in a process of its own; ${WARMUP_STREAMS} warm-up ` +
        `streams first, not counted)`,
    )

    const warmup = await client.run(
      'server',
      Array.from({ length: WARMUP_STREAMS }, (_, i) => chatJob('w', STREAMS + i, spread(i, WARMUP_STREAMS))),
    )
    await fake.collect()
    const warmErrors = warmup.outcomes.filter((o) => o.error)
    if (warmErrors.length) throw new Error(`The warm-up failed: ${warmErrors[0].error}`)

    // Through our server
    const watchThrough = server.watch()
    const through = await client.run(
      'server',
      Array.from({ length: STREAMS }, (_, i) => chatJob('s', i, spread(i, STREAMS))),
    )
    const throughServer = await watchThrough()
    const throughModel = await fake.collect()

    // The same requests, straight to the fake model
    const bodies = new Map(throughModel.records.map((r) => [r.tag, r.body]))
    const directJobs = Array.from({ length: STREAMS }, (_, i): Job[] => {
      const body = bodies.get(tagOf('s', i))
      if (!body) return []
      const job: Job = {
        tag: tagOf('d', i),
        url: `${fake.baseUrl}/chat/completions`,
        headers: { authorization: `Bearer ${FAKE_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body).replaceAll(tagOf('s', i), tagOf('d', i)),
        at: spread(i, STREAMS),
      }
      return [job]
    }).flat()
    const watchDirect = server.watch()
    const direct = await client.run('model', directJobs)
    const directServer = await watchDirect()
    const directModel = await fake.collect()

    const fakeSync = await fake.clockOffset()
    const clientSync = await client.clockOffset()
    /** A time on the fake's clock, on the client's. */
    const toClient = (fakeTime: number) => fakeTime - fakeSync.offset + clientSync.offset
    const s = summariseRun(through.outcomes, throughModel.records, toClient)
    const d = summariseRun(direct.outcomes, directModel.records, toClient)
    const mem = throughServer.memory

    table([
      ['through our server: model first token → client', s.addedFirstTokenMs],
      ['straight to the model: model first token → client', d.addedFirstTokenMs],
      ['through our server: send → first token', s.sendToFirstTokenMs],
      ['straight to the model: send → first token', d.sendToFirstTokenMs],
      ['(fake) request received → first token written', s.modelWaitMs],
      ['through our server: send → request at the model', s.sendToModelMs],
      ['through our server: send → done', s.totalMs],
      ['straight to the model: send → [DONE]', d.totalMs],
    ])
    const netP50 = round(s.addedFirstTokenMs.p50 - d.addedFirstTokenMs.p50)
    const netP99 = round(s.addedFirstTokenMs.p99 - d.addedFirstTokenMs.p99)
    console.log(
      `time our server adds to the first token: p50 ${againstGoal(s.addedFirstTokenMs.p50, GOAL.p50Ms, 'ms')}, ` +
        `p99 ${againstGoal(s.addedFirstTokenMs.p99, GOAL.p99Ms, 'ms')}; less the straight-to-model baseline: ` +
        `p50 ${netP50} ms, p99 ${netP99} ms`,
    )
    // The embedded database's thread says what it holds (PGlite's WebAssembly memory and its JS heap).
    const databaseShareMb = throughServer.database?.totalMb ?? 0
    const serverPeakMb = round(mem.rssPeakMb - databaseShareMb)
    console.log(
      `server memory (process RSS; the load generator and the fake model run in processes of their own): ` +
        `before ${mem.rssBeforeMb} MB, peak ${mem.rssPeakMb} MB, growth ${round(mem.rssPeakMb - mem.rssBeforeMb)} MB` +
        (databaseShareMb
          ? ` · the embedded database's thread holds ${databaseShareMb} MB (WebAssembly ` +
            `${throughServer.database?.wasmMb} MB, JS heap ${throughServer.database?.heapMb} MB) · the ` +
            `server without it: peak ${againstGoal(serverPeakMb, GOAL.memoryMb, 'MB')}`
          : ` (goal ≤ ${GOAL.memoryMb} MB: ${mem.rssPeakMb <= GOAL.memoryMb ? 'met' : 'MISSED'})`) +
        ` · app heap before ${mem.heapBeforeMb} MB, peak ${mem.heapPeakMb} MB · bench processes' heap peaks: ` +
        `model ${round(throughModel.heapPeak / 2 ** 20)} MB, client ${round(through.heapPeak / 2 ** 20)} MB`,
    )
    console.log(
      `streams open at once: ${through.peakOpen} through our server, ${direct.peakOpen} straight · errors ` +
        `${s.errors} through our server, ${d.errors} straight · unmatched ${s.unmatched}, not from the model ` +
        `${s.notFromModel}, heartbeats seen ${s.heartbeats} · wall ${s.wallMs} ms · clock offsets: model ` +
        `${fakeSync.offset.toFixed(3)} ms (±${(fakeSync.rtt / 2).toFixed(3)}), client ` +
        `${clientSync.offset.toFixed(3)} ms (±${(clientSync.rtt / 2).toFixed(3)})`,
    )
    const loop = throughServer.eventLoop
    console.log(
      `app event loop while streaming: ${(loop.utilisation * 100).toFixed(0)}% busy, delay p50 ` +
        `${loop.delayP50Ms} ms, p99 ${loop.delayP99Ms} ms, max ${loop.delayMaxMs} ms · the app's CPU time (all ` +
        `its threads, the embedded database's among them): user ${throughServer.cpu.userMs} ms, system ` +
        `${throughServer.cpu.systemMs} ms`,
    )
    for (const e of [...s.errorSamples, ...d.errorSamples]) console.error(`  ${e}`)
    if (s.errors || d.errors || s.unmatched || s.notFromModel || directJobs.length < STREAMS) exitCode = 1

    const report = {
      date: new Date().toISOString(),
      database: databaseKind,
      machine: machine(),
      streams: STREAMS,
      rampMs: RAMP_MS,
      warmupStreams: WARMUP_STREAMS,
      fake: { firstTokenMs: FIRST_TOKEN_MS, tokenGapMs: TOKEN_GAP_MS, tokens: REPLY_TOKENS },
      goals: GOAL,
      serverAddedFirstTokenMs: s.addedFirstTokenMs,
      baselineFirstTokenMs: d.addedFirstTokenMs,
      serverAddedLessBaselineMs: { p50: netP50, p99: netP99 },
      databaseShareMb,
      serverPeakLessDatabaseMb: serverPeakMb,
      throughServer: { ...withoutSamples(s), peakOpen: through.peakOpen, ...throughServer },
      straightToModel: { ...withoutSamples(d), peakOpen: direct.peakOpen, ...directServer },
      otherModelRequests: throughModel.otherRequests,
      clockOffsetsMs: { model: round(fakeSync.offset, 3), client: round(clientSync.offset, 3) },
    }
    console.log(`\nWrote ${writeResults(['chat-latest.json', `chat-${STREAMS}-streams.json`], report)}`)
  } catch (err) {
    console.error('The chat benchmark failed:', err)
    exitCode = 1
  } finally {
    for (const close of closers.reverse()) await close().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (exitCode !== 0) console.error('The chat benchmark had errors.')
  return exitCode
}

/** Students with a session each, written before the server starts (prepare.ts). */
const prepare = (dataDir: string, secretKey: string, runId: string) =>
  prepareBenchDatabase(dataDir, secretKey, async (db, app) => ({
    students: await createBenchStudents(
      db,
      app,
      `bench-chat-${runId}`,
      STREAMS + WARMUP_STREAMS,
      await hashPassword(`bench-${runId}`),
    ),
  }))

const withoutSamples = <T extends { errorSamples: string[] }>({ errorSamples, ...rest }: T) => rest

if (isMainThread && process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runChatBench()
}
