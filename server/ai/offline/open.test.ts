import { describe, expect, it } from 'vitest'
import type { Criterion } from '../types'
import { markOffline } from './index'
import { puddle, question } from './test-questions'

const HEAT = 'Heat from the sun'
const EVAPORATE = 'Water evaporates into water vapour'
const marks = (value: string) => markOffline(puddle, { value }).marksGiven

describe('open-ended answers against the marking scheme', () => {
  it('part marks: one criterion of two is met', () => {
    expect(markOffline(puddle, { value: 'The water evaporated because the sun heated it' })).toEqual({
      marksGiven: 1,
      maxScore: 2,
      isFullMarks: false,
      findings: [
        { type: 'criterion_met', criterion: HEAT },
        { type: 'criterion_missed', criterion: EVAPORATE },
      ],
    })
  })

  it.each([
    ['The sun heated the water and the water evaporated into water vapour.', 2],
    ['Heat from the sun made the water evaporate and become water vapour.', 2],
    ['The hot sun caused the water to evaporate. It became a gas.', 2],
    ['The sun warmed the puddle so the water turned into water vapour by evaporation', 2],
    ['The water in the puddle evaporated into water vapour.', 1],
    ['The sun was hot.', 1],
    ['The puddle dried up.', 0],
    ['Someone mopped it up.', 0],
  ])('%j earns %d', (answer, expected) => expect(marks(answer)).toBe(expected))

  it('full marks list every criterion as met', () => {
    expect(
      markOffline(puddle, { value: 'The sun heats the water, which evaporates into water vapour.' }),
    ).toMatchObject({
      marksGiven: 2,
      isFullMarks: true,
      findings: [
        { type: 'correct' },
        { type: 'criterion_met', criterion: HEAT },
        { type: 'criterion_met', criterion: EVAPORATE },
      ],
    })
  })

  it('light stemming: plurals and -ing, -ed, -s, -es, -ies endings', () => {
    const plants = question(
      {
        kind: 'open',
        criteria: [
          {
            id: 'a',
            description: 'Leaves carry out photosynthesis',
            marks: 1,
            concepts: [['leaf', 'leaves'], ['carry']],
          },
          { id: 'b', description: 'Roots absorb water', marks: 1, concepts: [['root absorbs water']] },
        ],
      },
      { maxScore: 2 },
    )
    expect(
      markOffline(plants, { value: 'The leaves carried it out. The roots are absorbing water.' }).marksGiven,
    ).toBe(2)
    expect(markOffline(plants, { value: 'Leaves carries. Roots absorbed the water.' }).marksGiven).toBe(2)
  })

  it('near spellings of long words count; short words must be right', () => {
    expect(marks('The hot sun made the water evaporaet into water vapor.')).toBe(2)
    expect(marks('The sun made the water evapurate into water vapour. It was hott.')).toBe(1)
  })

  it('a phrase matches word by word in order, with up to two words between', () => {
    const scheme = question({
      kind: 'open',
      criteria: [
        { id: 'a', description: 'Water vapour condenses', marks: 1, concepts: [['water vapour condenses']] },
      ],
    })
    expect(markOffline(scheme, { value: 'The water vapour in the air condenses' }).marksGiven).toBe(0)
    expect(markOffline(scheme, { value: 'The water vapour then quickly condenses' }).marksGiven).toBe(1)
    expect(markOffline(scheme, { value: 'It condenses into water vapour' }).marksGiven).toBe(0)
    expect(markOffline(scheme, { value: 'The water vapour. It condenses.' }).marksGiven).toBe(0)
  })

  it('criteria worth more than the question are capped at its maximum', () => {
    const generous = question(
      {
        kind: 'open',
        criteria: [
          { id: 'a', description: 'Evaporation', marks: 2, concepts: [['evaporat']] },
          { id: 'b', description: 'Heat', marks: 2, concepts: [['heat']] },
        ],
      },
      { maxScore: 3 },
    )
    expect(markOffline(generous, { value: 'Heat made it evaporate.' })).toMatchObject({
      marksGiven: 3,
      isFullMarks: true,
    })
    expect(markOffline(generous, { value: 'It evaporated.' }).marksGiven).toBe(2)
  })

  it('a criterion without concepts cannot be matched and goes to a teacher', () => {
    const unclear = question({
      kind: 'open',
      criteria: [{ id: 'a', description: 'Any sensible reason', marks: 1, concepts: [] }],
    })
    expect(markOffline(unclear, { value: 'Because it rained' })).toMatchObject({
      marksGiven: 0,
      needsReview: true,
    })
  })
})

describe('negation', () => {
  it.each([
    'The water does not evaporate into water vapour.',
    "The water doesn't evaporate into water vapour.",
    'The water never evaporates into water vapour.',
    'There is no evaporation into water vapour.',
    'The water cannot evaporate into water vapour.',
    'The water is not evaporating into water vapour.',
  ])('%j does not meet "evaporates"', (answer) => {
    const result = markOffline(puddle, { value: answer })
    expect(result.findings).toContainEqual({ type: 'criterion_missed', criterion: EVAPORATE })
  })

  it('a negation in another clause does not cancel a concept', () => {
    expect(marks('No, it did not rain. The sun heated the water, so it evaporated into water vapour.')).toBe(
      2,
    )
  })

  it('a scheme phrase that is itself negative matches the negative answer', () => {
    const salt: Criterion = {
      id: 'a',
      description: 'Sand does not dissolve',
      marks: 1,
      concepts: [['does not dissolve']],
    }
    const q = question({ kind: 'open', criteria: [salt] })
    expect(markOffline(q, { value: "Sand doesn't dissolve in water." }).marksGiven).toBe(1)
    expect(markOffline(q, { value: 'Sand dissolves in water.' }).marksGiven).toBe(0)
  })
})

describe('Chinese open answers', () => {
  const q = question(
    {
      kind: 'open',
      criteria: [
        { id: 'a', description: '太阳的热', marks: 1, concepts: [['太阳'], ['热', '晒']] },
        { id: 'b', description: '水蒸发了', marks: 1, concepts: [['蒸发']] },
      ],
    },
    { maxScore: 2 },
  )
  it.each([
    ['太阳很热，所以水蒸发了。', 2],
    ['太阳 把 水 晒 干 了', 1],
    ['水没有蒸发。', 0],
    ['水不蒸发，太阳很热', 1],
  ])('%j earns %d', (answer, expected) => expect(markOffline(q, { value: answer }).marksGiven).toBe(expected))
})
