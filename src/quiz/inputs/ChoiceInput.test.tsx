// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuizQuestion } from '../../api/quiz'
import { answerText } from '../answerText'
import { optionLabel } from '../kinds'
import { ChoiceInput } from './ChoiceInput'

afterEach(cleanup)
const options = [
  { id: 11, text: 'Solid to liquid', order: 1 },
  { id: 12, text: 'Gas to liquid', order: 2 },
]

describe('options shown as the question numbers them', () => {
  it('labels options A, B… by default and (1), (2)… when the question numbers them', () => {
    expect([0, 1].map((i) => optionLabel(i))).toEqual(['A', 'B'])
    expect([0, 1].map((i) => optionLabel(i, 'numbers'))).toEqual(['(1)', '(2)'])
  })

  it('shows numbered radio cards', () => {
    render(
      <ChoiceInput
        name="q"
        legend="Choose one answer"
        options={options}
        selectedId={null}
        onChoose={() => {}}
        labels="numbers"
      />,
    )
    expect(screen.getByText('(2)')).toBeTruthy()
    expect(screen.queryByText('B')).toBeNull()
  })

  it('names the chosen option by its number in the answer shown back', () => {
    const question = {
      question_type_id: 1,
      options,
      sub_questions: [],
      option_labels: 'numbers',
    } as unknown as QuizQuestion
    expect(answerText(question, { value: null, selectedOptionIds: [12] })).toBe('(2) Gas to liquid')
    expect(
      answerText({ ...question, option_labels: undefined }, { value: null, selectedOptionIds: [12] }),
    ).toBe('B. Gas to liquid')
  })
})
