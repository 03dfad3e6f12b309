import { describe, expect, it } from 'vitest'
import { bank } from '../../../db/seed/bank/index'
import { revealsAnswer } from '../../answer-guard'
import { guidedLadder, guidedStep, isAttempt, numbersIn, triedRight } from './steps'

const shirt = {
  text: 'A shirt costs $24 after a 20% discount. What was the price before the discount?',
  key: { kind: 'numeric' as const, value: 30, unit: '$' },
  solution:
    'The new price is 100% − 20% = 80% of the old price.\n80% → $24\n1% → $24 ÷ 80 = $0.30\n100% → $0.30 × 100 = $30',
}

describe('a worked solution turned into guiding questions', () => {
  it('leaves each worked result for the child to find, and keeps formulas and instructions', () => {
    expect(guidedStep('1% → $24 ÷ 80 = $0.30')).toEqual({
      text: '1% → $24 ÷ 80 = ?',
      hidden: ['$0.30'],
      kind: 'blank',
    })
    expect(guidedStep('Capacity: 80 × 30 × 30 = 72,000 cm³ = 72 ℓ.').hidden).toEqual(['72 ℓ'])
    expect(guidedStep('73,621 ≈ 74,000.')).toMatchObject({ text: '73,621 ≈ ?', hidden: ['74,000'] })
    expect(guidedStep('7 × 6 = 42 and 40 ÷ 5 = 8.')).toMatchObject({ text: '7 × 6 = ? and 40 ÷ 5 = ?' })
    expect(guidedStep('Volume of a cuboid = length × breadth × height')).toMatchObject({
      kind: 'fact',
      hidden: [],
    })
    expect(guidedStep('Multiply the numerators and multiply the denominators.').kind).toBe('do')
  })

  it('climbs the shirt question without ever saying $30', () => {
    const ladder = guidedLadder(shirt)
    expect(ladder.map((s) => s.text)).toEqual([
      'The new price is 100% − 20% = 80% of the old price.',
      '80% → $24',
      '1% → $24 ÷ 80 = ?',
      '100% → $0.30 × 100 = ?',
    ])
    for (const step of ladder) expect(revealsAnswer(step.text, shirt)).toBe(false)
  })

  it('checks a try against the value the rung left out', () => {
    const rung = guidedStep('1% → $24 ÷ 80 = $0.30')
    expect(triedRight('0.3', rung)).toBe(true)
    expect(triedRight('$0.30?', rung)).toBe(true)
    expect(triedRight('3', rung)).toBe(false)
    expect(numbersIn('1,200 and 3/4')).toEqual([1200, 0.75])
    expect(isAttempt('80%?')).toBe(true)
    expect(isAttempt('help me with question 3')).toBe(false)
  })

  it('leaves out a final statement, a right option named with another article, and a quoted Chinese option', () => {
    const magnets = bank.questions.find((q) => q.ref === 'p4-science-magnets-001')!
    expect(
      guidedLadder(magnets)
        .map((s) => s.text)
        .join(' '),
    ).not.toMatch(/iron nail/i)
    const chinese = bank.questions.find((q) => q.ref === 'p5-chinese-words-004')!
    expect(guidedLadder(chinese)).toEqual([])
  })

  it('gives away no answer of the question bank, on any rung', () => {
    const guarded = bank.questions.filter((q) => ['numeric', 'text', 'choice'].includes(q.key.kind))
    let withRungs = 0
    for (const q of guarded) {
      const ladder = guidedLadder(q)
      if (ladder.length) withRungs++
      for (const step of ladder)
        expect({ ref: q.ref, leaks: revealsAnswer(step.text, q) }).toEqual({ ref: q.ref, leaks: false })
    }
    expect(withRungs / guarded.length).toBeGreaterThan(0.6)
  })
})
