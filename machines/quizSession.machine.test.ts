import { describe, expect, it } from 'vitest'
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { type ModelPath, modelPaths, modelStarts } from './graph/model'
import {
  type CheckAnswerInput,
  type GradeStreamInput,
  type LogWarningParams,
  type QuizAnswer,
  type QuizSessionInput,
  type quizSessionMachine,
  type SaveAnswerInput,
  STREAM_ENDED_CHECK_MESSAGE,
  STREAM_ENDED_MESSAGE,
  type StartQuizInput,
  selectCurrentQuestionId,
  selectExplanation,
  selectGradingQueue,
  selectScore,
  selectUnansweredCount,
} from './quizSession.machine'
import { quizId, quizSessionModel, startedClock, quizSummary as summary } from './quizSession.model'
import { promiseDouble, streamDouble } from './testing/doubles'
import { pathName, type ReplayStep, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof quizSessionMachine>
type Step = ReplayStep<typeof quizSessionMachine>
type Path = ModelPath<typeof quizSessionMachine>

const isAnswered = (answer: QuizAnswer) => Boolean(answer.value?.trim() || answer.selectedOptionIds.length)

/** The spec's rules, written apart from the machine: what the student's answers are after each event. */
function answersAfter(answers: Record<number, QuizAnswer>, before: Snapshot, event: AnyEventObject) {
  if (!before.matches({ attempting: 'answering' })) return answers
  const evaluationOf = (questionId: number) =>
    before.context.evaluations.find((e) => e.question_id === questionId)
  if (
    event.type === 'quiz.answer' &&
    answers[event.questionId] &&
    !evaluationOf(event.questionId)?.is_submitted
  ) {
    const current = answers[event.questionId]
    return {
      ...answers,
      [event.questionId]: {
        value: event.value === undefined ? current.value : event.value,
        selectedOptionIds: event.selectedOptionIds ?? current.selectedOptionIds,
        methodAnswer: event.methodAnswer === undefined ? current.methodAnswer : event.methodAnswer,
      },
    }
  }
  if (event.type === 'quiz.clearSubmission' && evaluationOf(event.questionId) && answers[event.questionId])
    return { ...answers, [event.questionId]: { value: null, selectedOptionIds: [], methodAnswer: null } }
  return answers
}

function expectedEffects(event: AnyEventObject, before: Snapshot, input: QuizSessionInput): string[] {
  const { context } = before
  const unanswered = context.questionIds.filter((id) => !isAnswered(context.answers[id]))
  const known =
    input.questionIds.includes(event.questionId) &&
    input.evaluations.some((e) => e.question_id === event.questionId)
  if (event.type.startsWith('xstate.after.autosaveMs') || event.type === 'quiz.retrySave')
    return [`save ${context.dirty[0]}`]
  // ADR 0064: a timed test hands in when the time is up; practice's time is a goal and hands in nothing.
  if (event.type.startsWith('xstate.after.timeLimitMs'))
    return context.timeLimitSeconds === null || input.mode === 'practice' ? [] : ['grade']
  if (event.type === 'quiz.start') return before.matches('ready') ? ['start'] : []
  const onScreen = context.questionIds[context.currentIndex]
  const evaluation = context.evaluations.find((e) => e.question_id === onScreen)
  switch (event.type) {
    case 'quiz.check':
      // ADR 0062: practice only, an answer given and not yet handed in.
      return input.mode === 'practice' &&
        evaluation &&
        !evaluation.is_submitted &&
        isAnswered(context.answers[onScreen]) &&
        before.matches({ attempting: 'answering' })
        ? [`check ${onScreen}`]
        : []
    case 'check.completed':
      return ['refreshStreaks']
    case 'quiz.submit':
      return unanswered.length === 0 ? ['grade'] : []
    case 'quiz.confirm':
    case 'quiz.retry':
      return ['grade']
    case 'grading.completed':
      return ['refreshStreaks']
    case 'quiz.clearSubmission':
      return known ? [] : ['warn']
    default:
      return []
  }
}

function replay(path: Path, input: QuizSessionInput) {
  const warnings: LogWarningParams[] = []
  const questionOf = (evaluationId: number) =>
    input.evaluations.find((e) => e.id === evaluationId)?.question_id
  const saveAnswer = promiseDouble<unknown, SaveAnswerInput>(
    ({ evaluationId }) => `save ${questionOf(evaluationId)}`,
  )
  const gradeStream = streamDouble<AnyEventObject, GradeStreamInput>('grade')
  const startQuiz = promiseDouble<unknown, StartQuizInput>('start')
  const checkAnswer = streamDouble<AnyEventObject, CheckAnswerInput>(
    ({ answer }) => `check ${answer.question_id}`,
  )
  let answers: Record<number, QuizAnswer> = {}
  let queue: number[] = []
  let explanations: Record<number, string> = {}

  const expectGradingStarted = ({ real, event, effects, before }: Step) => {
    if (effects.includes('grade')) {
      // Answers checked in practice keep their marks; only the rest are marked.
      queue = input.questionIds.filter(
        (id) =>
          isAnswered(answers[id]) &&
          !before.context.evaluations.find((e) => e.question_id === id)?.grading_completed,
      )
      explanations = {}
      expect(gradeStream.inputs.at(-1)).toEqual({
        quizId,
        evaluations: input.questionIds.map((questionId) => {
          const evaluationId = input.evaluations.find((e) => e.question_id === questionId)?.id
          return {
            ...(evaluationId ? { evaluation_id: evaluationId } : {}),
            question_id: questionId,
            value: answers[questionId].value,
            selected_option_id: answers[questionId].selectedOptionIds[0] ?? null,
            method_answer: answers[questionId].methodAnswer,
          }
        }),
      })
      expect(real.context.timedOut).toBe(event.type.startsWith('xstate.after.timeLimitMs'))
    }
    if (event.type === 'grading.evaluation' && event.evaluation.grading_completed)
      queue = queue.filter((id) => id !== event.evaluation.question_id)
    // Its explanation follows the mark, so a mark sent again starts it again rather than doubling it.
    if (event.type === 'grading.evaluation') explanations = { ...explanations, [event.evaluation.id]: '' }
    if (event.type === 'grading.explanation')
      explanations = {
        ...explanations,
        [event.evaluationId]: (explanations[event.evaluationId] ?? '') + event.delta,
      }
    expect(selectGradingQueue(real)).toEqual(queue)
    for (const id of [101, 102]) {
      const stored = real.context.evaluations.find((e) => e.id === id)?.explanation ?? null
      expect(selectExplanation(id)(real)).toBe(explanations[id] ?? stored)
    }
    expect(gradeStream.isRunning).toBe(true)
    expect(real.context.error).toBeNull()
    expect(real.context.dirty).toEqual([])
  }
  const expectSaving = ({ real, before, effects }: Step) => {
    if (!effects.some((effect) => effect.startsWith('save'))) return
    const questionId = before.context.dirty[0]
    const answer = answers[questionId]
    expect(saveAnswer.inputs.at(-1)).toEqual({
      quizId,
      evaluationId: input.evaluations.find((e) => e.question_id === questionId)?.id,
      answer: {
        value: answer.value,
        selected_option_id: answer.selectedOptionIds[0] ?? null,
        method_answer: answer.methodAnswer,
        is_submitted: false,
      },
    })
    expect(real.context.pendingSave).toEqual({ questionId, answer })
  }

  // After a check: its mark and explanation are kept as the question's latest try, or its failure is said.
  const expectCheckSettled = ({ real, event, before }: Step) => {
    if (!before.matches({ attempting: 'checking' })) return
    expect(checkAnswer.isRunning).toBe(false)
    expect(real.context.checkingId).toBeNull()
    const failures: Record<string, string> = {
      'check.error': event.message,
      'xstate.error.actor.checkAnswer': 'Failed to fetch',
      'xstate.done.actor.checkAnswer': STREAM_ENDED_CHECK_MESSAGE,
    }
    if (event.type in failures) expect(real.context.checkError).toBe(failures[event.type])
    if (event.type === 'check.completed') {
      const checked = real.context.evaluations.find((e) => e.question_id === before.context.checkingId)!
      expect(checked.attempts?.at(-1)).toMatchObject({
        value: checked.value,
        marks_given: checked.marks_given,
        explanation: before.context.explanations[checked.id],
      })
    }
  }

  return replayPath(path, {
    model: quizSessionModel,
    input,
    actors: { saveAnswer, gradeStream, checkAnswer, startQuiz },
    actions: (effect) => ({
      refreshStreaks: () => effect('refreshStreaks'),
      logWarning: (_, params) => {
        effect('warn')
        warnings.push(params)
      },
    }),
    rules: (event, before) => expectedEffects(event, before, input),
    everyStep: ({ real, event, before, effects }) => {
      answers = event.type === 'xstate.init' ? before.context.answers : answersAfter(answers, before, event)
      expect(real.context.answers).toEqual(answers)
      expect(selectCurrentQuestionId(real)).toBe(input.questionIds[real.context.currentIndex])
      if (event.type === 'quiz.clearSubmission' && effects.includes('warn'))
        expect(warnings.at(-1)?.detail).toEqual(event)
      // The clock: one minute left is said once it is; practice's time running out only says so.
      if (event.type.startsWith('xstate.after.oneMinuteLeftMs'))
        expect(real.context.oneMinuteLeft).toBe(before.context.timeLimitSeconds !== null)
      if (event.type.startsWith('xstate.after.timeLimitMs'))
        expect(real.context.timeUp).toBe(input.mode === 'practice')
      if (event.type === 'xstate.done.actor.startQuiz') {
        expect(real.context.timeLimitSeconds).toBe(startedClock.secondsLeft)
        expect(real.context.needsStart).toBe(false)
      }
    },
    states: {
      ready: ({ real, event, before }) => {
        expect(real.context.needsStart).toBe(true)
        expect(startQuiz.isRunning).toBe(false)
        // Nothing is counted before Start: the whole time limit is still there.
        expect(real.context.timeLimitSeconds).toBe(input.timeLimitSeconds)
        expect(real.context.startError).toBe(
          event.type === 'xstate.error.actor.startQuiz'
            ? 'Failed to fetch'
            : before.matches('ready')
              ? before.context.startError
              : null,
        )
      },
      starting: ({ real }) => {
        expect(startQuiz.isRunning).toBe(true)
        expect(startQuiz.inputs.at(-1)).toEqual({ quizId })
        expect(real.context.timeLimitSeconds).toBe(input.timeLimitSeconds)
      },
      'attempting.answering.idle': ({ real, event, before }) => {
        expect(real.context.dirty).toEqual([])
        expect(real.context.saveError).toBeNull()
        expectCheckSettled({ real, event, before } as Step)
      },
      'attempting.answering.dirty': ({ real }) => {
        expect(real.context.dirty.length).toBeGreaterThan(0)
        expect(real.context.pendingSave).toBeNull()
      },
      'attempting.answering.saving': expectSaving,
      'attempting.answering.saveFailed': ({ real, before }) => {
        expect(real.context.saveError).toBe('Network error')
        expect(real.context.dirty).toEqual(before.context.dirty)
      },
      'attempting.checking': ({ real, event, before }) => {
        const questionId = before.context.questionIds[before.context.currentIndex]
        expect(checkAnswer.isRunning).toBe(true)
        if (event.type === 'quiz.check') {
          expect(real.context.checkingId).toBe(questionId)
          expect(real.context.dirty).not.toContain(questionId)
          expect(checkAnswer.inputs.at(-1)).toEqual({
            quizId,
            answer: {
              question_id: questionId,
              value: answers[questionId].value,
              selected_option_id: answers[questionId].selectedOptionIds[0] ?? null,
              method_answer: answers[questionId].methodAnswer,
            },
          })
        }
        if (event.type === 'check.evaluation')
          expect(real.context.evaluations.find((e) => e.id === event.evaluation.id)?.marks_given).toBe(
            event.evaluation.marks_given,
          )
        if (event.type === 'check.explanation')
          expect(selectExplanation(event.evaluationId)(real)).toBe(event.delta)
      },
      'attempting.confirmingSubmit': ({ real }) => {
        expect(selectUnansweredCount(real)).toBeGreaterThan(0)
      },
      'marking.submitting': expectGradingStarted,
      'marking.grading': expectGradingStarted,
      'marking.reconnecting': expectGradingStarted,
      failed: ({ real, event, before }) => {
        const messages: Record<string, string> = {
          'grading.error': event.message,
          'xstate.error.actor.gradeStream': 'Failed to fetch',
          'xstate.done.actor.gradeStream': STREAM_ENDED_MESSAGE,
        }
        expect(real.context.error).toBe(messages[event.type] ?? before.context.error)
        expect(real.context.status).toBe('in_progress')
        expect(gradeStream.isRunning).toBe(false)
      },
      completed: ({ real }) => {
        expect(real.context.status).toBe('completed')
        expect(real.context.summary).toEqual(summary)
        expect(selectGradingQueue(real)).toEqual([])
        expect(selectScore(real)).toEqual({ marks: 1, max: 3, percent: 33 })
      },
      reviewing: ({ real }) => {
        expect(real.context.isReview).toBe(true)
        expect(real.context.dirty).toEqual([])
      },
    },
  })
}

describe.each(modelStarts(quizSessionModel))('quizSessionMachine starting with %s', (start) => {
  const paths = modelPaths(quizSessionModel, start)
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', (_, path) =>
    replay(path, quizSessionModel.inputs[start]),
  )
})
