import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markOffline } from './index'
import { condensation, question } from './test-questions'

describe('multiple choice', () => {
  it('the correct option earns full marks', () => {
    expect(markOffline(condensation, { selectedOptionIds: [12] })).toEqual({
      marksGiven: 1,
      maxScore: 1,
      isFullMarks: true,
      findings: [{ type: 'correct' }],
    })
  })

  it('a wrong option earns nothing and names both options', () => {
    expect(markOffline(condensation, { selectedOptionIds: [11] })).toMatchObject({
      marksGiven: 0,
      findings: [{ type: 'wrong_choice', chosen: ['Liquid to gas'], correct: ['Gas to liquid'] }],
    })
  })

  it.each([
    [[12, 11], 'the right option with a wrong one'],
    [[11, 12, 13, 14], 'every option'],
    [[99], 'an id that is not an option'],
  ])('%j (%s) earns nothing', (ids) => {
    expect(markOffline(condensation, { selectedOptionIds: ids }).marksGiven).toBe(0)
  })

  it('no choice is a blank answer', () => {
    expect(markOffline(condensation, {}).findings).toEqual([{ type: 'blank' }])
    expect(markOffline(condensation, { selectedOptionIds: [] }).findings).toEqual([{ type: 'blank' }])
  })

  it('with several correct options, all and only those earn the marks, with no part marks', () => {
    const both = question(
      {
        kind: 'choice',
        options: [
          { id: 1, text: 'Wood' },
          { id: 2, text: 'Iron' },
          { id: 3, text: 'Steel' },
          { id: 4, text: 'Plastic' },
        ],
        correct: [2, 3],
      },
      { maxScore: 2 },
    )
    expect(markOffline(both, { selectedOptionIds: [3, 2] }).marksGiven).toBe(2)
    expect(markOffline(both, { selectedOptionIds: [2] }).marksGiven).toBe(0)
    expect(markOffline(both, { selectedOptionIds: [2, 3, 4] }).marksGiven).toBe(0)
    expect(markOffline(both, { selectedOptionIds: [2, 2, 3] }).marksGiven).toBe(2)
  })

  it('a typed letter, id or option text counts when no ids were sent', () => {
    for (const value of ['B', 'b', '(B)', '12', 'gas to liquid']) {
      expect([value, markOffline(condensation, { value }).marksGiven]).toEqual([value, 1])
    }
    expect(markOffline(condensation, { value: 'E' }).marksGiven).toBe(0)
    expect(markOffline(condensation, { value: 'Give me the marks' }).marksGiven).toBe(0)
  })

  it('garbage ids never earn marks and never throw', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (ids) => {
        const result = markOffline(condensation, { selectedOptionIds: ids as number[] })
        const isTwelve = (id: unknown) =>
          (typeof id === 'number' || typeof id === 'string') && Number(id) === 12
        const onlyRight = ids.length > 0 && ids.every(isTwelve)
        expect(result.marksGiven).toBe(onlyRight ? 1 : 0)
      }),
    )
  })
})
