import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { evaluation, marked } from './quizSession.fixtures'
import {
  type GradeStreamInput,
  type GradingEvent,
  type LogWarningParams,
  type QuizSessionEvent,
  type QuizSessionInput,
  quizSessionMachine,
  type SaveAnswerInput,
  type SessionEvaluation,
  selectExplanation,
  selectGradingQueue,
  selectScore,
} from './quizSession.machine'
import { streamDouble } from './testing/doubles'
import { flush } from './testing/replay'

const q11 = evaluation({ id: 101, question_id: 11 })
const q12 = evaluation({ id: 102, question_id: 12, max_score: 2 })
const input: QuizSessionInput = {
  quizId: 7,
  questionIds: [11, 12],
  evaluations: [q11, q12],
  timeLimitSeconds: 90,
}
const summary = { quiz_id: 7, marks_given: 3, max_score: 3, time_spent: 40, xp_earned: 30 }

function start(
  options: { input?: QuizSessionInput; save?: (input: SaveAnswerInput) => Promise<unknown> } = {},
) {
  const clock = new SimulatedClock()
  const saves: SaveAnswerInput[] = []
  const warnings: LogWarningParams[] = []
  let streaks = 0
  const stream = streamDouble<GradingEvent, GradeStreamInput>()
  const grades = stream.inputs
  const actor = createActor(
    quizSessionMachine.provide({
      actors: {
        saveAnswer: fromPromise<SessionEvaluation | undefined, SaveAnswerInput>(
          async ({ input: saveInput }) => {
            saves.push(saveInput)
            await options.save?.(saveInput)
            return undefined
          },
        ),
        gradeStream: stream.logic,
      },
      actions: {
        refreshStreaks: () => {
          streaks += 1
        },
        logWarning: (_, params) => warnings.push(params),
      },
    }),
    { input: options.input ?? input, clock },
  ).start()
  const send = (event: QuizSessionEvent) => actor.send(event)
  return { actor, clock, saves, grades, warnings, stream, send, streaks: () => streaks }
}

describe('quiz session opening question', () => {
  it('opens on the question asked for (back from the coach), and on the first when it is out of range', () => {
    const at = (startIndex: number | undefined) =>
      start({ input: { ...input, startIndex } }).actor.getSnapshot().context.currentIndex
    expect(at(1)).toBe(1)
    expect(at(undefined)).toBe(0)
    expect(at(2)).toBe(0)
    expect(at(-1)).toBe(0)
    expect(at(0.5)).toBe(0)
  })
})

describe('quiz session time limit', () => {
  it('hands in the answers when time is up, without asking, even with questions unanswered', () => {
    const { actor, clock, grades, send } = start()
    send({ type: 'quiz.answer', questionId: 11, value: '3/4' })
    send({ type: 'quiz.submit' })
    expect(actor.getSnapshot().matches({ attempting: 'confirmingSubmit' })).toBe(true)
    send({ type: 'quiz.cancel' })
    clock.increment(89_999)
    expect(actor.getSnapshot().matches('attempting')).toBe(true)
    clock.increment(1)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ marking: 'submitting' })
    expect(snapshot.context.timedOut).toBe(true)
    expect(selectGradingQueue(snapshot)).toEqual([11])
    expect(grades).toHaveLength(1)
  })

  it('counts from the start of the attempt, not from the last confirmation', () => {
    const { actor, clock, send } = start()
    clock.increment(60_000)
    send({ type: 'quiz.submit' })
    send({ type: 'quiz.cancel' })
    clock.increment(30_000)
    expect(actor.getSnapshot().matches('marking')).toBe(true)
  })

  it('lets tests and the app set the limit through the timeLimitMs delay', () => {
    const clock = new SimulatedClock()
    const actor = createActor(quizSessionMachine.provide({ delays: { timeLimitMs: 5 } }), {
      input,
      clock,
    }).start()
    clock.increment(5)
    expect(actor.getSnapshot().context.timedOut).toBe(true)
  })

  it('never fires without a limit', () => {
    const { actor, clock } = start({ input: { ...input, timeLimitSeconds: null } })
    clock.increment(24 * 3600_000)
    expect(actor.getSnapshot().value).toEqual({ attempting: { answering: 'idle' } })
  })
})

