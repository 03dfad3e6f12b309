import { describe, expect, it } from 'vitest'
import type { Leaderboard } from '../../../contracts/leaderboard'
import { CACHE_MS, LeaderboardCache } from './cache'

const table = (rank: number) => ({ rank }) as unknown as Leaderboard

// Spec product.md §9: "Streaks, XP and the leaderboard are cached per user" (ADR 0059: 30 s, keyed by her award).
describe('LeaderboardCache', () => {
  it('reuses a child’s table for 30 s, then asks again', () => {
    const cache = new LeaderboardCache()
    cache.set(1, 'week:7', 1_000, table(3))
    expect(cache.get(1, 'week:7', 1_000)).toEqual(table(3))
    expect(cache.get(1, 'week:7', 1_000 + CACHE_MS - 1)).toEqual(table(3))
    expect(cache.get(1, 'week:7', 1_000 + CACHE_MS)).toBeNull()
  })

  it('keeps one table per child, and a new award or week is a new key', () => {
    const cache = new LeaderboardCache()
    cache.set(1, 'week:7', 0, table(3))
    cache.set(2, 'week:9', 0, table(1))
    expect(cache.get(2, 'week:7', 10)).toBeNull()
    expect(cache.get(1, 'week:8', 10)).toBeNull()
    expect(cache.get(1, 'next-week:7', 10)).toBeNull()
    expect(cache.get(2, 'week:9', 10)).toEqual(table(1))
    cache.forget(2)
    expect(cache.get(2, 'week:9', 10)).toBeNull()
    expect(cache.get(1, 'week:7', 10)).toEqual(table(3))
  })
})
