import { describe, expect, it } from 'vitest'
import { periodRange } from './periods'

/** 2026-03-04 is a Wednesday; 01:30 in Singapore is still the 3rd in UTC. */
const now = new Date('2026-03-03T17:30:00Z')
const iso = (range: { from: Date | null; to: Date | null }) => [
  range.from?.toISOString(),
  range.to?.toISOString(),
]

describe('the periods an admin can ask about, on the Singapore calendar', () => {
  it('starts today, this week and this month at Singapore midnight and ends them where they end', () => {
    expect(iso(periodRange('today', now))).toEqual(['2026-03-03T16:00:00.000Z', '2026-03-04T16:00:00.000Z'])
    expect(iso(periodRange('this_week', now))).toEqual([
      '2026-03-01T16:00:00.000Z',
      '2026-03-08T16:00:00.000Z',
    ])
    expect(iso(periodRange('this_month', now))).toEqual([
      '2026-02-28T16:00:00.000Z',
      '2026-03-31T16:00:00.000Z',
    ])
    expect(iso(periodRange('last_month', now))).toEqual([
      '2026-01-31T16:00:00.000Z',
      '2026-02-28T16:00:00.000Z',
    ])
  })

  it('runs rolling periods up to the present, and all time without bounds', () => {
    expect(iso(periodRange('last_7_days', now))).toEqual(['2026-02-24T17:30:00.000Z', undefined])
    expect(iso(periodRange('last_30_days', now))).toEqual(['2026-02-01T17:30:00.000Z', undefined])
    expect(iso(periodRange('all_time', now))).toEqual([undefined, undefined])
  })

  it('crosses a year end', () => {
    const newYear = new Date('2026-01-10T04:00:00Z')
    expect(iso(periodRange('last_month', newYear))).toEqual([
      '2025-11-30T16:00:00.000Z',
      '2025-12-31T16:00:00.000Z',
    ])
  })
})
