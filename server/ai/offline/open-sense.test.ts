import { describe, expect, it } from 'vitest'
import type { Criterion } from '../types'
import { explainOffline, markOffline } from './index'
import { puddle, question } from './test-questions'

const handle = question(
  {
    kind: 'open',
    criteria: [
      {
        id: 'insulator',
        description: 'Plastic is a poor conductor of heat',
        marks: 1,
        concepts: [
          ['plastic is a poor conductor', 'plastic is an insulator', 'plastic does not conduct heat'],
        ],
      },
      {
        id: 'safe',
        description: 'So the handle does not get hot and we do not get burnt',
        marks: 1,
        concepts: [['not get burnt', 'not burn', 'handle stays cool', 'not get hot']],
        misconceptions: ['plastic conducts heat well'],
      },
    ] satisfies Criterion[],
  },
  { maxScore: 2, text: 'The handle of a frying pan is made of plastic. Explain why.' },
)
const marks = (q: typeof handle, value: string) => markOffline(q, { value }).marksGiven

describe('right words, wrong science', () => {
  it.each([
    ['Plastic is a poor conductor of heat, so we will not get burnt.', 2],
    ['Plastic is an insulator so the handle will not get hot.', 2],
    ['Plastic is a good conductor, so we will not get burnt.', 0],
    ['Plastic is a poor conductor. Plastic is a good conductor so we do not get burnt.', 0],
    ['Plastic conducts heat well so we will not get burnt.', 0],
    ['The metal pan is a good conductor but plastic is a poor conductor so we will not get burnt.', 2],
    ['Plastic is not a good conductor so we will not get burnt.', 1],
  ])('%j earns %d', (answer, expected) => expect(marks(handle, answer)).toBe(expected))

  it('a common misconception spoils a condensation idea, but naming the air as a place does not', () => {
    const mist = question(
      {
        kind: 'open',
        criteria: [{ id: 'c', description: 'Water vapour condenses', marks: 1, concepts: [['condense']] }],
      },
      { text: 'Water droplets form on the outside of a cold can. Explain why.' },
    )
    expect(marks(mist, 'The air condensed on the cold can.')).toBe(0)
    expect(marks(mist, 'The water vapour in the air condensed on the cold can.')).toBe(1)
  })

  it('the explanation says the answer contradicts the idea', () => {
    const answer = { value: 'Plastic is a good conductor, so we will not get burnt.' }
    expect(explainOffline(handle, answer, markOffline(handle, answer))).toContain(
      'Part of your answer says the opposite of the right idea',
    )
  })
})

describe('negation belongs to its clause', () => {
  const spacing = question(
    {
      kind: 'open',
      criteria: [
        {
          id: 'a',
          description: 'Less competition',
          marks: 1,
          concepts: [['compete', 'competition', 'not compete']],
        },
        { id: 'b', description: 'For water and light', marks: 1, concepts: [['water', 'sunlight', 'light']] },
      ],
    },
    { maxScore: 2, text: 'Why are seedlings planted far apart?' },
  )
  it.each([
    ['If they are not far apart, they will compete for water.', 2],
    ['They are not crowded so they compete less for water.', 2],
    ['When they are not spaced out they compete for sunlight', 2],
    ['They do not compete.', 1],
  ])('%j earns %d', (answer, expected) => expect(marks(spacing, answer)).toBe(expected))

  it('a negation still denies the idea in its own clause', () => {
    expect(
      marks(puddle, 'The sun heated the puddle but the water does not evaporate into water vapour.'),
    ).toBe(1)
    expect(marks(puddle, 'The water will not easily evaporate into water vapour.')).toBe(0)
  })
})

describe('gaming', () => {
  const heart = question(
    {
      kind: 'open',
      criteria: [
        { id: 'a', description: 'The heart pumps faster', marks: 1, concepts: [['heart'], ['pump', 'beat']] },
        { id: 'b', description: 'More oxygen to the muscles', marks: 1, concepts: [['oxygen'], ['muscle']] },
        { id: 'c', description: 'For more energy', marks: 1, concepts: [['energy']] },
      ],
    },
    { maxScore: 3, text: 'Why does your heart beat faster when you run?' },
  )
  it('a bare list of the scheme’s words earns nothing', () => {
    expect(marks(heart, 'energy oxygen heart pump blood muscles breathe')).toBe(0)
    expect(marks(heart, 'heart, pump, oxygen, muscles, energy')).toBe(0)
    const answer = { value: 'energy oxygen heart pump blood muscles' }
    expect(explainOffline(heart, answer, markOffline(heart, answer))).toContain('a list of key words')
  })
  it('the same ideas in a statement earn the marks', () => {
    expect(
      marks(heart, 'The heart pumps faster to carry more oxygen to the muscles, so they get more energy.'),
    ).toBe(3)
  })
  it('text copied from the question earns nothing; what the child adds still counts', () => {
    expect(marks(heart, 'Why does your heart beat faster when you run?')).toBe(0)
    expect(marks(heart, 'My heart beat faster when you run because muscles need oxygen.')).toBe(1)
  })
})
