/**
 * The app as production runs it (issue 11): compiled by scripts/build-server.ts and started with plain
 * `node main.mjs` in a process of its own, so what the benchmarks measure of its memory and event loop is the
 * server's alone, not the load generator's, the fake model's or the bench's setup. The embedded database
 * (when DATABASE_URL is not set) runs inside it, in its own thread, as with `npm start`.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { buildServer } from '../scripts/build-server'
import type { FromProbe, ToProbe } from './server-probe'

const benchDir = dirname(fileURLToPath(import.meta.url))
// Inside the repository, so the compiled code finds its packages in node_modules; not dist-server/, which a
// server started by `npm start` may be running from.
const buildDir = join(benchDir, '..', 'node_modules', '.cache', 'lantern-bench-server')

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

async function compile() {
  const main = await buildServer(buildDir)
  const probe = join(buildDir, 'bench-probe.mjs')
  await build({
    entryPoints: [join(benchDir, 'server-probe.ts')],
    outfile: probe,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  })
  return { main, probe }
}

/** Waits until the server answers HTTP (any status), or fails if the process exits first. */
async function untilListening(child: ChildProcess, base: string, timeoutMs = 120_000) {
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`The server exited with code ${code} before it listened.`)
  })
  const deadline = Date.now() + timeoutMs
  const poll = async () => {
    while (Date.now() < deadline) {
      const answered = await fetch(`${base}/api/v1/`).then(
        () => true,
        () => false,
      )
      if (answered) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`The server did not listen within ${timeoutMs / 1000} s.`)
  }
  await Promise.race([poll(), exited])
}

/**
 * The settings the benchmarks start the server with: production, on the database prepared in `dataDir`
 * (prepare.ts), no front end, and no per-address limits (every request comes from one address).
 */
export const benchServerEnv = (dataDir: string, secretKey: string) => ({
  NODE_ENV: 'production',
  SECRET_KEY: secretKey,
  DATA_DIR: join(dataDir, 'database'),
  DIST_DIR: '/nonexistent',
  SEED_DEMO: 'false',
  RATE_LIMITS: 'off',
})

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>
export type ServerFigures = FromProbe['figures']

/**
 * Starts the compiled server with `env` added to this process's environment (DATABASE_URL, when set, is passed
 * on); answers its base URL, a way to watch it while a run lasts, and a way to stop it (SIGTERM: it closes the
 * app and the database as in production).
 */
export async function startServerProcess(env: Record<string, string>) {
  const { main, probe } = await compile()
  const port = await freePort()
  const child = fork(main, [], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // BENCH_CPU_PROF=<dir>: a CPU profile of the server's main thread, for Chrome's DevTools or speedscope.
    execArgv: [
      '--import',
      probe,
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    // Its request log goes nowhere (production writes it; nobody reads it here); its errors show.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const base = `http://127.0.0.1:${port}`
  await untilListening(child, base)
  const ask = (message: ToProbe) => child.send(message)
  return {
    base,
    pid: child.pid,
    /** Starts watching; the answer stops and answers the figures of the time since. */
    watch() {
      ask({ type: 'watch' })
      return async () => {
        const figures = new Promise<ServerFigures>((resolve) =>
          child.once('message', (m: FromProbe) => resolve(m.figures)),
        )
        ask({ type: 'report' })
        return figures
      }
    },
    async close() {
      if (child.exitCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}
