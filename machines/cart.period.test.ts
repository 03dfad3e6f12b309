import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calendarDateOf, cartPeriod, daysInMonth } from './cart.period'

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const fields = (date: string) => date.split('-').map(Number) as [number, number, number]

/** Any calendar day from 1970 to 2400 (a full 400-year leap cycle and more). */
const anyDay = fc
  .integer({ min: 0, max: dayNumber('2400-12-31') })
  .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10))

describe('cartPeriod', () => {
  it.each([
    ['2027-01-31', '2027-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2028-01-29', '2028-02-29'],
    ['2100-01-31', '2100-02-28'],
    ['2000-01-30', '2000-02-29'],
    ['2027-03-31', '2027-04-30'],
    ['2028-02-29', '2028-03-29'],
    ['2026-12-31', '2027-01-31'],
    ['2026-11-21', '2026-12-21'],
  ])('runs from %s to %s', (today, end) => {
    expect(cartPeriod(today)).toEqual({ start: today, end })
  })

  it('ends in the next month, on the same day, or on its last day when it has no such day', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const { start, end } = cartPeriod(today)
        const [year, month, day] = fields(start)
        const [endYear, endMonth, endDay] = fields(end)
        expect(start).toBe(today)
        expect(endYear * 12 + endMonth).toBe(year * 12 + month + 1)
        expect(endDay).toBe(Math.min(day, daysInMonth(endYear, endMonth)))
      }),
    )
  })

  it('lasts 28 to 31 days, and a later day never ends the period earlier', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        const length = dayNumber(cartPeriod(a).end) - dayNumber(a)
        expect(length).toBeGreaterThanOrEqual(28)
        expect(length).toBeLessThanOrEqual(31)
        if (a <= b) expect(cartPeriod(a).end <= cartPeriod(b).end).toBe(true)
      }),
    )
  })

  it.each(['2027-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '31/01/2027', ''])(
    'refuses %j, which is not a calendar day',
    (date) => {
      expect(() => cartPeriod(date)).toThrow(RangeError)
    },
  )
})

describe('daysInMonth', () => {
  it('follows the Gregorian leap years', () => {
    expect([1900, 2000, 2024, 2027, 2100].map((year) => daysInMonth(year, 2))).toEqual([28, 29, 29, 28, 28])
    expect(daysInMonth(2027, 12)).toBe(31)
    expect(daysInMonth(2027, 4)).toBe(30)
  })
})

describe('calendarDateOf', () => {
  it("is the person's own day, not UTC's", () => {
    const instant = new Date('2027-01-30T18:30:00Z')
    expect(calendarDateOf(instant, 'Asia/Singapore')).toBe('2027-01-31')
    expect(calendarDateOf(instant, 'UTC')).toBe('2027-01-30')
    expect(cartPeriod(calendarDateOf(instant, 'Asia/Singapore')).end).toBe('2027-02-28')
  })
})
