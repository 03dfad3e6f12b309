/** The server's word on a quiz's clock: when it started, and the server's own time when it said so. */
export type ServerClock = {
  started_at?: string | null
  server_time?: string | null
  time_limit: number | null
}

/**
 * Seconds left of the time limit, counted on the server's clock (issue 14 item 6): the time since the server's
 * start, as the server saw it when it answered (`receivedAt`, this device's time then) plus what has passed
 * here since. A device whose clock is wrong, a reload or a lost connection change nothing.
 */
export function secondsLeft(clock: ServerClock, receivedAt: number, now: number): number | null {
  if (!clock.time_limit) return null
  const limit = clock.time_limit * 60
  if (!clock.started_at) return limit
  const serverNow = (clock.server_time ? Date.parse(clock.server_time) : receivedAt) + (now - receivedAt)
  const spent = Math.max(0, (serverNow - Date.parse(clock.started_at)) / 1000)
  return Math.max(0, Math.round(limit - spent))
}

/** "10 minutes", "1 minute", "1 hour 30 minutes": how long, as a child reads it. */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (!hours) return plural(rest, 'minute')
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour')
}
