import { addDays, mondayOf } from './dates'

/**
 * The streak from the days a student practised: today counts when practised; a streak that reached
 * yesterday is still alive today (it breaks only when a whole day passes without practice).
 */
export function streakFrom(days: readonly string[], today: string, frozen: ReadonlySet<string> = new Set()) {
  const set = new Set(days)
  const active = set.has(today)
  let current = 0
  // A frozen day (ADR 0060) carries the streak over a missed day without adding to it.
  for (let d = active ? today : addDays(today, -1); set.has(d) || frozen.has(d); d = addDays(d, -1))
    if (set.has(d)) current++
  let longest = 0
  let run = 0
  let previous: string | null = null
  for (const d of [...set].sort()) {
    run = previous && addDays(previous, 1) === d ? run + 1 : 1
    longest = Math.max(longest, run)
    previous = d
  }
  const monday = mondayOf(today)
  const week = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i)
    return { date, active: set.has(date) }
  })
  return { active, days: current, longest_days: Math.max(longest, current), week }
}