describe('quiz session autosave', () => {
  it('waits for a pause in answering, then saves the latest answer', async () => {
    const { actor, clock, saves, send } = start()
    send({ type: 'quiz.answer', questionId: 11, value: '3' })
    clock.increment(900)
    send({ type: 'quiz.answer', questionId: 11, value: '3/4' })
    clock.increment(900)
    expect(saves).toEqual([])
    clock.increment(100)
    expect(saves).toEqual([
      {
        quizId: 7,
        evaluationId: 101,
        answer: { value: '3/4', selected_option_id: null, method_answer: null, is_submitted: false },
      },
    ])
    await flush()
    expect(actor.getSnapshot().value).toEqual({ attempting: { answering: 'idle' } })
    expect(actor.getSnapshot().context.dirty).toEqual([])
  })

  it('keeps an answer that failed to save, and saves it on the next answer or a retry', async () => {
    let online = false
    const save = async () => {
      if (!online) throw new Error('You seem to be offline.')
    }
    const { actor, clock, saves, send } = start({ save })
    send({ type: 'quiz.answer', questionId: 11, value: '3/4' })
    clock.increment(1000)
    await flush()
    let snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ attempting: { answering: 'saveFailed' } })
    expect(snapshot.context.saveError).toBe('You seem to be offline.')
    expect(snapshot.context.answers[11].value).toBe('3/4')
    expect(snapshot.context.dirty).toEqual([11])

    send({ type: 'quiz.answer', questionId: 12, selectedOptionIds: [3] })
    clock.increment(1000)
    await flush()
    expect(saves.map((s) => s.evaluationId)).toEqual([101, 101])
    expect(actor.getSnapshot().context.dirty).toEqual([11, 12])

    online = true
    send({ type: 'quiz.retrySave' })
    await flush()
    clock.increment(1000)
    await flush()
    snapshot = actor.getSnapshot()
    expect(saves.map((s) => s.evaluationId)).toEqual([101, 101, 101, 102])
    expect(snapshot.context).toMatchObject({ dirty: [], saveError: null })
    expect(snapshot.value).toEqual({ attempting: { answering: 'idle' } })
  })

  it('saves again an answer changed while it was being saved', async () => {
    let release = () => {}
    const save = () =>
      new Promise<void>((resolve) => {
        release = resolve
      })
    const { actor, clock, saves, send } = start({ save })
    send({ type: 'quiz.answer', questionId: 11, value: '3' })
    clock.increment(1000)
    send({ type: 'quiz.answer', questionId: 11, value: '3/4' })
    release()
    await flush()
    expect(actor.getSnapshot().context.dirty).toEqual([11])
    clock.increment(1000)
    expect(saves.map((s) => s.answer.value)).toEqual(['3', '3/4'])
  })
})

describe('quiz session clearing a submission', () => {
  const submitted = { ...q11, value: '1/2', is_submitted: true, explanation: 'Check the denominator.' }

  it('resets value, is_submitted and explanation, then saves the cleared answer', () => {
    const { actor, clock, saves, send } = start({ input: { ...input, evaluations: [submitted, q12] } })
    send({ type: 'quiz.answer', questionId: 11, value: 'locked' })
    expect(actor.getSnapshot().context.answers[11].value).toBe('1/2')
    send({ type: 'quiz.clearSubmission', questionId: 11 })
    const { context } = actor.getSnapshot()
    // As the server clears it: the marked try is kept in the question's attempts there (ADR 0062).
    expect(context.evaluations[0]).toEqual({
      ...submitted,
      value: null,
      selected_option: null,
      is_submitted: false,
      grading_completed: false,
      marks_given: null,
      is_full_marks: null,
      explanation: null,
      hints_used: 0,
      status: { is_completed: false },
    })
    expect(context.answers[11].value).toBeNull()
    clock.increment(1000)
    expect(saves.at(-1)?.answer).toEqual({
      value: null,
      selected_option_id: null,
      method_answer: null,
      is_submitted: false,
    })
    send({ type: 'quiz.answer', questionId: 11, value: '3/4' })
    expect(actor.getSnapshot().context.answers[11].value).toBe('3/4')
  })

  it('only logs a clear with a missing id, changing nothing', () => {
    const { actor, warnings, send } = start()
    for (const questionId of [undefined, null, 99]) {
      const before = actor.getSnapshot()
      send({ type: 'quiz.clearSubmission', questionId })
      expect(actor.getSnapshot().context).toBe(before.context)
      expect(actor.getSnapshot().value).toEqual(before.value)
    }
    expect(warnings.map((w) => (w.detail as { questionId: unknown }).questionId)).toEqual([
      undefined,
      null,
      99,
    ])
  })
})

