/** Dates are school days in Singapore's calendar (ADR 0050): today there, as YYYY-MM-DD. */
export function schoolToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(now)
}

const day = new Intl.DateTimeFormat('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A school day in words ("Tue, 24 Nov 2026"); a dash when there is none. */
export const dayOf = (date: string | null | undefined) =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? day.format(new Date(`${date}T00:00:00Z`)) : '—'
