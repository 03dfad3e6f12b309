/**
 * Where a calendar day is counted for someone with no time zone of their own (visitors, staff, a student with no
 * settings yet): the column default of `student_settings.time_zone`.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Singapore'

/** One formatter per time zone: making one costs far more than using it, and every marking and chat asks. */
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    // Time zones are a few hundred names at most; an invalid one throws above and is never kept.
    dateFormats.set(timeZone, format)
  }
  return format.format(at)
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** Monday of the week that holds `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 Sunday
  return addDays(day, -((weekday + 6) % 7))
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}
