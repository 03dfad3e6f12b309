import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { studentSettings } from '../../../db/schema'
import { DEFAULT_TIME_ZONE, localDate } from '../../progress/dates'

/** The time zone a student's days are counted in; read only (the settings row is made on first practice). */
export async function timeZoneOf(db: Executor, studentId: number) {
  const [row] = await db
    .select({ timeZone: studentSettings.timeZone })
    .from(studentSettings)
    .where(eq(studentSettings.userId, studentId))
  return row?.timeZone ?? DEFAULT_TIME_ZONE
}

/** Today's date (YYYY-MM-DD) where the student lives, as streaks count it. */
export async function studentToday(db: Executor, studentId: number, now = new Date()) {
  return localDate(now, await timeZoneOf(db, studentId))
}
