import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFractionQuestion, readFraction, writeFraction } from './fraction'

describe('fraction answers as text', () => {
  it('writes the boxes as the marker reads them', () => {
    expect(writeFraction({ whole: '2', numerator: '3', denominator: '4' })).toBe('2 3/4')
    expect(writeFraction({ whole: '', numerator: '3', denominator: '4' })).toBe('3/4')
    expect(writeFraction({ whole: '5', numerator: '', denominator: '' })).toBe('5')
    expect(writeFraction({ whole: '', numerator: '', denominator: '' })).toBe('')
    expect(writeFraction({ whole: '', numerator: '3', denominator: '' })).toBe('3/')
  })

  it('reads back what it wrote, and nothing that is not a fraction', () => {
    const digits = fc.stringMatching(/^\d{0,3}$/)
    fc.assert(
      fc.property(digits, digits, digits, (whole, numerator, denominator) => {
        const parts = { whole, numerator, denominator }
        const read = readFraction(writeFraction(parts))
        // A whole number alone and an empty fraction read as the same text.
        expect(read).toEqual(numerator || denominator ? parts : { whole, numerator: '', denominator: '' })
      }),
    )
    expect(readFraction(' 1 1/2 ')).toEqual({ whole: '1', numerator: '1', denominator: '2' })
    expect(readFraction('0.75')).toBeNull()
    expect(readFraction('3 cm')).toBeNull()
    expect(readFraction(null)).toEqual({ whole: '', numerator: '', denominator: '' })
  })

  it('offers the boxes on questions with fractions or asking for one', () => {
    expect(isFractionQuestion('Find 1/9 × 1/4.')).toBe(true)
    expect(isFractionQuestion('Write 0.75 as a fraction in its simplest form.')).toBe(true)
    expect(isFractionQuestion('Give 11/4 as a mixed number.')).toBe(true)
    expect(isFractionQuestion('What is 345 + 278?')).toBe(false)
    expect(isFractionQuestion('On 12/11/2026 Ben ran 3 km. How far did he run in a week?')).toBe(false)
  })
})
