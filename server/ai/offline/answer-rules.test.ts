import { describe, expect, it } from 'vitest'
import { markOffline } from './index'
import { numeric } from './test-questions'

const marks = (q: ReturnType<typeof numeric>, value: string) => markOffline(q, { value }).marksGiven
const first = (q: ReturnType<typeof numeric>, value: string) => markOffline(q, { value }).findings[0]

describe('decimal places and significant figures the question asks for', () => {
  const twoPlaces = numeric({ value: 12.35, decimalPlaces: 2 })
  it.each([
    ['12.35', 1],
    ['12.350', 0],
    ['12.4', 0],
    ['12.3456', 0],
  ])('round to 2 decimal places: %j earns %d', (answer, expected) => {
    expect(marks(twoPlaces, answer)).toBe(expected)
  })

  it('a whole number is not written to 2 decimal places: 8 for 8.00', () => {
    const eight = numeric({ value: 8, unit: '$', decimalPlaces: 2 })
    expect(marks(eight, '$8.00')).toBe(1)
    expect(first(eight, '$8')).toEqual({ type: 'form_not_accepted', given: '$8', expected: '$8.00' })
  })

  it('significant figures: 1200 to 2 s.f. may keep its zeros, 0.0450 to 3 s.f. must show them', () => {
    const big = numeric({ value: 1200, significantFigures: 2 })
    expect(marks(big, '1200')).toBe(1)
    expect(marks(big, '1200.0')).toBe(0)
    const small = numeric({ value: 0.045, significantFigures: 3 })
    expect(marks(small, '0.0450')).toBe(1)
    expect(marks(small, '0.045')).toBe(0)
  })

  it('no rule, no precision demanded (today’s behaviour)', () => {
    expect(marks(numeric({ value: 12.35 }), '12.350')).toBe(1)
  })
})

describe('unit required', () => {
  const length = numeric({ value: 27, unit: 'cm', unitRequired: true })
  it('a bare number earns nothing when the question asks for the unit; with the unit it is right', () => {
    expect(first(length, '27')).toEqual({ type: 'wrong_unit', given: '', expected: 'cm' })
    expect(marks(length, '27')).toBe(0)
    expect(marks(length, '27 cm')).toBe(1)
    expect(marks(numeric({ value: 27, unit: 'cm' }), '27')).toBe(1)
  })
  it('either unit when the question accepts both: 2250 ml for 2.25 ℓ', () => {
    const volume = numeric({ value: 2.25, unit: 'ℓ', convertibleUnits: { ml: 0.001 }, unitRequired: true })
    for (const answer of ['2.25 ℓ', '2250 ml', '2 ℓ 250 ml'])
      expect([answer, marks(volume, answer)]).toEqual([answer, 1])
  })
})

describe('ratios are their own kind', () => {
  const ratio = (rule: { acceptEquivalent?: boolean; requireSimplest?: boolean }) =>
    numeric({ value: 2 / 3, ratio: { terms: [2, 3], ...rule } }, { maxScore: 2 })
  it('a fraction is not a ratio', () => {
    expect(marks(ratio({}), '2/3')).toBe(0)
    expect(first(ratio({}), '2/3').type).toBe('form_not_accepted')
  })
  it.each([
    ['2:3', 2],
    ['2 : 3', 2],
    ['2 to 3', 2],
    ['4 : 6', 2],
    ['3 : 2', 0],
  ])('equivalents accepted: %j earns %d', (answer, expected) =>
    expect(marks(ratio({}), answer)).toBe(expected),
  )
  it('simplest form required: an equal unsimplified ratio earns half', () => {
    expect(marks(ratio({ requireSimplest: true }), '4:6')).toBe(1)
    expect(marks(ratio({ requireSimplest: true }), '2:3')).toBe(2)
  })
  it('equivalents refused: only the terms asked for', () => {
    expect(marks(ratio({ acceptEquivalent: false }), '4:6')).toBe(0)
  })
  it('three terms, and the last ratio of some working', () => {
    const three = numeric({ value: 0, ratio: { terms: [1, 2, 3] } })
    expect(marks(three, '2 : 4 : 6')).toBe(1)
    expect(marks(three, '10:20:30 = 1:2:3')).toBe(1)
  })
})

describe('the final answer, read as a teacher reads it', () => {
  it.each([
    ['27 marbles. He gave 15 away.', 27],
    ['The answer is 3 3/4', 3.75],
    ['3 and 3/4', 3.75],
    ['three and three quarters', 3.75],
    ['He had 42 and gave away 15, the answer is 27', 27],
    ['Ans: 27 marbles', 27],
  ])('%j reads as %d', (answer, value) => {
    expect(marks(numeric({ value, unit: value === 27 ? 'marbles' : undefined }), answer)).toBe(1)
  })

  it('an opening that is only working is not taken as the answer', () => {
    expect(first(numeric({ value: 7 }), '3 boys. 4 girls. So 7 in all.')).toEqual({ type: 'correct' })
  })

  it('the only number with the answer’s unit is the answer', () => {
    expect(marks(numeric({ value: 27, unit: 'marbles' }), 'He gave 15 away and has 27 marbles')).toBe(1)
  })

  it('the quote is the child’s own text, case and all', () => {
    expect(first(numeric({ value: 26, unit: 'marbles' }), '27 Marbles. He gave 15 away.')).toEqual({
      type: 'wrong_value',
      given: '27 Marbles',
      expected: '26 marbles',
    })
  })
})
