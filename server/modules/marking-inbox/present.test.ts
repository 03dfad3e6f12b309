import { describe, expect, it } from 'vitest'
import type { ChoiceKey } from '../../ai/types'
import type { LoadedQuestion } from '../quiz/questions'
import { presentItem } from './present'

const options = [
  { id: 1, text: 'Ice', image: null, order: 1 },
  { id: 2, text: 'Steam', image: null, order: 2 },
]
const choice = (labels?: ChoiceKey['labels']) =>
  ({
    id: 9,
    questionTypeId: 1,
    text: 'Which is a gas?',
    images: [],
    options,
    maxScore: 1,
    markingScheme: '1 mark for (2) Steam.',
    answer: '(2) Steam',
    solution: '',
    parts: [],
    answerKey: { kind: 'choice', options, correct: [2], ...(labels ? { labels } : {}) },
  }) as unknown as LoadedQuestion

const item = (question: LoadedQuestion) =>
  presentItem({
    evaluation: { id: 3, selectedOptionId: 2, needsReview: true, submittedAt: null } as never,
    quizId: 4,
    student: { id: 5, firstName: 'Chloe', lastName: 'Tan' },
    worksheet: { id: 6, title: 'States of matter' },
    klass: { id: 7, name: '5 Kingfisher Science' },
    asked: null,
    question,
  })

describe('a choice question in the marking inbox', () => {
  it('says its options are numbered (1)–(4) when the student saw them so, and says nothing for letters', () => {
    expect(item(choice('numbers')).question.option_labels).toBe('numbers')
    expect(item(choice()).question).not.toHaveProperty('option_labels')
    expect(item(choice('numbers')).answer.selected_option).toEqual({ id: 2, order: 2, text: 'Steam' })
  })
})
