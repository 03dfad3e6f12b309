import { assertEvent } from 'xstate'
import { messageOf } from './errors'
import {
  evaluationFor,
  initialContext,
  type QuizSessionEvent,
  toCheck,
  toSavedAnswer,
  toSubmission,
} from './quizSession.context'
import { quizSessionSetup, STREAM_ENDED_CHECK_MESSAGE, STREAM_ENDED_MESSAGE } from './quizSession.setup'

export * from './quizSession.context'
export * from './quizSession.selectors'
export {
  AUTOSAVE_MS,
  type CheckAnswerInput,
  type GradeStreamInput,
  type LogWarningParams,
  type SaveAnswerInput,
  STREAM_ENDED_CHECK_MESSAGE,
  STREAM_ENDED_MESSAGE,
  type StartQuizInput,
  type StartQuizOutput,
  WARN_BEFORE_END_SECONDS,
} from './quizSession.setup'

const navigation = {
  'quiz.goTo': { guard: 'isQuestionIndex', actions: 'goTo' },
  'quiz.next': { guard: 'hasNext', actions: 'goNext' },
  'quiz.previous': { guard: 'hasPrevious', actions: 'goPrevious' },
} as const

const answerParams = ({ event }: { event: QuizSessionEvent }) => {
  assertEvent(event, 'quiz.answer')
  return event
}
const clearParams = ({ event }: { event: QuizSessionEvent }) => {
  assertEvent(event, 'quiz.clearSubmission')
  return event.questionId
}
const missingIdWarning = ({ event }: { event: QuizSessionEvent }) => ({
  message: 'quiz.clearSubmission: no evaluation for this question id',
  detail: event,
})

