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

/** "at 2:15 pm", or "tomorrow at 12:05 am": when the next heart comes back, on the child's own clock. */
export function refillTimeWords(next: Date, now: Date, timeZone: string) {
  const day = (at: Date) => at.toLocaleDateString('en-CA', { timeZone })
  const time = next
    .toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .replace(/\s?AM$/, ' am')
    .replace(/\s?PM$/, ' pm')
  return day(next) === day(now) ? `at ${time}` : `tomorrow at ${time}`
}

/** What a Lite child is told when marking would need a heart they do not have (issue 14 item 8). */
export function outOfHeartsMessage(nextRefillAt: string | null, now: Date, timeZone: string) {
  const next = nextRefillAt
    ? ` The next one comes back ${refillTimeWords(new Date(nextRefillAt), now, timeZone)}.`
    : ''
  return `You have no hearts left for now. One comes back every 30 minutes.${next} Your answers are saved, so you can hand them in then, or ask a grown-up about unlocking this subject.`
}
