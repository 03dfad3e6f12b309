const dayFormat = new Intl.DateTimeFormat('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** "Mon 30 Nov" for a calendar date (YYYY-MM-DD), the same wherever the browser is. */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

/** Whole days from `today` until the week's last day is over (1 on its last day). */
export function daysLeft(endDate: string, today: string) {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)
  return Math.max(0, Math.round(ms / 86_400_000) + 1)
}

/** Today in Singapore, where league weeks are counted. */
export const singaporeToday = (at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(at)

export const ordinal = (n: number) => {
  const tens = n % 100
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}
