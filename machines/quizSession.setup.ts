import { assertEvent, assign, fromEventObservable, fromPromise, setup } from 'xstate'
import { messageOf } from './errors'
import {
  type AnswerEvent,
  answerAfter,
  answeredIds,
  type CheckEvent,
  clearableEvaluation,
  evaluationFor,
  type GradingEvent,
  isAnswered,
  mergeEvaluation,
  type QuizSessionContext,
  type QuizSessionEvent,
  type QuizSessionInput,
  type SavedAnswer,
  type SessionEvaluation,
  type SubmittedAnswer,
  sameAnswer,
  withId,
  withoutId,
  withSettledTry,
} from './quizSession.context'

export const AUTOSAVE_MS = 1000
export const STREAM_ENDED_MESSAGE =
  'Marking stopped before it finished. Your answers are saved, so you can try again.'

export const STREAM_ENDED_CHECK_MESSAGE =
  'Checking stopped before your mark came. Your answer is still here: press Check again.'

export type SaveAnswerInput = { quizId: number; evaluationId: number; answer: SavedAnswer }
export type GradeStreamInput = { quizId: number; evaluations: SubmittedAnswer[] }
export type CheckAnswerInput = { quizId: number; answer: SubmittedAnswer }
export type StartQuizInput = { quizId: number }
/** Seconds left once the server has started the clock, counted from the server's own start and time. */
export type StartQuizOutput = { secondsLeft: number | null }
/** The one-minute warning comes this long before the time is up. */
export const WARN_BEFORE_END_SECONDS = 60
export type LogWarningParams = { message: string; detail?: unknown }

