/**
 * Fixed-window counters keyed by what is being protected (an account, an address, a phone number).
 * Per-IP limits come from @fastify/rate-limit; these cover the per-account side, which an attacker
 * spreading requests over many IPs would otherwise get around. In this process by default (ADR 0006), in
 * Redis when REDIS_URL is set, so that every instance counts the same hits (ADR 0044).
 */
export type LimitOptions = {
  /**
   * What a limit does when its shared store cannot be reached (ADR 0044): `refuse` (the default) for the limits
   * that protect accounts, inboxes and phones; `allow` for limits on comfort and cost, whose work has other
   * bounds.
   */
  ifUnreachable?: 'refuse' | 'allow'
}

export interface Limiter {
  /** Counts one hit; answers whether the key is still within `max` hits per `windowMs`. */
  hit(key: string, max: number, windowMs: number, options?: LimitOptions): Promise<boolean>
}

/** The in-process store: right for one instance, and what tests use to move a clock by hand. */
export class RateLimiter implements Limiter {
  private windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  // Counts before its first await, so hits sent at once are counted one after another.
  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    const t = this.now()
    const w = this.windows.get(key)
    if (!w || w.resetAt <= t) {
      this.windows.set(key, { count: 1, resetAt: t + windowMs })
      if (this.windows.size > 50_000) this.sweep(t)
      return true
    }
    w.count += 1
    return w.count <= max
  }

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k)
  }
}
