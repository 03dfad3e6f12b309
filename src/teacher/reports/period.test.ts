import { describe, expect, it } from 'vitest'
import { periodOf, periodProblem, periodSearch, termStart } from './period'

describe('a report’s period', () => {
  const today = '2026-11-24'
  it('ends today for the presets, 30 days by default', () => {
    expect(periodOf({}, today)).toEqual({ start: '2026-10-26', end: today })
    expect(periodOf({ period: '7d' }, today)).toEqual({ start: '2026-11-18', end: today })
    expect(periodOf({ period: 'term' }, today)).toEqual({ start: '2026-09-08', end: today })
  })

  it('finds the term a day falls in', () => {
    expect(termStart('2026-02-10')).toBe('2026-01-01')
    expect(termStart('2026-03-16')).toBe('2026-03-16')
    expect(termStart('2026-07-01')).toBe('2026-06-16')
  })

  it('takes custom days as given, and says when they are backwards', () => {
    const custom = periodOf({ period: 'custom', start: '2026-11-10', end: '2026-11-01' }, today)
    expect(periodProblem(custom)).toMatch(/start date cannot be after/)
    expect(periodProblem({ start: '2026-11-01' })).toBeNull()
  })

  it('reads only what it understands from the address', () => {
    expect(periodSearch({ period: 'custom', start: '2026-11-01', end: 'soon' })).toEqual({
      period: 'custom',
      start: '2026-11-01',
      end: undefined,
    })
    expect(periodSearch({ period: 'term', start: '2026-11-01' })).toEqual({ period: 'term' })
    expect(periodSearch({ period: 'forever' })).toEqual({})
  })
})
