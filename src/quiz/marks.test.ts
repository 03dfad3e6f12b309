import { describe, expect, it } from 'vitest'
import type { SessionEvaluation } from '../../machines/quizSession.machine'
import { MARK_WORDS, markStatusOf } from './marks'

const evaluation = (over: Partial<SessionEvaluation>): SessionEvaluation => ({
  id: 1,
  question_id: 1,
  value: '1',
  selected_option: null,
  method_answer: null,
  is_submitted: true,
  grading_completed: true,
  marks_given: 0,
  explanation: null,
  status: { is_completed: true },
  max_score: 2,
  is_full_marks: false,
  ...over,
})

describe('how an answer did', () => {
  it('tells right, part marks, wrong and not yet marked apart', () => {
    expect(markStatusOf(evaluation({ marks_given: 2, is_full_marks: true }))).toBe('right')
    expect(markStatusOf(evaluation({ marks_given: 1 }))).toBe('part')
    expect(markStatusOf(evaluation({ marks_given: 0 }))).toBe('wrong')
    expect(markStatusOf(evaluation({ grading_completed: false, marks_given: null }))).toBe('waiting')
  })

  it('says a teacher will check an answer marked only provisionally, instead of "Not quite"', () => {
    const status = markStatusOf(evaluation({ marks_given: 0, awaiting_teacher: true }))
    expect(status).toBe('teacher')
    expect(MARK_WORDS[status]).toBe('Your teacher will check this')
  })
})
