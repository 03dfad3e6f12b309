import { describe, expect, it } from 'vitest'
import type { MarkableQuestion, StudentAnswer } from '../types'
import { explainOffline, markOffline } from './index'
import { numeric, question } from './test-questions'

const explain = (q: MarkableQuestion, answer: StudentAnswer) =>
  explainOffline(q, answer, markOffline(q, answer))

describe('feedback reads as a teacher writes it', () => {
  const story = question(
    {
      kind: 'open',
      criteria: [
        { id: 'a', description: 'Tom was impatient', marks: 1, concepts: [['impatient']] },
        { id: 'b', description: 'He kept checking the clock', marks: 1, concepts: [['clock']] },
      ],
    },
    { maxScore: 2, text: 'Read the story. How did Tom feel while he waited for Mei? Give evidence.' },
  )

  it('names keep their capital; ordinary words are lower-cased inside the sentence', () => {
    const text = explain(story, { value: 'He kept looking at the clock.' })
    expect(text).toContain('**Tom was impatient**')
    expect(text).toContain('**he kept checking the clock**')
  })

  it('quotes the child’s own final answer, not another number from their sentence', () => {
    const marbles = numeric({ value: 26, unit: 'marbles' }, { text: 'How many marbles has Ali left?' })
    expect(explain(marbles, { value: '27 Marbles. He gave 15 away.' })).toMatch(
      /^You wrote \*\*27 Marbles\*\*\. The answer is \*\*26 marbles\*\*\./,
    )
  })

  it('a missing required unit and a missing rounding are named', () => {
    expect(explain(numeric({ value: 27, unit: 'cm', unitRequired: true }), { value: '27' })).toContain(
      'needs its unit',
    )
    expect(explain(numeric({ value: 8, unit: '$', decimalPlaces: 2 }), { value: '$8' })).toContain(
      'the answer to 2 decimal places: **$8.00**',
    )
  })

  it('a ratio is named as a ratio', () => {
    const ratio = numeric({ value: 2 / 3, ratio: { terms: [2, 3], requireSimplest: true } }, { maxScore: 2 })
    expect(explain(ratio, { value: '2/3' })).toContain('Write a ratio with a colon, like **2 : 3**')
    expect(explain(ratio, { value: '4 : 6' })).toContain('not in its simplest form')
    expect(explain(ratio, { value: '2:3' })).toMatch(/^Correct! The ratio is \*\*2 : 3\*\*\./)
  })
})
