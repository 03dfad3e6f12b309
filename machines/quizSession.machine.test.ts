import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import type { TestPath } from 'xstate/graph'
import {
  declaredNodeTransitions,
  reachedNodes,
  restingStates,
  walkedNodeTransitions,
} from './quizSession.coverage'
import { controlledStream, evaluation, marked } from './quizSession.fixtures'
import {
  type GradeStreamInput,
  type LogWarningParams,
  type QuizAnswer,
  type QuizSessionContext,
  type QuizSessionEvent,
  type QuizSessionInput,
  quizSessionMachine,
  type SaveAnswerInput,
  type SessionEvaluation,
  STREAM_ENDED_MESSAGE,
  selectCurrentQuestionId,
  selectExplanation,
  selectGradingQueue,
  selectScore,
  selectUnansweredCount,
} from './quizSession.machine'
import {
  controlledActors,
  createTestModelWithActors,
  doneEvent,
  errorEvent,
  pathName,
  walkPath,
} from './testing'

type Snapshot = SnapshotFrom<typeof quizSessionMachine>
type Path = TestPath<Snapshot, QuizSessionEvent>

const quizId = 7
const whale = { id: 3, order: 3, text: 'Whale' }
const q11 = evaluation({ id: 101, question_id: 11 })
const q12 = evaluation({ id: 102, question_id: 12, max_score: 2 })
const oldAnswer = { ...q11, value: '1/2', is_submitted: true, explanation: 'Check the denominator.' }
const answered11 = { ...q11, value: '3/4' }
const answered12 = { ...q12, selected_option: whale }
const summary = { quiz_id: quizId, marks_given: 1, max_score: 3, time_spent: 80, xp_earned: 10 }
const deltas: Record<number, string[]> = { 101: ['Half of 1.5 ', 'is 0.75.'], 102: ['A whale is a mammal.'] }

const inputs = {
  'a fresh timed attempt': { quizId, questionIds: [11, 12], evaluations: [q11, q12], timeLimitSeconds: 600 },
  'a question with no evaluation yet': {
    quizId,
    questionIds: [11, 13],
    evaluations: [q11],
    timeLimitSeconds: null,
  },
  'a submitted answer to clear': {
    quizId,
    questionIds: [11],
    evaluations: [oldAnswer],
    timeLimitSeconds: null,
  },
  'every answer saved earlier': {
    quizId,
    questionIds: [11, 12],
    evaluations: [answered11, answered12],
    timeLimitSeconds: null,
  },
  'every question already marked': {
    quizId,
    questionIds: [11, 12],
    evaluations: [marked(answered11, 1), marked(answered12, 0)],
    timeLimitSeconds: null,
  },
  'review asked for': {
    quizId,
    questionIds: [11, 12],
    evaluations: [answered11, answered12],
    timeLimitSeconds: 600,
    isReview: true,
  },
} satisfies Record<string, QuizSessionInput>
type InputName = keyof typeof inputs

const saveFailed = errorEvent<QuizSessionEvent>('saveAnswer', { message: 'Network error' })
// The server echoes what it stored.
const saved = (stored: SessionEvaluation) => doneEvent<QuizSessionEvent>('saveAnswer', stored)
const answerEvents: Record<Exclude<InputName, 'every answer saved earlier'>, QuizSessionEvent[]> = {
  'a fresh timed attempt': [
    { type: 'quiz.answer', questionId: 11, value: '3/4' },
    { type: 'quiz.answer', questionId: 12, selectedOptionIds: [3] },
    { type: 'quiz.goTo', index: 1 },
    saved(answered11),
    saved(answered12),
    saveFailed,
  ],
  'a question with no evaluation yet': [
    { type: 'quiz.answer', questionId: 13, value: 'photosynthesis', methodAnswer: 'Plants make food.' },
  ],
  'a submitted answer to clear': [
    { type: 'quiz.clearSubmission', questionId: 11 },
    { type: 'quiz.clearSubmission', questionId: undefined },
    { type: 'quiz.answer', questionId: 11, value: '3/4' },
    saved(answered11),
    saved(q11),
    saveFailed,
  ],
  'every question already marked': [{ type: 'quiz.goTo', index: 1 }],
  'review asked for': [
    { type: 'quiz.goTo', index: 1 },
    { type: 'quiz.goTo', index: 5 },
    { type: 'quiz.clearSubmission', questionId: 11 },
    { type: 'quiz.clearSubmission', questionId: 99 },
  ],
}
const grading: QuizSessionEvent[] = [
  { type: 'grading.evaluation', evaluation: marked(answered11, 1) },
  { type: 'grading.evaluation', evaluation: marked(answered12, 0) },
  ...Object.entries(deltas).flatMap(([id, parts]) =>
    parts.map((delta) => ({
      type: 'grading.explanation' as const,
      evaluationId: Number(id),
      questionId: Number(id) - 90,
      delta,
    })),
  ),
  { type: 'grading.completed', summary },
  { type: 'grading.error', message: 'The marker is busy. Please try again in a minute.' },
  doneEvent('gradeStream', undefined),
  errorEvent('gradeStream', { message: 'Failed to fetch' }),
  { type: 'quiz.clearSubmission', questionId: 99 },
  { type: 'quiz.goTo', index: 1 },
]

