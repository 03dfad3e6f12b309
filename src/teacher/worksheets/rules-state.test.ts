import { describe, expect, it } from 'vitest'
import { answerKind, rulesErrorsFrom, rulesProblems, rulesState, rulesToSave } from './rules-state'

const none = rulesState(null)

describe('the rules the edit dialog sends', () => {
  it('knows how each answer is marked, as the server keys it', () => {
    expect(answerKind(1, '', none)).toBe('choice')
    expect(answerKind(2, '2 : 3', none)).toBe('ratio')
    expect(answerKind(2, '12 cm', none)).toBe('number')
    expect(answerKind(3, '12 cm', none)).toBe('number')
    expect(answerKind(3, '2 : 3', none)).toBe('text')
    expect(answerKind(3, '2 : 3', { ratio: true })).toBe('ratio')
    expect(answerKind(3, 'pollination', none)).toBe('text')
    expect(answerKind(4, 'It evaporates.', none)).toBe('open')
    expect(answerKind(5, 'Read this aloud.', none)).toBe('none')
  })

  it('sends only the rules that fit: a ratio’s, a choice’s, none for a spoken answer', () => {
    expect(rulesToSave('ratio', { ...none, simplest: true })).toEqual({
      ratio: { accept_equivalent: false },
      require_simplest: true,
    })
    expect(rulesToSave('choice', none)).toEqual({ option_labels: 'letters' })
    expect(rulesToSave('text', none)).toEqual({ strict_spelling: null })
    expect(rulesToSave('open', none)).toEqual({})
    expect(rulesToSave('none', none)).toBeNull()
  })

  it('reads stored rules back into the fields and sends them again unchanged', () => {
    const stored = {
      forms: ['decimal' as const],
      significant_figures: 3,
      tolerance: 0.01,
      accepted_units: ['ml'],
    }
    expect(rulesToSave('number', rulesState(stored))).toEqual({
      ...stored,
      require_simplest: false,
      decimal_places: null,
      unit_required: false,
    })
    const text = { alternatives: ['had gone'], synonyms: [['went', 'left']], strict_spelling: true }
    expect(rulesToSave('text', rulesState(text))).toEqual(text)
  })

  it('says what is wrong, field by field', () => {
    expect(rulesProblems('number', none)).toEqual({})
    expect(
      rulesProblems('number', { ...none, forms: [], tolerance: 'x', otherUnits: 'a,b,c,d,e,f,g,h,i,j,k' }),
    ).toEqual({
      forms: 'Tick at least one way the answer may be written.',
      tolerance: 'Write the tolerance as a number of 0 or more, e.g. 0.5, or leave it empty.',
      otherUnits: 'List at most 10 other units.',
    })
    expect(rulesProblems('open', { ...none, synonyms: 'heat, warmth\nsun' }).synonyms).toMatch(
      /^Line 2 has only one word/,
    )
    // A rule of a kind the question does not have is not checked: it is not sent.
    expect(rulesProblems('text', { ...none, tolerance: 'x' })).toEqual({})
  })

  it('puts the server’s refusals under the fields they name, for the question or one part', () => {
    const issues = [
      { path: 'question.sub_questions.1.answer_rules.accepted_units.0', message: 'cannot be converted' },
      { path: 'question.answer_rules.significant_figures', message: 'not both' },
    ]
    expect(rulesErrorsFrom(issues, 'question')).toEqual({ precision: 'not both' })
    expect(rulesErrorsFrom(issues, 'question.sub_questions.1')).toEqual({ otherUnits: 'cannot be converted' })
  })
})
