import type { UserRow } from '../../context'
import type { Notifications } from '../../db/client'
import type { SchoolInfo } from '../users/present'

/**
 * Signed-in sessions this instance has resolved lately, by token hash (ADR 0041), so an authenticated request
 * costs no database round trip. An entry lives at most `ttlMs` (and never past its session's expiry); any change
 * to its user or their sessions, on any instance, forgets it at once through the database's `lantern_auth`
 * notification (migration 0008), and sign-out and password reset forget it here before they answer.
 */
/** `school` rides along because every user view shows it; a change to any school forgets every entry. */
export type CachedSession = { user: UserRow; sessionId: number; school: SchoolInfo }
type Entry = CachedSession & { until: number }

export function createSessionCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = options.ttlMs ?? 30_000
  const maxEntries = options.maxEntries ?? 20_000
  const entries = new Map<string, Entry>()
  const byUser = new Map<number, Set<string>>()
  /** Counts forgets, so a read that raced one is not cached (it may hold the row from before the change). */
  let forgets = 0

  function drop(tokenHash: string) {
    const entry = entries.get(tokenHash)
    if (!entry) return
    entries.delete(tokenHash)
    const hashes = byUser.get(entry.user.id)
    hashes?.delete(tokenHash)
    if (hashes?.size === 0) byUser.delete(entry.user.id)
  }

  function forgetUser(userId: number) {
    forgets++
    for (const hash of byUser.get(userId) ?? []) entries.delete(hash)
    byUser.delete(userId)
  }

  function forgetAll() {
    forgets++
    entries.clear()
    byUser.clear()
  }

  return {
    get(tokenHash: string, now = Date.now()): CachedSession | null {
      const entry = entries.get(tokenHash)
      if (!entry) return null
      if (entry.until > now) return entry
      drop(tokenHash)
      return null
    },
    /** Marks the start of a database read, for `put`. */
    mark: () => forgets,
    /** Keeps what a read found, unless something was forgotten since `mark` (the row may be stale). */
    put(tokenHash: string, found: CachedSession, expiresAt: Date, mark: number, now = Date.now()) {
      if (mark !== forgets) return
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) drop(oldest)
      }
      entries.set(tokenHash, { ...found, until: Math.min(now + ttlMs, expiresAt.getTime()) })
      const hashes = byUser.get(found.user.id) ?? new Set()
      byUser.set(found.user.id, hashes.add(tokenHash))
    },
    forgetUser,
    /** Listens for changes from every instance. */
    follow(notifications: Notifications) {
      return notifications.on('lantern_auth', (payload) => {
        // `*`: the listener was away and may have missed changes of anyone (db/client.ts).
        if (payload === '*') return forgetAll()
        const userId = Number(payload)
        if (Number.isInteger(userId)) forgetUser(userId)
      })
    },
    get size() {
      return entries.size
    },
  }
}
export type SessionCache = ReturnType<typeof createSessionCache>
