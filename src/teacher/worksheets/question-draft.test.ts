import { describe, expect, it } from 'vitest'
import { contentErrorsFrom, contentProblems, schemeTally } from './question-draft'

const open = { typeId: 4, maxScore: 2, who: 'part (b)', schemeSent: true }

describe('the wording and answers the edit dialog checks', () => {
  it('counts the marks of a scheme’s criterion lines as the server reads them, skipping prose', () => {
    expect(
      schemeTally(
        '2 marks in all, given point by point:\n- 1 mark: It evaporates (key ideas: evaporate)\n* 0.5 marks – Heat\n• 1.5 marks: Sun\nAccept the child’s own words.',
      ),
    ).toEqual({ marks: 3, lines: 3 })
    expect(schemeTally('Award marks for a clear explanation.')).toEqual({ marks: 0, lines: 0 })
  })

  it('asks for wording, for the answer of a part marked against it, and for a scheme that adds up', () => {
    expect(contentProblems({ ...open, typeId: 2 }, { text: ' ', answer: '', scheme: '' })).toEqual({
      text: 'Write part (b)’s question.',
      answer: 'Give the answer that earns part (b)’s marks.',
    })
    expect(
      contentProblems(open, {
        text: 'Why?',
        answer: '',
        scheme: '- 3 marks: Evaporation (key ideas: evaporate)',
      }).scheme,
    ).toBe('These lines give 3 marks, but part (b) is worth 2 marks: make them add up to 2.')
    expect(contentProblems(open, { text: 'Why?', answer: '', scheme: 'Use your judgement.' }).scheme).toMatch(
      /Write the marking scheme, one criterion a line/,
    )
    // Prose with a model answer is marked against the model answer, as the server does.
    expect(contentProblems(open, { text: 'Why?', answer: 'It evaporates.', scheme: 'Judge it.' })).toEqual({})
  })

  it('leaves a scheme that will not be sent to stay as stored, unchecked', () => {
    expect(
      contentProblems(
        { ...open, schemeSent: false },
        { text: 'Why?', answer: '', scheme: '- 1 mark: One idea' },
      ),
    ).toEqual({})
    expect(
      contentProblems({ ...open, who: 'the question' }, { text: '', answer: 'x', scheme: '' }).text,
    ).toBe('Write the question.')
  })

  it('puts the server’s refusals under the field they are about, a scheme’s marks under the scheme', () => {
    const issues = [
      {
        path: 'question.sub_questions.1.max_score',
        message: 'The scheme gives 1 mark; this part is worth 2.',
      },
      { path: 'question.sub_questions.0.answer', message: 'Write the answer.' },
      { path: 'question.sub_questions.1.answer_rules.synonyms', message: 'Not this one.' },
      { path: 'question.text', message: 'Write the question.' },
    ]
    expect(contentErrorsFrom(issues, 'question.sub_questions.1')).toEqual({
      scheme: 'The scheme gives 1 mark; this part is worth 2.',
    })
    expect(contentErrorsFrom(issues, 'question.sub_questions.0')).toEqual({ answer: 'Write the answer.' })
    expect(contentErrorsFrom(issues, 'question')).toEqual({ text: 'Write the question.' })
  })
})
