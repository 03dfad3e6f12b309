import { describe, expect, it } from 'vitest'
import { bank } from '../../../db/seed/bank/index'
import { revealsAnswer } from '../../answer-guard'
import { hintLadder, hintReply, stepsOf } from './hints'

const shirt = {
  text: 'A shirt costs $24 after a 20% discount. What was the price before the discount?',
  key: { kind: 'numeric' as const, value: 30, unit: '$' },
  solution:
    'The new price is 100% − 20% = 80% of the old price.\n80% → $24\n1% → $24 ÷ 80 = $0.30\n100% → $0.30 × 100 = $30',
}

describe('the hint ladder', () => {
  it('climbs the worked solution one step at a time and never says the answer', () => {
    expect(stepsOf(shirt.solution)).toHaveLength(4)
    expect(hintLadder(shirt)).toEqual([
      'The new price is 100% − 20% = 80% of the old price.',
      '80% → $24',
      '1% → $24 ÷ 80 = $0.30',
    ])
    const first = hintReply(shirt, 0)
    expect(first.text).toMatch(
      /^I can't give you the answer, but here's a hint\. The new price is .* What do you get/,
    )
    expect(hintReply(shirt, 3)).toMatchObject({ done: true })
    for (let rung = 0; rung < 5; rung++) expect(revealsAnswer(hintReply(shirt, rung).text, shirt)).toBe(false)
  })

  it('gives away no answer of the question bank, on any rung', () => {
    const guarded = bank.questions.filter((q) => ['numeric', 'text', 'choice'].includes(q.key.kind))
    expect(guarded.length).toBeGreaterThan(200)
    let withHints = 0
    for (const q of guarded) {
      const question = { text: q.text, key: q.key, solution: q.solution }
      const ladder = hintLadder(question)
      if (ladder.length) withHints++
      for (let rung = 0; rung <= ladder.length; rung++)
        expect({ ref: q.ref, leaks: revealsAnswer(hintReply(question, rung).text, question) }).toEqual({
          ref: q.ref,
          leaks: false,
        })
    }
    // Most questions keep at least one step worth saying once the answer is left out.
    expect(withHints / guarded.length).toBeGreaterThan(0.6)
  })
})
