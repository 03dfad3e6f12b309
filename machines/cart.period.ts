/** A calendar day as `YYYY-MM-DD`, with no time or zone: the person's own "today". */
export type CalendarDate = string

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (value: number, width: number) => String(value).padStart(width, '0')
const format = (year: number, month: number, day: number): CalendarDate =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`

/** Days in a month (1–12) of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps daylight saving out of it, and
  // setUTCFullYear keeps years below 100 from being read as 19xx.
  const last = new Date(0)
  last.setUTCFullYear(year, month, 0)
  return last.getUTCDate()
}

function parse(date: CalendarDate) {
  const match = CALENDAR_DATE.exec(date)
  const [year, month, day] = match ? match.slice(1).map(Number) : [0, 0, 0]
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new RangeError(`${date} is not a calendar date (YYYY-MM-DD)`)
  return { year, month, day }
}

/** Today's calendar date where the person is (the browser's zone), or in the given IANA zone. */
export function calendarDateOf(instant: Date, timeZone?: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return format(part('year'), part('month'), part('day'))
}

/**
 * Spec §9: "The current cart period runs from today to the same day next month." A day the next month lacks
 * becomes its last day (31 January → 28 or 29 February; 31 March → 30 April), as card billing does.
 */
export function cartPeriod(today: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  const { year, month, day } = parse(today)
  const endYear = month === 12 ? year + 1 : year
  const endMonth = month === 12 ? 1 : month + 1
  return {
    start: format(year, month, day),
    end: format(endYear, endMonth, Math.min(day, daysInMonth(endYear, endMonth))),
  }
}
