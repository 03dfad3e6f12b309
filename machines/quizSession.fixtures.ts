import { fromEventObservable, type Observer } from 'xstate'
import type { GradeStreamInput, GradingEvent, SessionEvaluation } from './quizSession.machine'

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

/** A `gradeStream` that stays open until the test pushes events, completes it or fails it. */
export function controlledStream(onSubscribe: (input: GradeStreamInput) => void = () => {}) {
  let observer: Observer<GradingEvent> | null = null
  const open = () => {
    if (!observer) throw new Error('gradeStream is not running')
    return observer
  }
  return {
    logic: fromEventObservable<GradingEvent, GradeStreamInput>(({ input }) => ({
      subscribe: (next) => {
        onSubscribe(input)
        observer = typeof next === 'function' ? { next } : next
        return {
          unsubscribe: () => {
            observer = null
          },
        }
      },
    })),
    get isOpen() {
      return observer !== null
    },
    push: (event: GradingEvent) => open().next?.(event),
    complete: () => {
      const current = open()
      observer = null
      current.complete?.()
    },
    fail: (error: unknown) => {
      const current = open()
      observer = null
      current.error?.(error)
    },
  }
}