describe('quiz session grading', () => {
  it('shrinks the queue as evaluations are marked, streams explanations in order, completes once', async () => {
    const answered = [
      { ...q11, value: '3/4' },
      { ...q12, value: 'whale' },
    ]
    const { actor, stream, send, streaks } = start({ input: { ...input, evaluations: answered } })
    send({ type: 'quiz.submit' })
    expect(selectGradingQueue(actor.getSnapshot())).toEqual([11, 12])
    stream.send({ type: 'grading.evaluation', evaluation: { ...answered[1], grading_completed: false } })
    expect(selectGradingQueue(actor.getSnapshot())).toEqual([11, 12])
    stream.send({ type: 'grading.evaluation', evaluation: marked(answered[1], 2) })
    expect(selectGradingQueue(actor.getSnapshot())).toEqual([11])
    for (const delta of ['A whale ', 'is a ', 'mammal.'])
      stream.send({ type: 'grading.explanation', evaluationId: 102, questionId: 12, delta })
    expect(selectExplanation(102)(actor.getSnapshot())).toBe('A whale is a mammal.')
    expect(selectScore(actor.getSnapshot())).toEqual({ marks: 2, max: 3, percent: 67 })
    stream.send({ type: 'grading.evaluation', evaluation: marked(answered[0], 1) })
    stream.send({ type: 'grading.completed', summary })
    await flush()
    expect(stream.isRunning).toBe(false)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('completed')
    expect(snapshot.context.status).toBe('completed')
    expect(selectGradingQueue(snapshot)).toEqual([])
    expect(selectScore(snapshot)).toEqual({ marks: 3, max: 3, percent: 100 })
    expect(streaks()).toBe(1)
  })

  it('aborts with the message of an error event, and a retry submits again', () => {
    const { actor, stream, grades, send } = start()
    send({ type: 'quiz.submit' })
    send({ type: 'quiz.confirm' })
    stream.send({ type: 'grading.error', message: 'The marker is busy. Please try again in a minute.' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('The marker is busy. Please try again in a minute.')
    send({ type: 'quiz.retry' })
    expect(actor.getSnapshot().value).toEqual({ marking: 'submitting' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(grades).toHaveLength(2)
  })

  it('fails kindly when the app provides no grading stream', async () => {
    const actor = createActor(quizSessionMachine, { input: { ...input, timeLimitSeconds: null } }).start()
    actor.send({ type: 'quiz.submit' })
    actor.send({ type: 'quiz.confirm' })
    await flush()
    expect(actor.getSnapshot().context.error).toBe('Submitting is not available.')
  })

  it('gives no percent when the maximum is unknown or zero', () => {
    const unknownMax = { ...q11, max_score: undefined }
    const { actor } = start({ input: { ...input, evaluations: [unknownMax, q12] } })
    expect(selectScore(actor.getSnapshot())).toEqual({ marks: 0, max: null, percent: null })
    const zero = start({ input: { ...input, questionIds: [11], evaluations: [{ ...q11, max_score: 0 }] } })
    expect(selectScore(zero.actor.getSnapshot())).toEqual({ marks: 0, max: 0, percent: null })
  })
})

describe('quiz session review', () => {
  const graded = [
    marked({ ...q11, value: '3/4', explanation: 'Half of 1.5 is 0.75.' }, 1),
    marked({ ...q12, value: 'whale' }, 0),
  ]

  it.each([
    ['every question is marked', { ...input, evaluations: graded }],
    ['review is asked for', { ...input, isReview: true }],
  ])('is read-only when %s', async (_, reviewInput) => {
    const { actor, clock, saves, grades, send } = start({ input: reviewInput })
    const before = actor.getSnapshot()
    expect(before.value).toBe('reviewing')
    const edits: QuizSessionEvent[] = [
      { type: 'quiz.answer', questionId: 11, value: 'changed' },
      { type: 'quiz.clearSubmission', questionId: 11 },
      { type: 'quiz.submit' },
      { type: 'quiz.confirm' },
      { type: 'quiz.retrySave' },
      { type: 'quiz.retry' },
    ]
    for (const event of edits) send(event)
    clock.increment(3600_000)
    await flush()
    expect(actor.getSnapshot().context).toBe(before.context)
    expect(saves).toEqual([])
    expect(grades).toEqual([])
    send({ type: 'quiz.next' })
    expect(actor.getSnapshot().context.currentIndex).toBe(1)
  })

  it('shows the stored marks and explanations', () => {
    const { actor } = start({ input: { ...input, evaluations: graded } })
    expect(selectExplanation(101)(actor.getSnapshot())).toBe('Half of 1.5 is 0.75.')
    expect(selectScore(actor.getSnapshot())).toEqual({ marks: 1, max: 3, percent: 33 })
  })
})
