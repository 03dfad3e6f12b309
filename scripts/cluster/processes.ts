import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { createServer } from 'node:net'

/**
 * The processes of a cluster: each one's output goes to a log file of its own (an app instance logs every
 * request as JSON), and a process that exits before it is ready fails the start with the end of its log.
 */

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The first of `candidates` that runs with `versionFlag`, or undefined. */
export function findBinary(candidates: (string | undefined)[], versionFlag: string) {
  for (const candidate of candidates) {
    if (!candidate) continue
    if (spawnSync(candidate, [versionFlag], { stdio: 'ignore' }).status === 0) return candidate
  }
  return undefined
}

export type ManagedProcess = {
  name: string
  pid: number
  logFile: string
  child: ChildProcess
  /** The first 64 KB of what it printed (the log file has all of it). */
  output(): string
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>
}

export type ReadyProbe = { output: () => string; gaveUp: () => boolean }

type StartOptions = {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  cwd?: string
  logFile: string
  /** Resolves when the process is ready to serve; it stops looking once `gaveUp()` answers true. */
  ready: (process: ReadyProbe) => Promise<void>
  timeoutMs?: number
}

const tail = (text: string, lines = 30) => text.trimEnd().split('\n').slice(-lines).join('\n')

export async function startProcess(options: StartOptions): Promise<ManagedProcess> {
  const { name, command, args, env, cwd, logFile, ready, timeoutMs = 60_000 } = options
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  const log = createWriteStream(logFile, { flags: 'a' })
  let output = ''
  const keep = (chunk: Buffer) => {
    log.write(chunk)
    // Enough to find a ready line or explain a failure; the log file keeps everything.
    if (output.length < 64 * 1024) output += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (err) => reject(new Error(`${name} could not start (${command}): ${err.message}`)))
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${signal ?? `code ${code}`}) before it was ready:\n${tail(output)}`)),
    )
  })
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${tail(output)}`)),
      timeoutMs,
    )
  })
  const managed: ManagedProcess = {
    name,
    pid: child.pid ?? 0,
    logFile,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = once(child, 'exit')
        child.kill(signal)
        const killer = setTimeout(() => child.kill('SIGKILL'), graceMs)
        await gone
        clearTimeout(killer)
      }
      await new Promise((resolve) => log.end(resolve))
    },
  }
  let settled = false
  try {
    await Promise.race([ready({ output: () => output, gaveUp: () => settled }), exited, timedOut])
  } catch (err) {
    await managed.stop('SIGKILL')
    throw err
  } finally {
    settled = true
    clearTimeout(timer)
  }
  // Rejections after the start are answered by whoever watches the process, not here.
  exited.catch(() => {})
  return managed
}

/** Ready when the output has a line matching `pattern`. */
export const whenOutputMatches =
  (pattern: RegExp) =>
  async ({ output, gaveUp }: ReadyProbe) => {
    while (!pattern.test(output()) && !gaveUp()) await new Promise((resolve) => setTimeout(resolve, 50))
  }

/** Ready when `url` answers HTTP with any status. */
export const whenHttpAnswers =
  (url: string) =>
  async ({ gaveUp }: ReadyProbe) => {
    while (!gaveUp()) {
      const answered = await fetch(url).then(
        async (res) => {
          await res.arrayBuffer()
          return true
        },
        () => false,
      )
      if (answered) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
