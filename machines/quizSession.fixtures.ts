import type { SessionEvaluation } from './quizSession.machine'

/** An unanswered, unmarked evaluation for machine tests; override what the test is about. */
export function evaluation(
  overrides: Partial<SessionEvaluation> & Pick<SessionEvaluation, 'id' | 'question_id'>,
): SessionEvaluation {
  return {
    value: null,
    selected_option: null,
    method_answer: null,
    is_submitted: false,
    grading_completed: false,
    marks_given: null,
    explanation: null,
    status: { is_completed: false },
    max_score: 1,
    ...overrides,
  }
}

export const marked = (base: SessionEvaluation, marks: number): SessionEvaluation => ({
  ...base,
  is_submitted: true,
  grading_completed: true,
  marks_given: marks,
  is_full_marks: marks === base.max_score,
  status: { is_completed: true },
})
