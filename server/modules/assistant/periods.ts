import { z } from 'zod'
import { addDays, localDate } from '../progress/dates'

/** The platform's calendar is Singapore's (UTC+8, no daylight saving), as the schools' is. */
const PLATFORM_TIME_ZONE = 'Asia/Singapore'
const PLATFORM_OFFSET = '+08:00'

export const PERIODS = [
  'today',
  'this_week',
  'last_7_days',
  'this_month',
  'last_month',
  'last_30_days',
  'all_time',
] as const
export type Period = (typeof PERIODS)[number]
export const PeriodSchema = z.enum(PERIODS)

export const PERIOD_LABEL: Record<Period, string> = {
  today: 'today',
  this_week: 'this week',
  last_7_days: 'the last 7 days',
  this_month: 'this month',
  last_month: 'last month',
  last_30_days: 'the last 30 days',
  all_time: 'all time',
}

/** The period inside a sentence: "were completed in the last 7 days". */
export const PERIOD_PHRASE: Record<Period, string> = {
  ...PERIOD_LABEL,
  last_7_days: 'in the last 7 days',
  last_30_days: 'in the last 30 days',
  all_time: 'since Lantern began',
}

/**
 * The instants a period covers: `from` inclusive, `to` exclusive (null: open). Calendar periods end where they
 * end, so a question about a past `now` does not count later rows; rolling ones run up to the present. Weeks
 * start on Monday.
 */
export function periodRange(period: Period, now = new Date()): { from: Date | null; to: Date | null } {
  const today = localDate(now, PLATFORM_TIME_ZONE)
  const startOf = (day: string) => new Date(`${day}T00:00:00${PLATFORM_OFFSET}`)
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  const firstOfMonth = `${today.slice(0, 8)}01`
  const firstOfNextMonth = `${addDays(firstOfMonth, 31).slice(0, 8)}01`
  switch (period) {
    case 'today':
      return { from: startOf(today), to: startOf(addDays(today, 1)) }
    case 'this_week':
      return { from: startOf(addDays(today, -weekday)), to: startOf(addDays(today, 7 - weekday)) }
    case 'last_7_days':
      return { from: new Date(now.getTime() - 7 * 86_400_000), to: null }
    case 'last_30_days':
      return { from: new Date(now.getTime() - 30 * 86_400_000), to: null }
    case 'this_month':
      return { from: startOf(firstOfMonth), to: startOf(firstOfNextMonth) }
    case 'last_month': {
      const lastOfPrevious = addDays(firstOfMonth, -1)
      return { from: startOf(`${lastOfPrevious.slice(0, 8)}01`), to: startOf(firstOfMonth) }
    }
    case 'all_time':
      return { from: null, to: null }
  }
}
