import { describe, expect, it } from 'vitest'
import { addDays } from './dates'
import { daysToFreeze, earnFreezes, streakRun } from './freezes'
import { streakFrom } from './streaks'

const today = '2026-11-20'
const run = (from: number, to: number) =>
  new Set(Array.from({ length: to - from + 1 }, (_, i) => addDays(today, -(to - i))))
const none = new Set<string>()

describe('streak freezes (ADR 0060)', () => {
  it('covers a missed day with a freeze held, so the streak goes on', () => {
    // Practised 10 days up to two days ago, missed yesterday, practised today.
    const practised = new Set([...run(2, 11), today])
    expect(daysToFreeze(practised, none, 1, today)).toEqual([addDays(today, -1)])
    expect(daysToFreeze(practised, none, 0, today)).toEqual([])
  })

  it('keeps the freezes when the gap is longer than they can cover (the streak is broken anyway)', () => {
    const practised = new Set([...run(4, 10), today])
    expect(daysToFreeze(practised, none, 2, today)).toEqual([])
  })

  it('covers two missed days with two freezes', () => {
    const practised = new Set([...run(3, 9)])
    expect(daysToFreeze(practised, none, 2, today)).toEqual([addDays(today, -2), addDays(today, -1)])
  })

  it('saves nothing when there was never a streak', () => {
    expect(daysToFreeze(new Set([today]), none, 2, today)).toEqual([])
  })

  it('counts practised days only: a frozen day carries the streak without adding to it', () => {
    const practised = new Set([...run(2, 4), today])
    const frozen = new Set([addDays(today, -1)])
    expect(streakRun(practised, frozen, today)).toEqual({ days: 4, start: addDays(today, -4) })
    expect(streakFrom([...practised], today, frozen).days).toBe(4)
    expect(streakFrom([...practised], today).days).toBe(1)
  })

  it('earns one freeze per 7 days of one streak, holding at most 2', () => {
    const start = '2026-11-01'
    let state = { held: 0, streakStart: null as string | null, earnedInStreak: 0 }
    state = earnFreezes(state, { days: 6, start })
    expect(state.held).toBe(0)
    state = earnFreezes(state, { days: 7, start })
    expect(state.held).toBe(1)
    // The same day counted twice (two worksheets on the seventh day) earns nothing more.
    state = earnFreezes(state, { days: 7, start })
    expect(state.held).toBe(1)
    state = earnFreezes(state, { days: 14, start })
    state = earnFreezes(state, { days: 21, start })
    expect(state).toEqual({ held: 2, streakStart: start, earnedInStreak: 3 })
    // A new streak earns afresh.
    expect(earnFreezes({ ...state, held: 0 }, { days: 7, start: '2026-12-01' }).held).toBe(1)
  })
})