export const quizSessionMachine = quizSessionSetup.createMachine({
  id: 'quizSession',
  context: ({ input }) => initialContext(input),
  initial: 'opening',
  on: {
    // Calls §8: clearing a submission with a missing id is only logged. Elsewhere than answering, a known id
    // changes nothing: the answers are committed or read-only.
    'quiz.clearSubmission': {
      guard: { type: 'lacksEvaluation', params: clearParams },
      actions: { type: 'logWarning', params: missingIdWarning },
    },
  },
  states: {
    // Transient: the snapshot never rests here.
    opening: {
      always: [
        { guard: 'isReview', target: 'reviewing' },
        { guard: 'needsStart', target: 'ready' },
        { target: 'attempting' },
      ],
    },
    // Issue 14: "ready?" says how long and how many questions; the clock starts on Start, on the server.
    ready: { on: { 'quiz.start': 'starting' } },
    starting: {
      invoke: {
        id: 'startQuiz',
        src: 'startQuiz',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: {
          target: 'attempting',
          actions: { type: 'startClock', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: { type: 'failStart', params: ({ event }) => messageOf(event.error) },
        },
      },
    },
    attempting: {
      initial: 'answering',
      after: {
        // Said once, politely; the time left is counted from the server's start, so a reload keeps it.
        oneMinuteLeftMs: { guard: 'hasTimeLimit', actions: 'warnOneMinuteLeft' },
        // Time is up: a test hands in what is there, without asking; practice only says so (ADR 0064).
        timeLimitMs: [
          { guard: 'handsInWhenTimeIsUp', target: 'marking', actions: 'markTimedOut' },
          { guard: 'hasTimeLimit', actions: 'markTimeUp' },
        ],
      },
      states: {
        answering: {
          initial: 'settling',
          // A save cut short by leaving stays dirty, so it is saved again on coming back.
          exit: 'forgetPendingSave',
          on: {
            ...navigation,
            'quiz.answer': {
              guard: { type: 'changesAnswer', params: answerParams },
              target: '.settling',
              actions: { type: 'recordAnswer', params: answerParams },
            },
            'quiz.clearSubmission': [
              {
                guard: { type: 'hasEvaluation', params: clearParams },
                target: '.settling',
                actions: { type: 'clearSubmission', params: clearParams },
              },
              { actions: { type: 'logWarning', params: missingIdWarning } },
            ],
            'quiz.submit': [
              { guard: 'allAnswered', target: '#quizSession.marking' },
              { target: 'confirmingSubmit' },
            ],
            // Practice mode (ADR 0062): the answer on screen is marked now, its explanation streamed at once.
            'quiz.check': { guard: 'canCheck', target: '#quizSession.attempting.checking' },
          },
          states: {
            // Transient; entering it again after each answer restarts the autosave wait.
            settling: { always: [{ guard: 'hasDirty', target: 'dirty' }, { target: 'idle' }] },
            idle: {},
            dirty: { after: { autosaveMs: 'saving' } },
            saving: {
              entry: 'startSave',
              invoke: {
                id: 'saveAnswer',
                src: 'saveAnswer',
                input: ({ context }) => {
                  const { questionId, answer } = context.pendingSave!
                  const evaluationId = evaluationFor(context, questionId)!.id
                  return { quizId: context.quizId, evaluationId, answer: toSavedAnswer(answer) }
                },
                onDone: {
                  target: 'settling',
                  actions: { type: 'finishSave', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'saveFailed',
                  actions: {
                    type: 'failSave',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                },
              },
              on: {
                'quiz.answer': {
                  guard: { type: 'changesAnswer', params: answerParams },
                  actions: { type: 'recordAnswer', params: answerParams },
                },
                'quiz.clearSubmission': [
                  {
                    guard: { type: 'hasEvaluation', params: clearParams },
                    actions: { type: 'clearSubmission', params: clearParams },
                  },
                  { actions: { type: 'logWarning', params: missingIdWarning } },
                ],
              },
            },
            // The answer stays in context and dirty; the next answer or quiz.retrySave tries again.
            saveFailed: { on: { 'quiz.retrySave': 'saving' } },
          },
        },
        // One answer marked in practice mode; a wrong one can be cleared (quiz.clearSubmission) and checked again.
        checking: {
          entry: 'startCheck',
          invoke: {
            id: 'checkAnswer',
            src: 'checkAnswer',
            input: ({ context }) => ({
              quizId: context.quizId,
              answer: toCheck(context, context.checkingId!),
            }),
            onDone: {
              target: 'answering',
              actions: { type: 'failCheck', params: STREAM_ENDED_CHECK_MESSAGE },
            },
            onError: {
              target: 'answering',
              actions: { type: 'failCheck', params: ({ event }) => messageOf(event.error) },
            },
          },
          on: {
            'check.evaluation': {
              actions: { type: 'recordEvaluation', params: ({ event }) => event.evaluation },
            },
            'check.explanation': {
              actions: { type: 'appendExplanation', params: ({ event }) => event },
            },
            'check.completed': { target: 'answering', actions: ['settleCheck', 'refreshStreaks'] },
            'check.error': {
              target: 'answering',
              actions: { type: 'failCheck', params: ({ event }) => event.message },
            },
          },
        },
        confirmingSubmit: {
          on: {
            'quiz.confirm': '#quizSession.marking',
            'quiz.cancel': 'answering',
            'quiz.goTo': { guard: 'isQuestionIndex', target: 'answering', actions: 'goTo' },
          },
        },
      },
    },
    marking: {
      entry: 'startGrading',
      invoke: {
        id: 'gradeStream',
        src: 'gradeStream',
        input: ({ context }) => ({ quizId: context.quizId, evaluations: toSubmission(context) }),
        // Answers were committed before marking started, so quiz.retry cannot lose or double-count anything.
        onDone: { target: 'failed', actions: { type: 'abort', params: STREAM_ENDED_MESSAGE } },
        onError: {
          target: 'failed',
          actions: { type: 'abort', params: ({ event }) => messageOf(event.error) },
        },
      },
      initial: 'submitting',
      on: {
        'grading.evaluation': {
          target: '.grading',
          actions: { type: 'recordEvaluation', params: ({ event }) => event.evaluation },
        },
        'grading.explanation': {
          target: '.grading',
          actions: { type: 'appendExplanation', params: ({ event }) => event },
        },
        // The answers are committed; the actor follows the broken stream from the last mark received.
        'grading.reconnecting': '.reconnecting',
        'grading.completed': { target: 'completed', actions: ['completeQuiz', 'refreshStreaks'] },
        // Calls §8: an error event aborts with its message.
        'grading.error': {
          target: 'failed',
          actions: { type: 'abort', params: ({ event }) => event.message },
        },
      },
      states: { submitting: {}, grading: {}, reconnecting: {} },
    },
    failed: { on: { 'quiz.retry': 'marking' } },
    completed: { on: navigation },
    reviewing: { on: navigation },
  },
})
