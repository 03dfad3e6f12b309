import { describe, expect, it } from 'vitest'
import { revealsAnswer } from './answer-guard'

const shirt = {
  text: 'A shirt costs $24 after a 20% discount. What was the price before the discount?',
  key: { kind: 'numeric' as const, value: 30, unit: '$' },
}

describe('the answer guard', () => {
  it('catches the value however it is written, and lets the hints through', () => {
    expect(revealsAnswer('The answer is $30.', shirt)).toBe(true)
    expect(revealsAnswer('It was 30 dollars before.', shirt)).toBe(true)
    expect(revealsAnswer('So the old price is 30.00', shirt)).toBe(true)
    expect(revealsAnswer('80% of the old price is $24. If 80% is $24, how much is 1%?', shirt)).toBe(false)
    expect(revealsAnswer('Well done — 1% is $0.30. What do you multiply by now?', shirt)).toBe(false)
  })

  it('converts units the key accepts', () => {
    const water = {
      text: 'A jug holds 1.5 ℓ. Mia pours out 750 ml. How much is left, in ml?',
      key: { kind: 'numeric' as const, value: 750, unit: 'ml', convertibleUnits: { ℓ: 1000, l: 1000 } },
    }
    // The question states 750 ml itself (what was poured out), so a value it states is never counted.
    expect(revealsAnswer('Mia pours out 750 ml, so think about what is left.', water)).toBe(false)
    const area = {
      text: 'Find the area of the square of side 4 cm.',
      key: { kind: 'numeric' as const, value: 16, unit: 'cm2' },
    }
    expect(revealsAnswer('The area is 16 cm2.', area)).toBe(true)
    expect(revealsAnswer('Multiply the side by itself: 4 × 4.', area)).toBe(false)
  })

  it('catches an accepted word, but not the words of the question', () => {
    const q = {
      text: 'Water turns into water vapour when it is heated. What is this process called?',
      key: { kind: 'text' as const, accepted: ['evaporation'] },
    }
    expect(revealsAnswer('It is called evaporation!', q)).toBe(true)
    expect(
      revealsAnswer('Think about what happens to a puddle on a hot day. Where does the water go?', q),
    ).toBe(false)
    expect(revealsAnswer('Water vapour is a gas. What makes water turn into it?', q)).toBe(false)
  })

  it('catches the right option by its text or its label, not a mention of another', () => {
    const q = {
      text: 'Which part of the plant makes food? (1) root (2) stem (3) leaf (4) flower',
      key: {
        kind: 'choice' as const,
        options: [
          { id: 11, text: 'root' },
          { id: 12, text: 'stem' },
          { id: 13, text: 'leaf' },
          { id: 14, text: 'flower' },
        ],
        correct: [13],
      },
    }
    expect(revealsAnswer('The answer is (3).', q)).toBe(true)
    expect(revealsAnswer('Pick C.', q)).toBe(true)
    expect(revealsAnswer('The leaf makes food using sunlight.', q)).toBe(true)
    expect(
      revealsAnswer('Which part is green and catches sunlight? Look at option 1 and think again.', q),
    ).toBe(false)
  })

  it('leaves open answers to the tutor', () => {
    const q = { text: 'Explain why ice melts.', key: { kind: 'open' as const, criteria: [] } }
    expect(revealsAnswer('Heat from the air makes it melt.', q)).toBe(false)
  })
})
