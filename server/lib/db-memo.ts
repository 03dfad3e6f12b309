/**
 * Facts that every request reads and an admin rarely changes (names of levels and subjects, stored prompts),
 * kept per database for `ttlMs`: a change shows within that time. Callers that arrive while a read is under way
 * share it, so a burst of requests costs one statement.
 */
export function dbMemo<V>(ttlMs: number) {
  const byDb = new WeakMap<object, Map<string, { value: Promise<V>; until: number }>>()
  return (db: object, key: string, load: () => Promise<V>, now = Date.now()): Promise<V> => {
    const entries = byDb.get(db) ?? new Map()
    byDb.set(db, entries)
    const hit = entries.get(key)
    if (hit && hit.until > now) return hit.value
    const value = load()
    entries.set(key, { value, until: now + ttlMs })
    // A failed read is not kept: the next caller tries again.
    value.catch(() => entries.get(key)?.value === value && entries.delete(key))
    return value
  }
}
