import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { SharedRedis } from './redis'

type Reply = (error: Error | null, result?: { current: number; ttl: number }) => void
/** What the plugin really passes to `child`: its merged settings, with the route when there is one. */
type ChildOptions = { routeInfo?: { method?: unknown; url?: string } }

/**
 * A store for @fastify/rate-limit that counts per-address hits in Redis, so every instance sees them.
 *
 * The plugin's own Redis store names a limiter by its route; the hooks made with `app.rateLimit()` have none,
 * so with it every such hook (sign-in, emailed links, activation codes) would share one counter per address.
 * Here each hook gets a counter of its own, numbered in the order the app makes them, which is the same on
 * every instance of one release. When Redis cannot answer, the plugin lets the request through
 * (`skipOnError`, ADR 0044) and the health watcher says so once.
 */
export function sharedRateLimitStore(redis: SharedRedis, prefix = 'lantern:ip:'): FastifyRateLimitStoreCtor {
  let hooks = 0

  class SharedStore implements FastifyRateLimitStore {
    private readonly keyPrefix: string

    constructor(_options?: unknown, keyPrefix = prefix) {
      this.keyPrefix = keyPrefix
    }

    incr(key: string, reply: Reply, timeWindow: number) {
      redis.client.countInWindow(this.keyPrefix + key, timeWindow).then(
        ([current, ttl]) => {
          redis.health.up()
          reply(null, { current, ttl })
        },
        (error: Error) => {
          redis.health.down(error)
          reply(error)
        },
      )
    }

    /** The plugin's `{ increment: false }` peek: the count so far, without counting. */
    read(key: string, reply: Reply) {
      const full = this.keyPrefix + key
      redis.client
        .multi()
        .get(full)
        .pttl(full)
        .exec()
        .then(
          (results) => {
            const current = Number(results?.[0]?.[1] ?? 0)
            const ttl = Number(results?.[1]?.[1] ?? 0)
            reply(null, { current, ttl: Math.max(0, ttl) })
          },
          (error: Error) => {
            redis.health.down(error)
            reply(error)
          },
        )
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (options as unknown as ChildOptions).routeInfo
      const name = route?.url ? `${String(route.method)}${route.url}` : `hook${++hooks}`
      return new SharedStore(undefined, `${this.keyPrefix}${name}:`)
    }
  }

  return SharedStore as unknown as FastifyRateLimitStoreCtor
}
