import { describe, expect, it } from 'vitest'
import { buildAnswerKey } from './answer-key'
import { criteriaFromScheme } from './marking-scheme'
import { numericKeyOf } from './numeric-answer'

const ctx = { path: 'question', thresholds: [{ min_score: 80, marks: 2 }] }

describe('answer keys from what an author writes', () => {
  it('reads numeric answers with units, fractions and currency', () => {
    expect(numericKeyOf('3/4', false)).toEqual({ kind: 'numeric', value: 0.75 })
    expect(numericKeyOf('12 cm', false)).toEqual({ kind: 'numeric', value: 12, unit: 'cm' })
    expect(numericKeyOf('$4.50', false)).toEqual({ kind: 'numeric', value: 4.5, unit: '$' })
    expect(numericKeyOf('1 1/2 kg', false)).toEqual({ kind: 'numeric', value: 1.5, unit: 'kg' })
    expect(numericKeyOf('12 sweets', true)).toEqual({ kind: 'numeric', value: 12, unit: 'sweets' })
    expect(numericKeyOf('12 sweets', false)).toBeNull()
    expect(numericKeyOf('one', false)).toBeNull()
    expect(numericKeyOf('3 and 4', true)).toBeNull()
  })

  it('turns marking-scheme lines into criteria with key ideas', () => {
    expect(
      criteriaFromScheme(
        'Intro line\n- 2 marks: Names the gas (key ideas: oxygen + released / given off)\n* 1 mark – Says why',
      ),
    ).toEqual([
      { id: 'c1', marks: 2, description: 'Names the gas', concepts: [['oxygen'], ['released', 'given off']] },
      { id: 'c2', marks: 1, description: 'Says why', concepts: [] },
    ])
  })

  it('chooses the key by type and content', () => {
    const short = buildAnswerKey({ question_type_id: 3, answer: '42', max_score: 1 }, ctx)
    expect(short.key).toEqual({ kind: 'numeric', value: 42 })
    const words = buildAnswerKey(
      { question_type_id: 3, answer: 'evaporation | evaporating', max_score: 1 },
      ctx,
    )
    expect(words.key).toEqual({ kind: 'text', accepted: ['evaporation', 'evaporating'] })
    const oral = buildAnswerKey({ question_type_id: 5, answer: 'The cat sat.', max_score: 2 }, ctx)
    expect(oral.key).toEqual({ kind: 'oral', expectedText: 'The cat sat.', thresholds: ctx.thresholds })
    const open = buildAnswerKey(
      { question_type_id: 4, answer: 'Plants need light to make food.', max_score: 2 },
      ctx,
    )
    expect(open.key).toEqual({
      kind: 'open',
      criteria: [{ id: 'c1', marks: 2, description: 'Plants need light to make food.', concepts: [] }],
    })
  })

  it('keeps option ids across edits by their text', () => {
    const existing = [
      { id: 1, text: 'red', image: null, order: 1 },
      { id: 2, text: 'blue', image: null, order: 2 },
    ]
    const built = buildAnswerKey(
      {
        question_type_id: 1,
        max_score: 1,
        options: [
          { text: 'green', is_correct: false, order: 1 },
          { text: 'blue', is_correct: true, order: 2 },
        ],
      },
      { ...ctx, existingOptions: existing },
    )
    expect(built.options.map((o) => [o.id, o.text])).toEqual([
      [3, 'green'],
      [2, 'blue'],
    ])
    expect(built.key).toMatchObject({ kind: 'choice', correct: [2] })
    expect(built.answer).toBe('(2) blue')
  })

  it('names the field to fix', () => {
    expect(() => buildAnswerKey({ question_type_id: 2, answer: 'many', max_score: 1 }, ctx)).toThrow(
      /one number/,
    )
    expect(() => buildAnswerKey({ question_type_id: 3, answer: ' ', max_score: 1 }, ctx)).toThrow(
      /Write the answer/,
    )
    expect(() =>
      buildAnswerKey(
        {
          question_type_id: 3,
          answer: 'x',
          max_score: 1,
          options: [{ text: 'a', is_correct: true, order: 1 }],
        },
        ctx,
      ),
    ).toThrow(/Only a multiple-choice/)
    expect(() => buildAnswerKey({ question_type_id: 4, max_score: 2 }, ctx)).toThrow(/marking scheme/)
  })
})
