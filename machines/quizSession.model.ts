import type { SnapshotFrom } from 'xstate'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import { evaluation, marked } from './quizSession.fixtures'
import {
  type QuizSessionContext,
  type QuizSessionEvent,
  type QuizSessionInput,
  quizSessionMachine,
  type SessionEvaluation,
} from './quizSession.machine'

type Snapshot = SnapshotFrom<typeof quizSessionMachine>

export const quizId = 7
const whale = { id: 3, order: 3, text: 'Whale' }
const q11 = evaluation({ id: 101, question_id: 11 })
const q12 = evaluation({ id: 102, question_id: 12, max_score: 2 })
const oldAnswer = { ...q11, value: '1/2', is_submitted: true, explanation: 'Check the denominator.' }
const answered11 = { ...q11, value: '3/4' }
const answered12 = { ...q12, selected_option: whale }
export const quizSummary = { quiz_id: quizId, marks_given: 1, max_score: 3, time_spent: 80, xp_earned: 10 }
/** The explanation deltas the marking stream sends, by evaluation id. */
const explanationDeltas: Record<number, string[]> = {
  101: ['Half of 1.5 ', 'is 0.75.'],
  102: ['A whale is a mammal.'],
}

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
  'a practice attempt': {
    quizId,
    questionIds: [11, 12],
    evaluations: [answered11, q12],
    // Timed, so the walk shows that practice's clock runs out without handing anything in (ADR 0064).
    timeLimitSeconds: 600,
    mode: 'practice',
  },
  'a timed worksheet not started yet': {
    quizId,
    questionIds: [11, 12],
    evaluations: [q11, q12],
    timeLimitSeconds: 600,
    needsStart: true,
  },
  'review asked for': {
    quizId,
    questionIds: [11, 12],
    evaluations: [answered11, answered12],
    timeLimitSeconds: 600,
    isReview: true,
  },
} satisfies Record<string, QuizSessionInput>
type Start = keyof typeof inputs
/** The start whose model walks marking; the others stop once marking starts. */
const GRADING_START = 'every answer saved earlier'
/** The start whose model walks checking answers one by one (practice mode, ADR 0062). */
const PRACTICE_START = 'a practice attempt'
/** The start whose model walks the "ready?" screen and the clock's start (issue 14); it stops once answering. */
const READY_START = 'a timed worksheet not started yet'
/** The server started the clock 30 s ago (a reload): the time left is counted from its start. */
export const startedClock = { secondsLeft: 570 }

const saveFailed = errorEvent<QuizSessionEvent>('saveAnswer', { message: 'Network error' })
// The server echoes what it stored.
const saved = (stored: SessionEvaluation) => doneEvent<QuizSessionEvent>('saveAnswer', stored)
const answerEvents: Record<
  Exclude<Start, typeof GRADING_START | typeof PRACTICE_START>,
  QuizSessionEvent[]
> = {
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
  'a timed worksheet not started yet': [
    { type: 'quiz.start' },
    doneEvent<QuizSessionEvent>('startQuiz', startedClock),
    errorEvent<QuizSessionEvent>('startQuiz', { message: 'Failed to fetch' }),
  ],
  'review asked for': [
    { type: 'quiz.goTo', index: 1 },
    { type: 'quiz.goTo', index: 5 },
    { type: 'quiz.clearSubmission', questionId: 11 },
    { type: 'quiz.clearSubmission', questionId: 99 },
  ],
}
const retried11 = { ...q11, value: '1/2' }
const checkSummary = { ...quizSummary, marks_given: 0 }
const practising: QuizSessionEvent[] = [
  { type: 'quiz.check' },
  { type: 'check.evaluation', evaluation: marked(answered11, 0) },
  { type: 'check.evaluation', evaluation: marked(retried11, 1) },
  { type: 'check.explanation', evaluationId: 101, questionId: 11, delta: 'Check the denominator.' },
  { type: 'check.completed', summary: checkSummary },
  { type: 'check.error', message: 'You have no hearts left.' },
  doneEvent('checkAnswer', undefined),
  errorEvent('checkAnswer', { message: 'Failed to fetch' }),
  { type: 'quiz.clearSubmission', questionId: 11 },
  { type: 'quiz.answer', questionId: 11, value: '1/2' },
  { type: 'quiz.goTo', index: 1 },
  saved(q11),
  saved(retried11),
  saveFailed,
]

