import type { FastifyBaseLogger } from 'fastify'
import { Redis, type Result } from 'ioredis'
import { AppError } from '../errors'

/**
 * The Redis that instances share their counters through (REDIS_URL, ADR 0044). One client per app; it answers
 * at once or fails at once, so a request never waits in a queue for Redis to come back.
 */
export type SharedRedis = { client: Redis; health: RedisHealth }

/** Counts one hit in a fixed window that starts with the first hit: INCR and PEXPIRE in one round trip. */
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** Answers [hits in the window so far, milliseconds until the window ends]. */
    countInWindow(key: string, windowMs: number): Result<[number, number], Context>
  }
}

/** A Redis URL fit for logs and messages: its password is never shown. */
export function redactRedisUrl(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the address in REDIS_URL'
  }
}

/** What a refused request says when the limits that protect accounts cannot be counted (ADR 0044). */
export const limitsUnavailable = () =>
  new AppError(
    503,
    'Lantern cannot check its safety limits just now, so this was not let through. Try again in a minute.',
    'limits_unavailable',
  )

/**
 * Says once that Redis went away, and once that it came back, however many requests notice in between:
 * an outage must be visible to whoever runs Lantern without flooding the log.
 */
export class RedisHealth {
  private reachable = true

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly where: string,
  ) {}

  down(error: unknown) {
    if (!this.reachable) return
    this.reachable = false
    this.log.error(
      { reason: error instanceof Error ? error.message : String(error) },
      `Redis at ${this.where} cannot be reached. Until it is back, password sign-ins, one-time codes and emailed links answer 503, and the per-address and coach limits let requests through. Check that Redis is running and that REDIS_URL points at it.`,
    )
  }

  up() {
    if (this.reachable) return
    this.reachable = true
    this.log.info(`Redis at ${this.where} answers again; rate limits are shared between instances again.`)
  }
}

/**
 * Connects to the Redis in REDIS_URL, or throws a sentence saying what to do: an instance that cannot share its
 * counters must not start as if it could.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const where = redactRedisUrl(url)
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    connectTimeout: 5000,
  })
  client.defineCommand('countInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW })
  let cause: unknown
  const remember = (error: unknown) => {
    cause = error
  }
  client.on('error', remember)
  try {
    await client.connect()
  } catch (error) {
    client.disconnect()
    const reason = (cause ?? error) instanceof Error ? ((cause ?? error) as Error).message : String(error)
    throw new Error(
      `REDIS_URL is set, but Redis at ${where} did not answer (${reason}). Start Redis or correct REDIS_URL; without REDIS_URL, each instance counts rate limits on its own.`,
    )
  }
  client.off('error', remember)
  const health = new RedisHealth(log, where)
  // ioredis keeps reconnecting by itself; these only tell the log when that starts and ends.
  client.on('error', (error) => health.down(error))
  client.on('ready', () => health.up())
  return { client, health }
}

/** Ends the connection politely when Redis answers, and at once when it does not. */
export async function closeRedis({ client }: SharedRedis) {
  try {
    await client.quit()
  } catch {
    client.disconnect()
  }
}