const echoes = (output: SessionEvaluation, pending: QuizSessionContext['pendingSave']) =>
  pending !== null &&
  output.question_id === pending.questionId &&
  output.value === pending.answer.value &&
  (output.selected_option?.id ?? null) === (pending.answer.selectedOptionIds[0] ?? null)

/** The environment: the server echoes the answer being saved, and streams each explanation in order. */
function isRealistic(snapshot: Snapshot, event: QuizSessionEvent, phase: 'answering' | 'grading') {
  const { context } = snapshot
  if (event.type === ('xstate.done.actor.saveAnswer' as string))
    return echoes((event as unknown as { output: SessionEvaluation }).output, context.pendingSave)
  if (event.type === 'grading.explanation') {
    // One delta after another, question by question.
    const streamed = Object.entries(deltas).flatMap(([id, parts]) =>
      parts.map((delta) => ({ id: Number(id), delta })),
    )
    const next = streamed.find(({ id, delta }) => !(context.explanations[id] ?? '').includes(delta))
    return next?.id === event.evaluationId && next.delta === event.delta
  }
  if (phase === 'grading' && snapshot.matches('attempting')) return event.type === 'quiz.submit'
  // Moving between questions is walked from a settled attempt; while saving it would only multiply the paths.
  const moves = ['quiz.goTo', 'quiz.next', 'quiz.previous'].includes(event.type)
  return (
    !moves ||
    (!snapshot.matches({ attempting: { answering: 'dirty' } }) &&
      !snapshot.matches({ attempting: { answering: 'saving' } }) &&
      !snapshot.matches({ attempting: { answering: 'saveFailed' } }))
  )
}