/**
 * The server marks the answer being checked, then explains it, then sends the totals; a failure comes before the
 * mark. The child clears a wrong answer only, writes the new one after clearing, and moves on once it is checked.
 */
function isRealisticCheck(snapshot: Snapshot, event: QuizSessionEvent) {
  const { context } = snapshot
  const checking = snapshot.matches({ attempting: 'checking' })
  const first = context.evaluations[0]
  const idle = snapshot.matches({ attempting: { answering: 'idle' } })
  switch (event.type as string) {
    case 'check.evaluation': {
      const { evaluation } = event as Extract<QuizSessionEvent, { type: 'check.evaluation' }>
      return (
        checking &&
        evaluation.value === context.answers[context.checkingId!].value &&
        !(evaluation.id in context.explanations)
      )
    }
    case 'check.explanation':
      return checking && context.explanations[101] === ''
    case 'check.completed':
      return checking && Boolean(context.explanations[101])
    case 'check.error':
    case 'xstate.done.actor.checkAnswer':
    case 'xstate.error.actor.checkAnswer':
      return checking && !(101 in context.explanations)
    case 'quiz.clearSubmission':
      return idle && first.grading_completed && !first.is_full_marks
    case 'quiz.answer':
      return context.answers[11].value === null
    case 'quiz.check':
    case 'quiz.submit':
      return idle
    case 'quiz.goTo':
      return idle && first.grading_completed
    case 'quiz.next':
    case 'quiz.previous':
    case 'quiz.cancel':
      return false
    default:
      return true
  }
}

