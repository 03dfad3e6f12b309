import type { Limiter, LimitOptions } from './rate-limiter'
import { limitsUnavailable, type SharedRedis } from './redis'

/**
 * The same fixed windows as the in-process RateLimiter, counted in Redis so that every instance sees every hit.
 * When Redis cannot answer, the limit refuses or allows as its caller chose (ADR 0044).
 */
export class RedisRateLimiter implements Limiter {
  constructor(
    private readonly redis: SharedRedis,
    private readonly prefix = 'lantern:limit:',
  ) {}

  async hit(key: string, max: number, windowMs: number, options: LimitOptions = {}): Promise<boolean> {
    try {
      const [count] = await this.redis.client.countInWindow(this.prefix + key, windowMs)
      this.redis.health.up()
      return count <= max
    } catch (error) {
      this.redis.health.down(error)
      if (options.ifUnreachable === 'allow') return true
      throw limitsUnavailable()
    }
  }
}
