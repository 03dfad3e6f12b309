import type { Leaderboard } from '../../../contracts/leaderboard'

/** How long a child's table is reused while her own points stay the same; others' points catch up after it. */
export const CACHE_MS = 30_000

type Cached = { key: string; at: number; body: Leaderboard }

/**
 * Spec product.md §9 "Streaks, XP and the leaderboard are cached per user": one entry per child, used again only
 * for the same week and the same latest XP award of hers, so her own new points always show at once.
 */
export class LeaderboardCache {
  private entries = new Map<number, Cached>()

  get(userId: number, key: string, now: number) {
    const hit = this.entries.get(userId)
    return hit && hit.key === key && now - hit.at < CACHE_MS ? hit.body : null
  }

  set(userId: number, key: string, now: number, body: Leaderboard) {
    // Old entries go on the way: the map never holds more than the children who asked in the last half minute.
    if (this.entries.size > 5000)
      for (const [id, e] of this.entries) if (now - e.at >= CACHE_MS) this.entries.delete(id)
    this.entries.set(userId, { key, at: now, body })
  }

  forget(userId: number) {
    this.entries.delete(userId)
  }
}
