import { describe, expect, it } from 'vitest'
import {
  RedisTestServer,
  recordingLog,
  redisServerBinary,
  useRedisServer,
  useSharedRedis,
} from '../../tests/redis'
import { RateLimiter } from './rate-limiter'
import { connectRedis, type SharedRedis } from './redis'
import { RedisRateLimiter } from './redis-rate-limiter'

/** How many of `tries` hits the limiter lets through. */
async function allowedOf(hit: () => Promise<boolean>, tries: number) {
  let allowed = 0
  for (let i = 0; i < tries; i++) if (await hit()) allowed++
  return allowed
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20))

/**
 * Waits for Redis to drop a key whose window has ended (no timing is asserted, only the outcome). PTTL answers 0
 * for a key in its last millisecond, still there: only -2 says it is gone.
 */
async function windowEnded({ client }: SharedRedis, key: string) {
  while ((await client.pttl(key)) >= 0) await pause()
}

describe('rate limiter, counted in this process', () => {
  it('allows max hits per window, then refuses until the window has passed', async () => {
    let now = 0
    const limiter = new RateLimiter(() => now)
    expect(await allowedOf(() => limiter.hit('otp:send:+6591234567', 3, 60_000), 5)).toBe(3)
    expect(await limiter.hit('otp:send:+6598765432', 3, 60_000)).toBe(true)
    now += 60_000
    expect(await limiter.hit('otp:send:+6591234567', 3, 60_000)).toBe(true)
  })
})

describe.skipIf(!redisServerBinary)('rate limiter, counted in Redis', () => {
  const server = useRedisServer()
  const shared = useSharedRedis(server)

  it('counts hits from two instances against one limit, however they arrive', async () => {
    const first = new RedisRateLimiter(shared.redis)
    const second = new RedisRateLimiter(shared.redis)
    const hits = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? second : first).hit('magic:ava@example.com', 3, 60_000),
    )
    const verdicts = await Promise.all(hits)
    expect(verdicts.filter(Boolean)).toHaveLength(3)
  })

  it('starts a new window once the old one has ended', async () => {
    const limiter = new RedisRateLimiter(shared.redis, 'expiry:')
    expect(await allowedOf(() => limiter.hit('burst', 2, 300), 3)).toBe(2)
    await windowEnded(shared.redis, 'expiry:burst')
    expect(await limiter.hit('burst', 2, 300)).toBe(true)
  })

  it('when Redis is away, refuses what protects accounts and allows what only saves cost, saying so once', async () => {
    const limiter = new RedisRateLimiter(shared.redis, 'outage:')
    await server.stop()
    try {
      await expect(limiter.hit('otp:send:+6591234567', 3, 60_000)).rejects.toMatchObject({
        status: 503,
        message: expect.stringMatching(/Try again in a minute/),
      })
      expect(await limiter.hit('chat:user:1', 6, 60_000, { ifUnreachable: 'allow' })).toBe(true)
      expect(await limiter.hit('chat:user:1', 6, 60_000, { ifUnreachable: 'allow' })).toBe(true)
      expect(shared.log.error).toHaveBeenCalledTimes(1)
      expect(shared.log.error.mock.calls[0][1]).toMatch(/REDIS_URL/)
    } finally {
      await server.start()
    }
    // ioredis reconnects by itself, and the limit counts in Redis again.
    while (shared.redis.client.status !== 'ready') await pause()
    expect(await limiter.hit('otp:send:+6591234567', 3, 60_000)).toBe(true)
    expect(shared.log.info).toHaveBeenCalledWith(expect.stringMatching(/answers again/))
  })

  it('will not start without its Redis, and says what to do without showing the password', async () => {
    const closed = new RedisTestServer()
    await closed.start()
    await closed.stop()
    const attempt = connectRedis(`redis://:hunter2@127.0.0.1:${closed.port}`, recordingLog())
    await expect(attempt).rejects.toThrow(/Start Redis or correct REDIS_URL/)
    await expect(attempt).rejects.not.toThrow(/hunter2/)
  })
})
