import { addDays, localDate, mondayOf } from '../progress/dates'

/** League weeks run Monday 00:00 to Sunday 24:00 in Singapore for everyone, so a cohort shares one clock (ADR 0059). */
export const LEAGUE_TIME_ZONE = 'Asia/Singapore'
/** Singapore has kept UTC+8 without daylight saving since 1982. */
const OFFSET = '+08:00'

export const startOfDay = (day: string) => new Date(`${day}T00:00:00${OFFSET}`)

export type Period = {
  startDate: string
  endDate: string
  startsAt: Date
  /** The first instant after the period: next Monday, midnight in Singapore. */
  closesAt: Date
}

export function periodStarting(startDate: string): Period {
  const next = addDays(startDate, 7)
  return {
    startDate,
    endDate: addDays(startDate, 6),
    startsAt: startOfDay(startDate),
    closesAt: startOfDay(next),
  }
}

/** The league week holding `at`. */
export const periodAt = (at: Date): Period => periodStarting(mondayOf(localDate(at, LEAGUE_TIME_ZONE)))

export const nextPeriod = (period: Period) => periodStarting(addDays(period.startDate, 7))
export const previousPeriod = (period: Period) => periodStarting(addDays(period.startDate, -7))
