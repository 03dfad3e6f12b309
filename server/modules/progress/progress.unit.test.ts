import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, localDate, mondayOf } from './dates'
import { HEART_REFILL_MS, heartsNow, MAX_HEARTS } from './hearts'
import { levelBase, levelFor } from './levels'
import { streakFrom } from './streaks'

describe('levels', () => {
  it('starts level 2 at 1000 XP, the spec’s level-1 ceiling', () => {
    expect(levelFor(0)).toEqual({ xp: 0, level: 1, current_level_base_xp: 0, next_level_xp: 1000 })
    expect(levelFor(999).level).toBe(1)
    expect(levelFor(1000)).toMatchObject({ level: 2, current_level_base_xp: 1000, next_level_xp: 3000 })
    expect(levelFor(6000).level).toBe(4)
  })
  it('always places XP within its level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (xp) => {
        const l = levelFor(xp)
        expect(l.current_level_base_xp).toBeLessThanOrEqual(xp)
        expect(l.next_level_xp).toBeGreaterThan(xp)
        expect(levelBase(l.level)).toBe(l.current_level_base_xp)
      }),
    )
  })
})

describe('streaks', () => {
  const today = '2026-11-21' // a Saturday
  it('counts consecutive days up to today', () => {
    expect(streakFrom(['2026-11-19', '2026-11-20', '2026-11-21'], today)).toMatchObject({
      active: true,
      days: 3,
    })
  })
  it('keeps a streak alive until today ends, without counting today', () => {
    expect(streakFrom(['2026-11-19', '2026-11-20'], today)).toMatchObject({ active: false, days: 2 })
  })
  it('breaks after a whole day without practice, but remembers the longest', () => {
    expect(streakFrom(['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-19'], today)).toMatchObject({
      active: false,
      days: 0,
      longest_days: 3,
    })
  })
  it('shows Monday to Sunday of this week', () => {
    const { week } = streakFrom(['2026-11-17'], today)
    expect(week.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ])
    expect(week.filter((d) => d.active).map((d) => d.date)).toEqual(['2026-11-17'])
  })
  it('uses the student’s own time zone for “today”', () => {
    const lateEvening = new Date('2026-11-21T15:30:00Z') // 23:30 in Singapore, 10:30 in New York
    expect(localDate(lateEvening, 'Asia/Singapore')).toBe('2026-11-21')
    expect(localDate(new Date('2026-11-21T16:30:00Z'), 'Asia/Singapore')).toBe('2026-11-22')
    expect(localDate(lateEvening, 'America/New_York')).toBe('2026-11-21')
  })
  it('handles month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(mondayOf('2027-01-03')).toBe('2026-12-28')
  })
})

describe('hearts', () => {
  const t0 = new Date('2026-11-21T10:00:00Z')
  it('refills one heart every 30 minutes up to the maximum', () => {
    expect(heartsNow({ hearts: 2, updatedAt: t0 }, new Date(t0.getTime() + 29 * 60_000))).toMatchObject({
      hearts: 2,
      nextRefillAt: new Date(t0.getTime() + HEART_REFILL_MS),
    })
    expect(heartsNow({ hearts: 2, updatedAt: t0 }, new Date(t0.getTime() + 61 * 60_000)).hearts).toBe(4)
    expect(
      heartsNow({ hearts: 0, updatedAt: t0 }, new Date(t0.getTime() + 10 * HEART_REFILL_MS)),
    ).toMatchObject({
      hearts: MAX_HEARTS,
      nextRefillAt: null,
    })
  })
})
