import { FREEZE_EVERY_DAYS, MAX_STREAK_FREEZES } from '../../../contracts/rewards'
import { addDays } from './dates'

/**
 * Streak freezes (ADR 0060): a missed day is covered by a freeze the student holds, automatically, so one bad
 * day does not wipe out weeks of practice. Freezes are used only when they save the streak: a gap longer than
 * the freezes held breaks the streak and the freezes are kept for the next one.
 */
export type FreezeState = { held: number; streakStart: string | null; earnedInStreak: number }

/** The missed days between the last day that counts and today that the freezes held would cover, if any. */
export function daysToFreeze(
  practised: ReadonlySet<string>,
  frozen: ReadonlySet<string>,
  held: number,
  today: string,
): string[] {
  const counts = (d: string) => practised.has(d) || frozen.has(d)
  const gap: string[] = []
  let d = addDays(today, -1)
  // A freeze never reaches past the streak it saves: at most `held` days back.
  while (!counts(d) && gap.length <= held) {
    gap.push(d)
    d = addDays(d, -1)
  }
  if (!gap.length || gap.length > held) return []
  // Nothing before the gap: there is no streak to save.
  return [...practised].some((p) => p <= d) ? gap.reverse() : []
}

/** The current streak's length (practised days only: a frozen day carries the streak, it adds nothing) and start. */
export function streakRun(practised: ReadonlySet<string>, frozen: ReadonlySet<string>, today: string) {
  let d = practised.has(today) ? today : addDays(today, -1)
  let days = 0
  let start: string | null = null
  while (practised.has(d) || frozen.has(d)) {
    if (practised.has(d)) {
      days++
      start = d
    }
    d = addDays(d, -1)
  }
  return { days, start }
}

/** Freezes after a streak has reached `days`: one per FREEZE_EVERY_DAYS of one streak, at most MAX held. */
export function earnFreezes(state: FreezeState, run: { days: number; start: string | null }): FreezeState {
  const sameStreak = run.start !== null && run.start === state.streakStart
  const earnedBefore = sameStreak ? state.earnedInStreak : 0
  const earnedNow = Math.floor(run.days / FREEZE_EVERY_DAYS)
  const fresh = Math.max(0, earnedNow - earnedBefore)
  return {
    held: Math.min(MAX_STREAK_FREEZES, state.held + fresh),
    streakStart: run.start,
    earnedInStreak: Math.max(earnedNow, earnedBefore),
  }
}
