/**
 * Fixed-window counters keyed by what is being protected (an account, an address, a phone number).
 * Per-IP limits come from @fastify/rate-limit; these cover the per-account side, which an attacker
 * spreading requests over many IPs would otherwise get around. In memory: see docs/decisions/0006.
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; answers whether the key is still within `max` hits per `windowMs`. */
  hit(key: string, max: number, windowMs: number): boolean {
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
