export const MAX_HEARTS = 5
export const HEART_REFILL_MS = 30 * 60_000

/** Hearts after lazy refilling: one back every 30 minutes since the last change, up to the maximum. */
export function heartsNow(stored: { hearts: number; updatedAt: Date }, now: Date) {
  if (stored.hearts >= MAX_HEARTS) return { hearts: MAX_HEARTS, since: now, nextRefillAt: null }
  const refills = Math.floor((now.getTime() - stored.updatedAt.getTime()) / HEART_REFILL_MS)
  const hearts = Math.min(MAX_HEARTS, stored.hearts + Math.max(0, refills))
  if (hearts >= MAX_HEARTS) return { hearts, since: now, nextRefillAt: null }
  // Keep the partial refill time already earned.
  const since = new Date(stored.updatedAt.getTime() + Math.max(0, refills) * HEART_REFILL_MS)
  return { hearts, since, nextRefillAt: new Date(since.getTime() + HEART_REFILL_MS) }
}
