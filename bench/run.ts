import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { DEMO_PASSWORD } from '../server/db/seed'
import { runChatBench } from './chat'
import { databaseLabel } from './database'
import { machine as measuredOn, writeResults } from './figures'
import { prepareBenchDatabase } from './prepare'
import { runQuizBench } from './quiz'
import { runPoissonBench } from './quiz-poisson'
import { benchServerEnv, startServerProcess } from './server-process'
import { runVitalsBench } from './vitals'

const CONNECTIONS = 50
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const WARMUP = Math.max(1, Math.min(3, Math.round(DURATION / 3)))

type Scenario = {
  name: string
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

type Figures = {
  scenario: string
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
}

/** Waits for work abandoned by the previous run: one more request queues behind it, then a short pause. */
async function settle(scenario: Scenario) {
  await fetch(scenario.url, {
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
  })
  await new Promise((resolve) => setTimeout(resolve, 500))
}

async function measure(scenario: Scenario): Promise<Figures> {
  const options = {
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    connections: CONNECTIONS,
    // argon2id sign-ins queue behind each other; the default 10 s timeout would count slow replies as errors.
    timeout: 60,
  }
  await autocannon({ ...options, duration: WARMUP })
  await settle(scenario)
  const r = await autocannon({ ...options, duration: DURATION })
  return {
    scenario: scenario.name,
    requestsPerSecond: r.requests.mean,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  }
}

/** A bare Fastify server with one route, in a process of its own like the app, with plain node. */
async function startBareFastify() {
  const code = `
    const { default: Fastify } = await import('fastify')
    const app = Fastify({ logger: false })
    app.get('/bare', async () => ({ ok: true }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    console.log(app.server.address().port)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: join(dirname(fileURLToPath(import.meta.url)), '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(child.stdout, 'data')) as [Buffer]
  return {
    base: `http://127.0.0.1:${Number(line.toString().trim())}`,
    close: async () => {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}

/** Requests per second and latency beside bare Fastify (issue 2); answers the exit code. */
async function runHttpBench(): Promise<number> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'lantern-bench-'))
  const secretKey = randomBytes(32).toString('hex')
  // The demo data only: ava signs in through the API.
  const { kind } = await prepareBenchDatabase(dataDir, secretKey, async () => ({}))
  const server = await startServerProcess(benchServerEnv(dataDir, secretKey))
  const base = server.base
  const bare = await startBareFastify()
  const bareUrl = `${bare.base}/bare`

  const machine = measuredOn()
  console.log(`Database: ${databaseLabel(kind)}`)
  console.log(
    'Servers: the compiled app and a bare Fastify, each in a process of its own; autocannon in this one',
  )
  console.log(
    `Rate limits: OFF (RATE_LIMITS=off) — ${CONNECTIONS} connections from one address would otherwise get 429 by design`,
  )
  console.log(`Machine: ${machine.cpus} × ${machine.model}, Node ${machine.node}, ${machine.platform}`)
  console.log(`${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per scenario\n`)

  const loginBody = JSON.stringify({ login_type: 'username', username: 'ava', password: DEMO_PASSWORD })
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  })
  if (!login.ok) throw new Error(`Sign-in for the benchmark failed: ${login.status} ${await login.text()}`)
  const { access_token: token } = (await login.json()) as { access_token: string }

  // Sign-in runs last: autocannon drops its connections at the deadline while up to 50 argon2 hashes are still
  // queued on the thread pool, and that leftover work would otherwise be charged to the next scenario.
  const scenarios: Scenario[] = [
    { name: 'bare Fastify GET /bare', url: bareUrl },
    {
      name: 'authenticated GET /users/information',
      url: `${base}/api/v1/users/information`,
      headers: { authorization: `Bearer ${token}` },
    },
    {
      name: 'sign-in (POST /auth/login)',
      url: `${base}/api/v1/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    },
  ]

  const figures: Figures[] = []
  let exitCode = 0
  try {
    for (const scenario of scenarios) {
      process.stdout.write(`running ${scenario.name} … `)
      const f = await measure(scenario)
      console.log(`${f.requests} requests, non-2xx ${f.non2xx}, errors ${f.errors}, timeouts ${f.timeouts}`)
      if (f.non2xx > 0 || f.errors > 0 || f.requests === 0) exitCode = 1
      figures.push(f)
      await settle(scenario)
    }
  } finally {
    await server.close()
    await bare.close()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const baseline = figures.find((f) => f.scenario.startsWith('bare'))!
  const rows = figures.map((f) => ({
    ...f,
    rpsVsBare: f.requestsPerSecond / baseline.requestsPerSecond,
    p99VsBare: f.latencyP99Ms / baseline.latencyP99Ms,
  }))

  const ratio = (x: number) => (x >= 10 ? x.toFixed(0) : x.toPrecision(2))
  const header = ['scenario', 'req/s (mean)', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p99 vs bare', 'non-2xx']
  const table = rows.map((r) => [
    r.scenario,
    r.requestsPerSecond.toFixed(0),
    r.latencyP50Ms.toFixed(1),
    r.latencyP99Ms.toFixed(1),
    `${ratio(r.rpsVsBare)}× bare`,
    `${ratio(r.p99VsBare)}× bare`,
    String(r.non2xx + r.errors),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const row of table) console.log(line(row))

  const report = {
    date: new Date().toISOString(),
    database: kind,
    rateLimits: 'off',
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    machine,
    scenarios: rows,
  }
  console.log(`\nWrote ${writeResults(['latest.json'], report)}`)
  if (exitCode !== 0) console.error('Some scenario had errors or non-2xx replies.')
  return exitCode
}

/** BENCH_ONLY=http, quiz, poisson, chat or vitals runs one part. */
const only = process.env.BENCH_ONLY
const parts: [string, () => Promise<number>][] = [
  ['http', runHttpBench],
  // Submits marked live over Server-Sent Events, offline and with a model server (issue 3).
  ['quiz', runQuizBench],
  // 1,000 students handing in at random moments over a minute, the app in a process of its own (issue 11).
  ['poisson', runPoissonBench],
  // 500 coach streams at once, through our server and straight to the model (issue 10).
  ['chat', runChatBench],
  // Core Web Vitals of /welcome, the student library and the quiz player in throttled Chromium (issue 11).
  ['vitals', runVitalsBench],
]
for (const [name, run] of parts) {
  if (only && only !== name) continue
  if ((await run()) !== 0) process.exitCode = 1
}
