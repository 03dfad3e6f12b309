import type { FastifyBaseLogger } from 'fastify'
import { closeRedis, connectRedis } from './redis'
import { sharedRateLimitStore } from './redis-rate-limit-store'
import { RedisRateLimiter } from './redis-rate-limiter'
import { RedisSignInThrottle } from './redis-sign-in-throttle'

/**
 * The counters every instance shares through Redis (ADR 0044): per-account limits, the sign-in throttle, and the
 * store of the per-address limits. app.ts imports this module only when REDIS_URL is set, so an instance
 * without Redis never loads its client (~11 MB resident).
 */
export async function sharedCounters(url: string, log: FastifyBaseLogger) {
  const redis = await connectRedis(url, log)
  return {
    limiter: new RedisRateLimiter(redis),
    signIns: new RedisSignInThrottle(redis),
    // While Redis cannot answer, the per-address limits let requests through (ADR 0044).
    rateLimitStore: { store: sharedRateLimitStore(redis), skipOnError: true },
    close: () => closeRedis(redis),
  }
}
