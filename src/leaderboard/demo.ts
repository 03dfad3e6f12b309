import type { Leaderboard } from '../../contracts/leaderboard'
import { singaporeToday } from './dates'

/** Product.md §9: demo leagues last 7 days, and demo children stay below the level-1 ceiling of 1000 XP. */
export const DEMO_LEAGUE_DAYS = 7
export const DEMO_XP_CEILING = 1000

const DEMO_CHILDREN = [
  ['Mei', 'T'],
  ['Arjun', 'K'],
  ['Sofia', 'R'],
  ['Hafiz', 'M'],
  ['Lily', 'C'],
  ['Ethan', 'W'],
  ['Nur', 'A'],
  ['Kai', 'O'],
  ['Zara', 'P'],
  ['Ryan', 'L'],
  ['Aisha', 'B'],
] as const

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))

/** A small, steady number from a text: the same demo week always shows the same race. */
function hash(text: string) {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return (h >>> 0) / 2 ** 32
}

/** A demo Bronze league for this week: children at level 1 whose points grow day by day; the visitor joins at 0. */
export function demoLeaderboard(today = singaporeToday()): Leaderboard {
  const start = mondayOf(today)
  const end = addDays(start, DEMO_LEAGUE_DAYS - 1)
  const dayOfWeek =
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
  const others = DEMO_CHILDREN.map(([first, initial]) => ({
    first_name: first,
    last_name: `${initial}.`,
    // Below the ceiling whatever the day: a demo child never reaches level 2.
    points: Math.min(DEMO_XP_CEILING - 1, Math.round(hash(`${start}${first}`) * 110 * dayOfWeek)),
    current_level: 1,
    is_me: false,
  }))
  const students = [
    ...others,
    { first_name: 'Visitor', last_name: '', points: 0, current_level: 1, is_me: true },
  ].sort((a, b) => b.points - a.points)
  return {
    period: {
      previous: null,
      current: { start_date: start, end_date: end },
      in_progress: true,
      assigned: true,
      next_start_date: addDays(start, DEMO_LEAGUE_DAYS),
      next_end_date: addDays(end, DEMO_LEAGUE_DAYS),
      closes_at: new Date(`${addDays(start, DEMO_LEAGUE_DAYS)}T00:00:00+08:00`).toISOString(),
    },
    league: 1,
    rank: students.findIndex((s) => s.is_me) + 1,
    hidden: false,
    promote_count: 2,
    demote_count: 0,
    students,
  }
}
