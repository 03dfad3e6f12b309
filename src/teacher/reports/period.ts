import { schoolToday } from '../worksheets/dates'

// A report's period: a preset a teacher picks in one tap, or days of their own (ADR 0053).

export const PERIOD_CHOICES = ['7d', '30d', 'term', 'custom'] as const
export type PeriodChoice = (typeof PERIOD_CHOICES)[number]
export type PeriodSearch = { period?: PeriodChoice; start?: string; end?: string }
export type Period = { start?: string; end?: string }

export const PERIOD_LABELS: Record<PeriodChoice, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  term: 'This term',
  custom: 'Choose dates',
}

/**
 * The first days of Singapore's four school terms, as month-day. The Ministry's calendar moves by a few days each
 * year; a fixed table is close enough for "this term", and the custom dates cover the rest.
 */
const TERM_STARTS = ['01-01', '03-16', '06-16', '09-08'] as const

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The first day of the term `today` falls in. */
export function termStart(today: string): string {
  const year = today.slice(0, 4)
  const monthDay = today.slice(5)
  const start = [...TERM_STARTS].reverse().find((s) => s <= monthDay) ?? TERM_STARTS[0]
  return `${year}-${start}`
}

/** The days a choice covers, ending today (custom: the days given, either may be left open). */
export function periodOf(search: PeriodSearch, today = schoolToday()): Period {
  switch (search.period ?? '30d') {
    case '7d':
      return { start: addDays(today, -6), end: today }
    case 'term':
      return { start: termStart(today), end: today }
    case 'custom':
      return { start: search.start, end: search.end }
    default:
      return { start: addDays(today, -29), end: today }
  }
}

/** Why custom dates cannot be used, or null. */
export function periodProblem(period: Period): string | null {
  if (period.start && period.end && period.start > period.end)
    return 'The start date cannot be after the end date.'
  return null
}

/** The period part of a report page's search, from whatever the address held. */
export function periodSearch(search: Record<string, unknown>): PeriodSearch {
  const period = PERIOD_CHOICES.find((c) => c === search.period)
  if (period !== 'custom') return period ? { period } : {}
  return {
    period,
    start: isDay(search.start) ? search.start : undefined,
    end: isDay(search.end) ? search.end : undefined,
  }
}