/** Named actors, delays, actions and guards; the app provides the actors and `refreshStreaks`/`logWarning`. */
export const quizSessionSetup = setup({
  types: {
    input: {} as QuizSessionInput,
    context: {} as QuizSessionContext,
    events: {} as QuizSessionEvent,
  },
  actors: {
    saveAnswer: fromPromise<SessionEvaluation | undefined, SaveAnswerInput>(async () => {
      throw new Error('Saving is not available.')
    }),
    gradeStream: fromEventObservable<GradingEvent, GradeStreamInput>(() => ({
      subscribe: (observer) => {
        if (typeof observer !== 'function') observer.error?.(new Error('Submitting is not available.'))
        return { unsubscribe: () => {} }
      },
    })),
    startQuiz: fromPromise<StartQuizOutput, StartQuizInput>(async () => {
      throw new Error('Starting is not available.')
    }),
    checkAnswer: fromEventObservable<CheckEvent, CheckAnswerInput>(() => ({
      subscribe: (observer) => {
        if (typeof observer !== 'function') observer.error?.(new Error('Checking is not available.'))
        return { unsubscribe: () => {} }
      },
    })),
  },
  delays: {
    autosaveMs: AUTOSAVE_MS,
    timeLimitMs: ({ context }) => (context.timeLimitSeconds ?? 0) * 1000,
    oneMinuteLeftMs: ({ context }) =>
      Math.max(0, (context.timeLimitSeconds ?? 0) - WARN_BEFORE_END_SECONDS) * 1000,
  },
  actions: {
    refreshStreaks: () => {},
    logWarning: (_, { message, detail }: LogWarningParams) => console.warn(message, detail),
    goTo: assign(({ event }) => {
      assertEvent(event, 'quiz.goTo')
      return { currentIndex: event.index }
    }),
    goNext: assign({ currentIndex: ({ context }) => context.currentIndex + 1 }),
    goPrevious: assign({ currentIndex: ({ context }) => context.currentIndex - 1 }),
    recordAnswer: assign(({ context }, event: AnswerEvent) => ({
      answers: { ...context.answers, [event.questionId]: answerAfter(context, event)! },
      // A question with no evaluation yet has nowhere to be saved; its answer goes with the submit.
      dirty: evaluationFor(context, event.questionId)
        ? withId(context.dirty, event.questionId)
        : context.dirty,
    })),
    clearSubmission: assign(({ context }, questionId: number | null | undefined) => {
      const evaluation = clearableEvaluation(context, questionId)!
      const { question_id } = evaluation
      const { [evaluation.id]: _, ...explanations } = context.explanations
      // As the server clears it (calls 7.7): the marked try stays in the question's attempts (ADR 0062).
      const cleared = {
        value: null,
        selected_option: null,
        is_submitted: false,
        grading_completed: false,
        marks_given: null,
        is_full_marks: null,
        explanation: null,
        hints_used: 0,
        status: { is_completed: false },
      }
      return {
        evaluations: context.evaluations.map((e) => (e === evaluation ? { ...e, ...cleared } : e)),
        // Nothing of the marked answer is left to autosave, or the server would take it for a new answer.
        answers: {
          ...context.answers,
          [question_id]: { value: null, selectedOptionIds: [], methodAnswer: null },
        },
        explanations,
        dirty: withId(context.dirty, question_id),
      }
    }),
    startSave: assign(({ context }) => {
      const questionId = context.dirty[0]
      return { pendingSave: { questionId, answer: context.answers[questionId] } }
    }),
    finishSave: assign(({ context }, saved: SessionEvaluation | undefined) => {
      const { questionId, answer } = context.pendingSave!
      return {
        pendingSave: null,
        saveError: null,
        // An answer changed while it was being saved stays dirty and is saved again.
        dirty: sameAnswer(answer, context.answers[questionId])
          ? withoutId(context.dirty, questionId)
          : context.dirty,
        evaluations: saved ? mergeEvaluation(context.evaluations, saved) : context.evaluations,
      }
    }),
    failSave: assign((_, error: unknown) => ({ pendingSave: null, saveError: messageOf(error) })),
    forgetPendingSave: assign({ pendingSave: null }),
    markTimedOut: assign({ timedOut: true }),
    warnOneMinuteLeft: assign({ oneMinuteLeft: true }),
    markTimeUp: assign({ timeUp: true }),
    startClock: assign((_, { secondsLeft }: StartQuizOutput) => ({
      needsStart: false,
      startError: null,
      timeLimitSeconds: secondsLeft,
    })),
    failStart: assign((_, message: string) => ({ startError: message })),
    // The submit carries every answer, so nothing is left to autosave.
    startGrading: assign(({ context }) => ({
      dirty: [],
      pendingSave: null,
      // Answers checked in practice keep their marks; only the rest are marked now.
      gradingQueue: answeredIds(context).filter((id) => !evaluationFor(context, id)?.grading_completed),
      explanations: {},
      error: null,
      saveError: null,
    })),
    // A mark comes before its explanation; a followed stream sends a mark again, then its whole explanation.
    recordEvaluation: assign(({ context }, evaluation: SessionEvaluation) => ({
      evaluations: mergeEvaluation(context.evaluations, evaluation),
      explanations: { ...context.explanations, [evaluation.id]: '' },
      gradingQueue: evaluation.grading_completed
        ? withoutId(context.gradingQueue, evaluation.question_id)
        : context.gradingQueue,
    })),
    appendExplanation: assign(
      ({ context }, { evaluationId, delta }: { evaluationId: number; delta: string }) => ({
        explanations: {
          ...context.explanations,
          [evaluationId]: (context.explanations[evaluationId] ?? '') + delta,
        },
      }),
    ),
    completeQuiz: assign(({ event }) => {
      assertEvent(event, 'grading.completed')
      return { status: 'completed' as const, summary: event.summary, gradingQueue: [] }
    }),
    abort: assign((_, message: string) => ({ error: message })),
    startCheck: assign(({ context }) => {
      const questionId = context.questionIds[context.currentIndex]
      const { id } = evaluationFor(context, questionId)!
      const { [id]: _, ...explanations } = context.explanations
      return {
        checkingId: questionId,
        checkError: null,
        // The check carries this answer, so it is not autosaved as well.
        dirty: withoutId(context.dirty, questionId),
        pendingSave: null,
        explanations,
      }
    }),
    // The check's explanation is kept with its mark, so a later hand-in (which streams only the rest) shows it.
    settleCheck: assign(({ context }) => ({
      checkingId: null,
      evaluations: context.evaluations.map((e) =>
        e.question_id === context.checkingId && e.grading_completed
          ? withSettledTry(e, context.explanations[e.id] ?? e.explanation)
          : e,
      ),
    })),
    failCheck: assign((_, message: string) => ({ checkingId: null, checkError: message })),
  },
  guards: {
    isReview: ({ context }) => context.isReview,
    needsStart: ({ context }) => context.needsStart,
    /** A test hands in when the time is up; in practice the time is a goal the child sets the pace by (ADR 0064). */
    handsInWhenTimeIsUp: ({ context }) => context.timeLimitSeconds !== null && context.mode === 'test',
    isQuestionIndex: ({ context, event }) =>
      event.type === 'quiz.goTo' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.questionIds.length,
    hasNext: ({ context }) => context.currentIndex < context.questionIds.length - 1,
    hasPrevious: ({ context }) => context.currentIndex > 0,
    changesAnswer: ({ context }, event: AnswerEvent) => {
      const next = answerAfter(context, event)
      return next !== null && !sameAnswer(next, context.answers[event.questionId])
    },
    hasDirty: ({ context }) => context.dirty.length > 0,
    allAnswered: ({ context }) => answeredIds(context).length === context.questionIds.length,
    hasEvaluation: ({ context }, questionId: unknown) =>
      clearableEvaluation(context, questionId) !== undefined,
    lacksEvaluation: ({ context }, questionId: unknown) =>
      clearableEvaluation(context, questionId) === undefined,
    hasTimeLimit: ({ context }) => context.timeLimitSeconds !== null,
    /** Practice mode, and the question on screen has an answer that is not handed in or marked. */
    canCheck: ({ context }) => {
      const questionId = context.questionIds[context.currentIndex]
      const evaluation = evaluationFor(context, questionId)
      return (
        context.mode === 'practice' &&
        evaluation !== undefined &&
        !evaluation.is_submitted &&
        isAnswered(context.answers[questionId])
      )
    },
  },
})
