import type { z } from 'zod'
import type { quizSubmitEvents } from '../contracts/events'
import type { quizEvaluationsContract } from '../contracts/quiz-evaluations'
import type { EvaluationAnswerSchema, QuizEvaluation } from '../contracts/quiz-schemas'

/** The fields of a quiz evaluation the session reads; `max_score` lets the score be known before grading ends. */
export type SessionEvaluation = Pick<
  QuizEvaluation,
  | 'id'
  | 'question_id'
  | 'value'
  | 'selected_option'
  | 'method_answer'
  | 'is_submitted'
  | 'grading_completed'
  | 'marks_given'
  | 'explanation'
  | 'status'
> &
  Partial<
    Pick<QuizEvaluation, 'max_score' | 'is_full_marks' | 'awaiting_teacher' | 'hints_used' | 'attempts'>
  >

export type QuizAnswer = { value: string | null; selectedOptionIds: number[]; methodAnswer: string | null }
/** The body of `PUT /quiz/:id/evaluations/:evalId`. */
export type SavedAnswer = z.input<typeof quizEvaluationsContract.updateQuizEvaluation.body>
/** One entry of the `evaluations` field of `POST /quiz/:id/submit`. */
export type SubmittedAnswer = z.input<typeof EvaluationAnswerSchema>
export type GradingSummary = z.infer<(typeof quizSubmitEvents)['grading_completed']>
/** Practice: each answer can be checked as it is written; test: handed in at the end (ADR 0062). */
export type QuizMode = 'practice' | 'test'

export type QuizSessionInput = {
  quizId: number
  questionIds: number[]
  evaluations: SessionEvaluation[]
  /** Time left in seconds (the quiz's `time_limit` minus time already spent); null for no limit. */
  timeLimitSeconds: number | null
  isReview?: boolean
  /** Test when not given. */
  mode?: QuizMode
  /** A timed worksheet whose clock has not started: a "ready?" screen first, the clock on "Start" (issue 14). */
  needsStart?: boolean
  /** The question to open on (from 0), e.g. the one the coach was asked about; the first when out of range. */
  startIndex?: number
}

export type QuizSessionContext = {
  quizId: number
  /** The clock has not started yet: the ready screen comes first. */
  needsStart: boolean
  /** Read-only: asked for, or every question is already marked. */
  isReview: boolean
  questionIds: number[]
  evaluations: SessionEvaluation[]
  /** The student's answers by question id; the source of truth while answering, never dropped on a failed save. */
  answers: Record<number, QuizAnswer>
  /** Question ids whose answer the server has not stored yet, oldest first. */
  dirty: number[]
  pendingSave: { questionId: number; answer: QuizAnswer } | null
  saveError: string | null
  currentIndex: number
  /** Spec §4: the question ids queued on submit, each removed when its marking completes. */
  gradingQueue: number[]
  /** Explanation text streamed so far, by evaluation id. */
  explanations: Record<number, string>
  summary: GradingSummary | null
  status: 'in_progress' | 'completed'
  error: string | null
  timeLimitSeconds: number | null
  timedOut: boolean
  mode: QuizMode
  /** The question whose answer is being checked (practice mode). */
  checkingId: number | null
  /** Why the last check stopped before its mark; the answer is kept, so it can be checked again. */
  checkError: string | null
  /** Why "Start" did not start the clock; the ready screen says it and offers Start again. */
  startError: string | null
  /** One minute of the time limit is left (said once, politely). */
  oneMinuteLeft: boolean
  /** Practice only: the suggested time has run out; nothing is handed in (ADR 0064). */
  timeUp: boolean
}

export type AnswerEvent = {
  type: 'quiz.answer'
  questionId: number
  value?: string | null
  selectedOptionIds?: number[]
  methodAnswer?: string | null
}

/** What the `gradeStream` actor sends back, one per parsed SSE event (`evaluations` arrays are split). */
export type GradingEvent =
  | { type: 'grading.evaluation'; evaluation: SessionEvaluation }
  | { type: 'grading.explanation'; evaluationId: number; questionId: number; delta: string }
  | { type: 'grading.completed'; summary: GradingSummary }
  | { type: 'grading.error'; message: string }
  /** The stream broke after the answers were taken; the actor is following it again. */
  | { type: 'grading.reconnecting' }

/** What the `checkAnswer` actor sends back while one answer is checked in practice mode. */
export type CheckEvent =
  | { type: 'check.evaluation'; evaluation: SessionEvaluation }
  | { type: 'check.explanation'; evaluationId: number; questionId: number; delta: string }
  | { type: 'check.completed'; summary: GradingSummary }
  | { type: 'check.error'; message: string }

export type QuizSessionEvent =
  | AnswerEvent
  | { type: 'quiz.goTo'; index: number }
  | { type: 'quiz.next' }
  | { type: 'quiz.previous' }
  | { type: 'quiz.retrySave' }
  | { type: 'quiz.submit' }
  | { type: 'quiz.confirm' }
  | { type: 'quiz.cancel' }
  | { type: 'quiz.retry' }
  | { type: 'quiz.clearSubmission'; questionId: number | null | undefined }
  | { type: 'quiz.check' }
  | { type: 'quiz.start' }
  | GradingEvent
  | CheckEvent

const answerOfEvaluation = (evaluation: SessionEvaluation | undefined): QuizAnswer => ({
  value: evaluation?.value ?? null,
  selectedOptionIds: evaluation?.selected_option ? [evaluation.selected_option.id] : [],
  methodAnswer: evaluation?.method_answer ?? null,
})

export const evaluationFor = (context: Pick<QuizSessionContext, 'evaluations'>, questionId: unknown) =>
  context.evaluations.find((evaluation) => evaluation.question_id === questionId)

