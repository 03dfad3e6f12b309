import { describe, expect, it } from 'vitest'
import { choice, crit, numeric, open, text } from '../../db/seed/bank/build'
import { checkWithMarker, plausibleWrongAnswer } from './check'
import { draftOf, ModelQuestionSchema } from './model'
import { difficultiesFor, matchTopics, wordsOf } from './plan'

describe('the marker check of a drafted question', () => {
  const base = { difficulty: 1 as const, text: 'What is 3 × 4?', solution: '3 × 4 = 12.' }

  it('passes a question whose model answer earns full marks and whose wrong answer does not', () => {
    expect(checkWithMarker(numeric({ ...base, value: 12 }))).toEqual({ ok: true })
    expect(checkWithMarker(choice({ ...base, options: ['7', '12', '34'], correct: 2 }))).toEqual({ ok: true })
    expect(checkWithMarker(text({ ...base, accepted: ['twelve', '12'] }))).toEqual({ ok: true })
  })

  it('refuses a key that cannot tell right from wrong, a model answer that misses, and missing parts', () => {
    const wide = numeric({ ...base, value: 12, tolerance: 100 })
    expect(checkWithMarker(wide)).toMatchObject({ ok: false, reason: 'a wrong answer earns full marks' })
    const wrongModel = { ...numeric({ ...base, value: 12 }), modelAnswer: { value: '13' } }
    expect(checkWithMarker(wrongModel)).toMatchObject({
      ok: false,
      reason: 'the model answer does not earn full marks',
    })
    expect(checkWithMarker({ ...numeric({ ...base, value: 12 }), solution: ' ' })).toMatchObject({
      ok: false,
    })
    expect(checkWithMarker({ ...numeric({ ...base, value: 12 }), markingScheme: '' })).toMatchObject({
      ok: false,
    })
  })

  it('checks an open question against its criteria, with the author’s wrong answer when given', () => {
    const q = open({
      ...base,
      text: 'Why does a puddle dry up on a sunny day?',
      answer: 'The heat makes the water evaporate into water vapour.',
      model: 'The heat from the sun makes the water evaporate into water vapour.',
      criteria: [
        crit('c1', 1, 'Names evaporation', ['evaporate', 'evaporation']),
        crit('c2', 1, 'Heat', ['heat', 'warm']),
      ],
    })
    expect(checkWithMarker(q)).toEqual({ ok: true })
    expect(checkWithMarker(q, { value: 'The heat makes it evaporate.' })).toMatchObject({ ok: false })
  })

  it('draws a wrong answer of each kind of key', () => {
    expect(plausibleWrongAnswer({ kind: 'numeric', value: 0.5 })).toEqual({ value: '5' })
    expect(plausibleWrongAnswer({ kind: 'numeric', value: 7 })).toEqual({ value: '8' })
    expect(
      plausibleWrongAnswer({
        kind: 'choice',
        options: [
          { id: 1, text: 'a' },
          { id: 2, text: 'b' },
        ],
        correct: [1],
      }),
    ).toEqual({
      selectedOptionIds: [2],
    })
  })
})

describe('a model’s question', () => {
  it('becomes a bank draft only in the shape asked for', () => {
    const reply = {
      type: 'numeric',
      text: 'A ribbon 3/4 m long is cut into 3 equal pieces. How long is each piece in metres?',
      solution: '3/4 ÷ 3 = 1/4. Each piece is 1/4 m.',
      marking_scheme: '1 mark for 1/4 m or 0.25 m.',
      difficulty: 2,
      value: 0.25,
      unit: 'm',
      wrong_answer: '9/4',
    }
    const parsed = ModelQuestionSchema.parse(reply)
    const { draft, wrong } = draftOf(parsed)
    expect(draft.key).toMatchObject({ kind: 'numeric', value: 0.25, unit: 'm' })
    expect(checkWithMarker(draft, { value: wrong })).toEqual({ ok: true })
    expect(ModelQuestionSchema.safeParse({ ...reply, type: 'essay' }).success).toBe(false)
    expect(ModelQuestionSchema.safeParse({ ...reply, solution: '' }).success).toBe(false)
  })
})

describe('reading a request', () => {
  const topics = [
    { id: 1, name: 'Fractions: Multiplying' },
    { id: 2, name: 'Fractions: Dividing' },
    { id: 3, name: 'Ratio' },
  ]
  it('finds the topics it names, or takes them all', () => {
    expect(matchTopics('dividing fractions by whole numbers', topics).map((t) => t.id)).toEqual([2, 1])
    expect(matchTopics('ratios', topics).map((t) => t.id)).toEqual([3])
    expect(matchTopics('anything', topics)).toHaveLength(3)
    expect(wordsOf('The Ratios of the class')).toEqual(['ratio'])
  })
  it('reads how hard to go from the purpose and the wording', () => {
    expect(difficultiesFor('end of unit test', '')).toEqual([2, 3])
    expect(difficultiesFor(null, 'easy warm-up')).toEqual([1, 2])
    expect(difficultiesFor('diagnostic', 'fractions')).toEqual([1, 2, 3])
  })
})