function pathsFor(name: InputName): Path[] {
  const phase = name === 'every answer saved earlier' ? 'grading' : 'answering'
  const model = createTestModelWithActors(quizSessionMachine, {
    input: inputs[name],
    events: name === 'every answer saved earlier' ? grading : answerEvents[name],
  })
  return model.getShortestPaths({
    // The answering models stop once marking starts; the grading model walks marking from a full attempt.
    stopWhen: phase === 'answering' ? (snapshot) => snapshot.matches('marking') : undefined,
    filterEvents: (snapshot, event) => isRealistic(snapshot, event, phase),
  })
}

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
    return { ...answers, [event.questionId]: { ...answers[event.questionId], value: null } }
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
  if (event.type.startsWith('xstate.after.timeLimitMs'))
    return context.timeLimitSeconds === null ? [] : ['grade']
  switch (event.type) {
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

async function replay(path: Path, input: QuizSessionInput) {
  const effects: string[] = []
  const saves: SaveAnswerInput[] = []
  const grades: GradeStreamInput[] = []
  const warnings: LogWarningParams[] = []
  const promises = controlledActors((_, saveInput) => {
    const { evaluationId } = saveInput as SaveAnswerInput
    effects.push(`save ${input.evaluations.find((e) => e.id === evaluationId)?.question_id}`)
    saves.push(saveInput as SaveAnswerInput)
  })
  const stream = controlledStream((gradeInput) => {
    effects.push('grade')
    grades.push(gradeInput)
  })
  const actor = createActor(
    quizSessionMachine.provide({
      actors: { saveAnswer: promises.create('saveAnswer'), gradeStream: stream.logic },
      actions: {
        refreshStreaks: () => effects.push('refreshStreaks'),
        logWarning: (_, params) => {
          effects.push('warn')
          warnings.push(params)
        },
      },
    }),
    // Timers never fire by themselves: the model's delayed events are delivered as xstate schedules them.
    { input, clock: new SimulatedClock() },
  ).start()

  let last: AnyEventObject = { type: 'xstate.init' }
  let before = actor.getSnapshot()
  let answers = before.context.answers
  let queue: number[] = []
  let explanations: Record<number, string> = {}
  const run = (event: AnyEventObject) => {
    last = event
    before = actor.getSnapshot()
    answers = answersAfter(answers, before, event)
    effects.length = 0
    if (event.type === 'xstate.done.actor.gradeStream') return stream.complete()
    if (event.type === 'xstate.error.actor.gradeStream') return stream.fail(event.error)
    if (promises.settle(event)) return
    if (event.type.startsWith('grading.')) return stream.push(event as never)
    actor.send(event as QuizSessionEvent)
  }

  const like = (model: Snapshot) => {
    const real = actor.getSnapshot()
    expect(real.value).toEqual(model.value)
    expect(real.context).toEqual(model.context)
    expect(effects).toEqual(expectedEffects(last, before, input))
    expect(real.context.answers).toEqual(answers)
    expect(selectCurrentQuestionId(real)).toBe(input.questionIds[real.context.currentIndex])
    if (last.type === 'quiz.clearSubmission' && effects.includes('warn'))
      expect(warnings.at(-1)?.detail).toEqual(last)
    return real
  }
  const expectGradingStarted = (real: Snapshot) => {
    if (effects.includes('grade')) {
      queue = input.questionIds.filter((id) => isAnswered(answers[id]))
      explanations = {}
      expect(grades.at(-1)).toEqual({
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
      expect(real.context.timedOut).toBe(last.type.startsWith('xstate.after.timeLimitMs'))
    }
    if (last.type === 'grading.evaluation' && last.evaluation.grading_completed)
      queue = queue.filter((id) => id !== last.evaluation.question_id)
    if (last.type === 'grading.explanation')
      explanations = {
        ...explanations,
        [last.evaluationId]: (explanations[last.evaluationId] ?? '') + last.delta,
      }
    expect(selectGradingQueue(real)).toEqual(queue)
    for (const id of [101, 102]) {
      const stored = real.context.evaluations.find((e) => e.id === id)?.explanation ?? null
      expect(selectExplanation(id)(real)).toBe(explanations[id] ?? stored)
    }
    expect(stream.isOpen).toBe(true)
    expect(real.context.error).toBeNull()
    expect(real.context.dirty).toEqual([])
  }
  const expectSaving = (real: Snapshot) => {
    if (!effects.some((effect) => effect.startsWith('save'))) return
    const questionId = before.context.dirty[0]
    const answer = answers[questionId]
    expect(saves.at(-1)).toEqual({
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

  await walkPath(path, run, {
    'attempting.answering.idle': (model) => {
      const real = like(model)
      expect(real.context.dirty).toEqual([])
      expect(real.context.saveError).toBeNull()
    },
    'attempting.answering.dirty': (model) => {
      const real = like(model)
      expect(real.context.dirty.length).toBeGreaterThan(0)
      expect(real.context.pendingSave).toBeNull()
    },
    'attempting.answering.saving': (model) => expectSaving(like(model)),
    'attempting.answering.saveFailed': (model) => {
      const real = like(model)
      expect(real.context.saveError).toBe('Network error')
      expect(real.context.dirty).toEqual(before.context.dirty)
    },
    'attempting.confirmingSubmit': (model) => {
      const real = like(model)
      expect(selectUnansweredCount(real)).toBeGreaterThan(0)
    },
    'marking.submitting': (model) => expectGradingStarted(like(model)),
    'marking.grading': (model) => expectGradingStarted(like(model)),
    failed: (model) => {
      const real = like(model)
      const messages: Record<string, string> = {
        'grading.error': last.message,
        'xstate.error.actor.gradeStream': 'Failed to fetch',
        'xstate.done.actor.gradeStream': STREAM_ENDED_MESSAGE,
      }
      expect(real.context.error).toBe(messages[last.type] ?? before.context.error)
      expect(real.context.status).toBe('in_progress')
      expect(stream.isOpen).toBe(false)
    },
    completed: (model) => {
      const real = like(model)
      expect(real.context.status).toBe('completed')
      expect(real.context.summary).toEqual(summary)
      expect(selectGradingQueue(real)).toEqual([])
      expect(selectScore(real)).toEqual({ marks: 1, max: 3, percent: 33 })
    },
    reviewing: (model) => {
      const real = like(model)
      expect(real.context.isReview).toBe(true)
      expect(real.context.dirty).toEqual([])
    },
  })
  actor.stop()
}

describe.each(Object.keys(inputs) as InputName[])('quizSessionMachine starting with %s', (name) => {
  const paths = pathsFor(name)
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', (_, path) => replay(path, inputs[name]))
})

describe('quizSessionMachine coverage', () => {
  const paths = (Object.keys(inputs) as InputName[]).flatMap(pathsFor)

  it('reaches every state', () => {
    expect([...reachedNodes(paths)].sort()).toEqual([...restingStates(quizSessionMachine)].sort())
  })

  it('walks every declared transition', () => {
    const walked = walkedNodeTransitions(paths)
    expect([...declaredNodeTransitions(quizSessionMachine)].filter((t) => !walked.has(t))).toEqual([])
  })
})