const grading: QuizSessionEvent[] = [
  { type: 'grading.evaluation', evaluation: marked(answered11, 1) },
  { type: 'grading.evaluation', evaluation: marked(answered12, 0) },
  ...Object.entries(explanationDeltas).flatMap(([id, parts]) =>
    parts.map((delta) => ({
      type: 'grading.explanation' as const,
      evaluationId: Number(id),
      questionId: Number(id) - 90,
      delta,
    })),
  ),
  // A followed stream sends the last mark again, then its explanation whole.
  { type: 'grading.explanation', evaluationId: 101, questionId: 11, delta: explanationDeltas[101].join('') },
  { type: 'grading.reconnecting' },
  { type: 'grading.completed', summary: quizSummary },
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

/**
 * The environment: the server echoes the answer being saved, sends each mark before its explanation and streams
 * the explanations in order; only a followed stream sends a mark again, and then its explanation in one piece.
 */
function isRealistic(snapshot: Snapshot, event: QuizSessionEvent, grades: boolean) {
  const { context } = snapshot
  if (event.type === ('xstate.done.actor.saveAnswer' as string))
    return echoes((event as unknown as { output: SessionEvaluation }).output, context.pendingSave)
  if (event.type === 'grading.evaluation')
    return !(event.evaluation.id in context.explanations) || snapshot.matches({ marking: 'reconnecting' })
  if (event.type === 'grading.explanation') {
    const sofar = context.explanations[event.evaluationId]
    // One delta after another, question by question, each once its mark is in.
    const streamed = Object.entries(explanationDeltas).flatMap(([id, parts]) =>
      parts.map((delta) => ({ id: Number(id), delta })),
    )
    const next = streamed.find(({ id, delta }) => !(context.explanations[id] ?? '').includes(delta))
    const whole = sofar === '' && event.delta === explanationDeltas[event.evaluationId].join('')
    return (
      sofar !== undefined &&
      !snapshot.matches({ marking: 'reconnecting' }) &&
      next?.id === event.evaluationId &&
      (next.delta === event.delta || whole)
    )
  }
  if (grades && snapshot.matches('attempting')) return event.type === 'quiz.submit'
  // Moving between questions is walked from a settled attempt; while saving it would only multiply the paths.
  const moves = ['quiz.goTo', 'quiz.next', 'quiz.previous'].includes(event.type)
  return (
    !moves ||
    (!snapshot.matches({ attempting: { answering: 'dirty' } }) &&
      !snapshot.matches({ attempting: { answering: 'saving' } }) &&
      !snapshot.matches({ attempting: { answering: 'saveFailed' } }))
  )
}

export const quizSessionModel = defineModel({
  machine: quizSessionMachine,
  inputs,
  events: (start) =>
    start === GRADING_START ? grading : start === PRACTICE_START ? practising : answerEvents[start],
  traversal: (start) => ({
    // The answering models stop once marking starts; the grading model walks marking from a full attempt.
    stopWhen:
      start === GRADING_START
        ? undefined
        : start === READY_START
          ? (snapshot) => snapshot.matches('attempting')
          : (snapshot) => snapshot.matches('marking'),
    filterEvents: (snapshot, event) =>
      isRealistic(snapshot, event, start === GRADING_START) &&
      (start !== PRACTICE_START || isRealisticCheck(snapshot, event)),
  }),
  actorEvents: {
    gradeStream: [
      'grading.evaluation',
      'grading.explanation',
      'grading.completed',
      'grading.error',
      'grading.reconnecting',
    ],
    checkAnswer: ['check.evaluation', 'check.explanation', 'check.completed', 'check.error'],
  },
  sees: {
    ready:
      '"Ready?" with how many questions and how long, that the clock starts on Start (and, in practice, that nobody is watching it); a Start button',
    starting: '"Ready?" with Start busy: "Starting the clock…"',
    'attempting.answering.idle': 'The question and its answer box; "Saved"',
    'attempting.answering.dirty': 'The answer as typed; "Saving…"',
    'attempting.answering.saving': 'The answer as typed; "Saving…"',
    'attempting.answering.saveFailed': 'The answer kept on screen; "Not saved" with a retry button',
    'attempting.checking':
      '"Checking your answer…" on the question, then its mark and the explanation as it is written',
    'attempting.confirmingSubmit': 'A dialog: "Hand in your answers?" with the number left unanswered',
    'marking.submitting': '"Marking your answers…"',
    'marking.grading': '"Marking your answers…" with marks and explanations appearing one by one',
    'marking.reconnecting':
      '"Connection lost. Reconnecting… your answers are saved." with the marks so far kept on screen',
    failed: '"Marking stopped" with the reason and a "Try again" button; the answers are kept',
    completed: '"Marking finished." with the score and a way to review',
    reviewing: 'The marked answers with their explanations, read-only',
  },
  words: {
    guards: {
      isReview: 'if it is a review',
      needsStart: 'if the clock has not started yet',
      handsInWhenTimeIsUp: 'if it is a timed test',
      isQuestionIndex: 'if that question exists',
      hasNext: 'if there is a next question',
      hasPrevious: 'if there is a previous question',
      changesAnswer: 'if the answer changes',
      hasDirty: 'if an answer is not saved yet',
      allAnswered: 'if every question is answered',
      hasEvaluation: 'if the question has a saved answer',
      lacksEvaluation: 'if the question id is missing or unknown',
      hasTimeLimit: 'if the quiz has a time limit',
      canCheck: 'if it is practice and this answer is not checked yet',
    },
    delays: {
      autosaveMs: 'after a pause in answering',
      timeLimitMs: 'when the time left runs out',
      oneMinuteLeftMs: 'when one minute is left',
    },
  },
})