/** The evaluation of one of this quiz's questions, if it has one. */
export const clearableEvaluation = (context: QuizSessionContext, questionId: unknown) =>
  context.questionIds.includes(questionId as number) ? evaluationFor(context, questionId) : undefined

export const isGraded = (input: Pick<QuizSessionInput, 'questionIds' | 'evaluations'>) =>
  input.questionIds.length > 0 &&
  input.questionIds.every((id) => evaluationFor(input, id)?.grading_completed === true)

export function initialContext(input: QuizSessionInput): QuizSessionContext {
  return {
    quizId: input.quizId,
    isReview: Boolean(input.isReview) || isGraded(input),
    needsStart: Boolean(input.needsStart) && input.timeLimitSeconds !== null,
    questionIds: input.questionIds,
    evaluations: input.evaluations,
    answers: Object.fromEntries(
      input.questionIds.map((id) => [id, answerOfEvaluation(evaluationFor(input, id))]),
    ),
    dirty: [],
    pendingSave: null,
    saveError: null,
    currentIndex:
      Number.isInteger(input.startIndex) &&
      input.startIndex! >= 0 &&
      input.startIndex! < input.questionIds.length
        ? input.startIndex!
        : 0,
    gradingQueue: [],
    explanations: {},
    summary: null,
    status: isGraded(input) ? 'completed' : 'in_progress',
    error: null,
    timeLimitSeconds: input.timeLimitSeconds,
    timedOut: false,
    mode: input.mode ?? 'test',
    checkingId: null,
    checkError: null,
    startError: null,
    oneMinuteLeft: false,
    timeUp: false,
  }
}

export const isAnswered = (answer: QuizAnswer | undefined) =>
  Boolean(answer && (answer.value?.trim() || answer.selectedOptionIds.length > 0))

export const answeredIds = (context: QuizSessionContext) =>
  context.questionIds.filter((id) => isAnswered(context.answers[id]))

export const sameAnswer = (a: QuizAnswer | undefined, b: QuizAnswer | undefined) =>
  a?.value === b?.value &&
  a?.methodAnswer === b?.methodAnswer &&
  a?.selectedOptionIds.join() === b?.selectedOptionIds.join()

/** The answer after the event, or null when the event does not apply: unknown question or a submitted answer. */
export function answerAfter(context: QuizSessionContext, event: AnswerEvent): QuizAnswer | null {
  const current = context.answers[event.questionId]
  if (!current || evaluationFor(context, event.questionId)?.is_submitted) return null
  return {
    value: event.value === undefined ? current.value : event.value,
    selectedOptionIds: event.selectedOptionIds ?? current.selectedOptionIds,
    methodAnswer: event.methodAnswer === undefined ? current.methodAnswer : event.methodAnswer,
  }
}

export const withoutId = (ids: number[], id: number) => ids.filter((other) => other !== id)
export const withId = (ids: number[], id: number) => (ids.includes(id) ? ids : [...ids, id])

/** A marked evaluation replaces the stored one; a null explanation does not erase the one already known. */
export function mergeEvaluation(evaluations: SessionEvaluation[], incoming: SessionEvaluation) {
  const index = evaluations.findIndex((e) => e.id === incoming.id || e.question_id === incoming.question_id)
  if (index === -1) return [...evaluations, incoming]
  const current = evaluations[index]
  const merged = { ...current, ...incoming, explanation: incoming.explanation ?? current.explanation }
  return evaluations.map((evaluation, i) => (i === index ? merged : evaluation))
}

export const toSavedAnswer = (answer: QuizAnswer): SavedAnswer => ({
  value: answer.value,
  selected_option_id: answer.selectedOptionIds[0] ?? null,
  method_answer: answer.methodAnswer,
  // Only unsubmitted answers are saved as drafts; false with a null value also clears a submission (calls 7.7).
  is_submitted: false,
})

/** The answer being checked, as `POST /quiz/:id/questions/:position/check` takes it (the app finds the position). */
export const toCheck = (context: QuizSessionContext, questionId: number): SubmittedAnswer => {
  const answer = context.answers[questionId]
  return {
    question_id: questionId,
    value: answer.value,
    selected_option_id: answer.selectedOptionIds[0] ?? null,
    method_answer: answer.methodAnswer,
  }
}

/** The kept try a settled check adds to its question's history, as the server keeps it (ADR 0062). */
export function withSettledTry(evaluation: SessionEvaluation, explanation: string | null): SessionEvaluation {
  const attempts = evaluation.attempts ?? []
  return {
    ...evaluation,
    explanation,
    attempts: [
      ...attempts,
      {
        attempt: attempts.length + 1,
        value: evaluation.value,
        selected_option: evaluation.selected_option,
        method_answer: evaluation.method_answer,
        marks_given: evaluation.marks_given,
        is_full_marks: evaluation.is_full_marks ?? null,
        explanation,
        hints_used: evaluation.hints_used ?? 0,
        time_spent: 0,
        // The machine keeps no clock of its own; the server's copy has the time it was marked.
        marked_at: '',
      },
    ],
  }
}

/** Every question goes with the submit, unanswered ones with null values, so a timed-out quiz still finishes. */
export const toSubmission = (context: QuizSessionContext): SubmittedAnswer[] =>
  context.questionIds.map((questionId) => {
    const answer = context.answers[questionId]
    const evaluationId = evaluationFor(context, questionId)?.id
    return {
      ...(evaluationId === undefined ? {} : { evaluation_id: evaluationId }),
      question_id: questionId,
      value: answer.value,
      selected_option_id: answer.selectedOptionIds[0] ?? null,
      method_answer: answer.methodAnswer,
    }
  })
