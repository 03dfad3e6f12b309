import { describe, expect, it } from 'vitest'
import { periodAt } from './period'
import { demoteCount, initialOf, leagueAfter, outcomeFor, promoteCount, rankStandings } from './rules'

describe('league weeks run Monday to Sunday in Singapore', () => {
  it('Sunday 23:59 in Singapore is still the old week; midnight starts the new one', () => {
    const sundayNight = periodAt(new Date('2026-11-29T15:59:59Z'))
    expect(sundayNight).toMatchObject({ startDate: '2026-11-23', endDate: '2026-11-29' })
    expect(sundayNight.closesAt.toISOString()).toBe('2026-11-29T16:00:00.000Z')
    const mondayMidnight = periodAt(new Date('2026-11-29T16:00:00Z'))
    expect(mondayMidnight).toMatchObject({ startDate: '2026-11-30', endDate: '2026-12-06' })
    expect(mondayMidnight.startsAt.toISOString()).toBe('2026-11-29T16:00:00.000Z')
  })
  it('a Monday morning in London is already that Monday afternoon in Singapore', () => {
    expect(periodAt(new Date('2026-11-30T08:00:00Z')).startDate).toBe('2026-11-30')
    expect(periodAt(new Date('2026-11-29T12:00:00Z')).startDate).toBe('2026-11-23')
  })
})

describe('promotion and demotion', () => {
  it('moves the top fifth up and the bottom fifth down, never past Gold or below Bronze', () => {
    expect([promoteCount(30, 1), demoteCount(30, 1)]).toEqual([6, 0])
    expect([promoteCount(30, 2), demoteCount(30, 2)]).toEqual([6, 6])
    expect([promoteCount(30, 3), demoteCount(30, 3)]).toEqual([0, 6])
    // A small cohort still promotes its winner, and demotes no one until it has five.
    expect([promoteCount(3, 2), demoteCount(3, 2)]).toEqual([1, 0])
    expect([promoteCount(1, 2), demoteCount(1, 2)]).toEqual([1, 0])
    expect(leagueAfter(3, 1)).toBe(3)
    expect(leagueAfter(1, -1)).toBe(1)
  })
  it('does not promote a child who earned nothing', () => {
    expect(outcomeFor(1, 0, 5, 1)).toBe(0)
    expect(outcomeFor(1, 10, 5, 1)).toBe(1)
    expect(outcomeFor(5, 1, 5, 2)).toBe(-1)
  })
  it('breaks ties by who joined the week first', () => {
    const early = new Date('2026-11-23T01:00:00Z')
    const late = new Date('2026-11-24T01:00:00Z')
    const ranked = rankStandings([
      { userId: 2, points: 50, joinedAt: late },
      { userId: 1, points: 50, joinedAt: early },
      { userId: 3, points: 70, joinedAt: late },
    ])
    expect(ranked.map((r) => [r.userId, r.rank])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ])
  })
  it('shows other children by their last initial', () => {
    expect(initialOf('lim')).toBe('L.')
    expect(initialOf('  ')).toBe('')
  })
})
