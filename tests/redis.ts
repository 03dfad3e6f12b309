import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, vi } from 'vitest'
import { buildApp } from '../server/app'
import type { Config } from '../server/config'
import { closeRedis, connectRedis, type SharedRedis } from '../server/lib/redis'
import { type TestApp, useTestApp } from './server'

/**
 * A real redis-server for one test file (ADR 0044): no fake, because what is tested is that Redis counts
 * atomically for several instances. Nothing is written to disk.
 */
function findRedisServer() {
  const candidate = process.env.REDIS_SERVER ?? 'redis-server'
  const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' })
  return probe.status === 0 ? candidate : undefined
}

export const redisServerBinary = findRedisServer()

if (!redisServerBinary) {
  console.warn(
    'redis-server is not installed, so the Redis tests are skipped. Install it (Debian or Ubuntu: `sudo apt-get install -y redis-server`; macOS: `brew install redis`) or point REDIS_SERVER at the binary; CI installs it.',
  )
}

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('No free port for redis-server')
  return address.port
}

/** One redis-server process; `stop` and `start` again on the same port play an outage. */
export class RedisTestServer {
  private process: ChildProcess | undefined
  port = 0

  get url() {
    return `redis://127.0.0.1:${this.port}`
  }

  async start() {
    if (!redisServerBinary) throw new Error('redis-server is not installed')
    if (!this.port) this.port = await freePort()
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
    const child = spawn(redisServerBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    this.process = child
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 15_000)
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`redis-server exited (${code}):\n${output}`))
      })
    })
  }

  async stop() {
    const child = this.process
    this.process = undefined
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

/** Starts a redis-server before the file's tests and stops it after them. */
export function useRedisServer() {
  const server = new RedisTestServer()
  beforeAll(() => server.start())
  afterAll(() => server.stop())
  return server
}

/** A logger that keeps what was said, to prove an outage is logged once and never with a secret. */
export function recordingLog() {
  const log = {
    error: vi.fn(),
    warn: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    fatal: vi.fn(),
    level: 'info',
    silent: vi.fn(),
    child: () => log,
  }
  return log as typeof log & FastifyBaseLogger
}

/** A connection to the file's redis-server, as the app makes it. */
export function useSharedRedis(server: RedisTestServer, log = recordingLog()) {
  const state = { redis: undefined as unknown as SharedRedis, log }
  beforeAll(async () => {
    state.redis = await connectRedis(server.url, log)
  })
  afterAll(() => state.redis && closeRedis(state.redis))
  return state
}

/**
 * Two instances of the app on one test database, as behind a load balancer: with `shareThroughRedis` both count
 * in the file's redis-server, without it each counts in its own process.
 */
export function useTwoInstances(
  overrides: Partial<Config>,
  { shareThroughRedis }: { shareThroughRedis: boolean },
) {
  const settings: Partial<Config> = { ...overrides }
  const server = shareThroughRedis ? new RedisTestServer() : undefined
  beforeAll(async () => {
    if (!server) return
    await server.start()
    settings.redisUrl = server.url
  })
  afterAll(() => server?.stop())
  const first = useTestApp(settings, { logger: false })
  const state = { first: undefined as unknown as TestApp, second: undefined as unknown as TestApp }
  beforeAll(async () => {
    state.first = first.app
    state.second = await buildApp({ config: first.config, database: first.database, logger: false })
    await state.second.ready()
  })
  afterAll(() => state.second?.close())
  return state
}
