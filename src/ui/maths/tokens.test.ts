import { describe, expect, it } from 'vitest'
import { mathTokens, spokenFraction } from './tokens'

const kinds = (text: string) =>
  mathTokens(text).map((t) => (t.kind === 'text' ? t.text : `[${t.kind}:${t.source}]`))

describe('maths in plain text', () => {
  it('finds fractions, mixed numbers and powers, and gives the text back whole', () => {
    expect(kinds('Find 1/9 × 1/4.')).toEqual(['Find ', '[fraction:1/9]', ' × ', '[fraction:1/4]', '.'])
    expect(kinds('Add 2 1/3 and 3/4')).toEqual(['Add ', '[fraction:2 1/3]', ' and ', '[fraction:3/4]'])
    expect(kinds('5 × 10^3 = ?')).toEqual(['5 × ', '[power:10^3]', ' = ?'])
    for (const text of ['Find 1/9 × 1/4.', 'Add 2 1/3 and 3/4', 'x^2 + 3/8 of 24 = 9', 'no maths here'])
      expect(
        mathTokens(text)
          .map((t) => (t.kind === 'text' ? t.text : t.source))
          .join(''),
      ).toBe(text)
  })

  it('leaves dates, decimals, ratios and words alone', () => {
    expect(kinds('on 12/11/2026')).toEqual(['on 12/11/2026'])
    expect(kinds('2.5/3')).toEqual(['2.5/3'])
    expect(kinds('the ratio 2:3')).toEqual(['the ratio 2:3'])
    expect(kinds('and/or a1/2b')).toEqual(['and/or a1/2b'])
  })

  it('says a fraction in words', () => {
    expect(spokenFraction({ whole: '2', numerator: '1', denominator: '3' })).toBe('2 and 1 third')
    expect(spokenFraction({ whole: null, numerator: '3', denominator: '4' })).toBe('3 quarters')
    expect(spokenFraction({ whole: null, numerator: '5', denominator: '12' })).toBe('5 over 12')
  })
})
