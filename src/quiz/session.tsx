import { useQueryClient } from '@tanstack/react-query'
import { createActorContext } from '@xstate/react'
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  type LogWarningParams,
  type QuizSessionInput,
  quizSessionMachine,
  type SessionEvaluation,
} from '../../machines/quizSession.machine'
import { recorderMachine } from '../../machines/recorder.machine'
import { lessonKeys } from '../api/lessons'
import { type QuizDetail, type QuizQuestion, quizKeys, saveEvaluation, startQuiz } from '../api/quiz'
import { observe } from '../devtools/observe'
import { secondsLeft } from './clock'
import { requestMicrophone } from './microphone'
import { type Attachments, checkStream, gradeStream } from './sse'

export const QuizSession = createActorContext(quizSessionMachine)
export const Recorder = createActorContext(recorderMachine)

/** attempt: answering; review: read-only with marks; retry: one cleared question of a completed quiz. */
export type QuizMode = 'attempt' | 'review' | 'retry'

type QuizData = {
  quiz: QuizDetail
  mode: QuizMode
  /** Practice: each answer can be checked as it is written (ADR 0062); only while attempting. */
  practice: boolean
  /** The player's count of time on each question: `enter` when a question is shown. */
  questionClock: QuestionClock
  questionIds: number[]
  questionOf: (id: number) => QuizQuestion
  /** 1-based number of a question in the whole worksheet, as the child knows it. */
  numberOf: (id: number) => number
}
type Extras = {
  photo: File | null
  setPhoto: (file: File | null) => void
  audio: Attachments['audio']
  setAudio: (audio: Attachments['audio']) => void
}

/** Time on each question, counted by the player and sent with its answer (issue 14 item 6). */
export type QuestionClock = {
  enter: (questionId: number | null) => void
  secondsOn: (questionId: number) => number
}
function questionClock(): QuestionClock {
  const spent = new Map<number, number>()
  let current: { id: number; since: number } | null = null
  const settle = () => {
    if (current) spent.set(current.id, (spent.get(current.id) ?? 0) + (Date.now() - current.since))
  }
  return {
    enter: (questionId) => {
      settle()
      current = questionId === null ? null : { id: questionId, since: Date.now() }
    },
    secondsOn: (questionId) => {
      settle()
      if (current) current.since = Date.now()
      return Math.round((spent.get(questionId) ?? 0) / 1000)
    },
  }
}

const QuizDataContext = createContext<QuizData | null>(null)
const ExtrasContext = createContext<Extras | null>(null)

export function useQuizData(): QuizData {
  const value = useContext(QuizDataContext)
  if (!value) throw new Error('useQuizData needs a QuizSessionProvider')
  return value
}
export function useAttachments(): Extras {
  const value = useContext(ExtrasContext)
  if (!value) throw new Error('useAttachments needs a QuizSessionProvider')
  return value
}

type Props = {
  quiz: QuizDetail
  mode: QuizMode
  retryQuestionId?: number
  /** The question to open on, from 1 (back from "Ask Lantern"); the first when absent. */
  startPosition?: number
  /** When this device received `quiz` (the query's `dataUpdatedAt`), to count from its `server_time`. */
  receivedAt?: number
  children: ReactNode
}

/** Runs the quiz session machine with this app's saving, grading stream and progress refresh. */
export function QuizSessionProvider({
  quiz,
  mode,
  retryQuestionId,
  startPosition,
  receivedAt,
  children,
}: Props) {
  const queryClient = useQueryClient()
  const [photo, setPhotoState] = useState<File | null>(null)
  const [audio, setAudioState] = useState<Attachments['audio']>(null)
  const attachments = useRef<Attachments>({})
  const setPhoto = (file: File | null) => {
    attachments.current = { ...attachments.current, photo: file }
    setPhotoState(file)
  }
  const setAudio = (next: Attachments['audio']) => {
    attachments.current = { ...attachments.current, audio: next }
    setAudioState(next)
  }

  const [clock] = useState(questionClock)
  const data = useMemo<QuizData>(() => {
    const all = quiz.questions.map((q) => q.id)
    const byId = new Map(quiz.questions.map((q) => [q.id, q]))
    return {
      quiz,
      mode,
      practice: mode === 'attempt' && quiz.mode === 'practice',
      questionClock: clock,
      questionIds: mode === 'retry' && retryQuestionId ? [retryQuestionId] : all,
      questionOf: (id) => byId.get(id)!,
      numberOf: (id) => all.indexOf(id) + 1,
    }
  }, [quiz, mode, retryQuestionId, clock])

  const input: QuizSessionInput = {
    quizId: quiz.id,
    questionIds: data.questionIds,
    evaluations: quiz.evaluations as SessionEvaluation[],
    // The limit runs from the server's start ("Start", or an answer saved before), so a reload keeps the clock.
    timeLimitSeconds: mode === 'attempt' ? secondsLeft(quiz, receivedAt ?? Date.now(), Date.now()) : null,
    isReview: mode === 'review',
    mode: data.practice ? 'practice' : 'test',
    needsStart: mode === 'attempt' && !quiz.started_at && quiz.status === 'not_started',
    startIndex: mode === 'retry' || !startPosition ? 0 : startPosition - 1,
  }
  // Re-marking in review (and trying one question again) earns no XP and is allowed on a completed quiz.
  const submitAsReview = mode === 'retry' || quiz.status === 'completed'
  const [logic] = useState(() =>
    quizSessionMachine.provide({
      actors: {
        saveAnswer: fromPromise(async ({ input }) =>
          saveEvaluation(input.quizId, input.evaluationId, input.answer),
        ),
        gradeStream: gradeStream(() => ({
          isReview: submitAsReview,
          attachments: attachments.current,
          secondsOn: clock.secondsOn,
        })),
        checkAnswer: checkStream({ positionOf: data.numberOf, secondsOn: clock.secondsOn }),
        startQuiz: fromPromise(async ({ input }) => {
          const started = await startQuiz(input.quizId)
          void queryClient.invalidateQueries({ queryKey: quizKeys.detail(input.quizId) })
          return { secondsLeft: secondsLeft(started, Date.now(), Date.now()) }
        }),
      },
      actions: {
        refreshStreaks: () => {
          void queryClient.invalidateQueries({ queryKey: ['progress'] })
          void queryClient.invalidateQueries({ queryKey: quizKeys.all })
          // A marked worksheet may complete a lesson item on the child's learning path.
          void queryClient.invalidateQueries({ queryKey: lessonKeys.all })
        },
        logWarning: (_, { message, detail }: LogWarningParams) => console.warn(message, detail),
      },
    }),
  )
  const [recorder] = useState(() => recorderMachine.provide({ actors: { requestMicrophone } }))

  return (
    <QuizDataContext.Provider value={data}>
      <ExtrasContext.Provider value={{ photo, setPhoto, audio, setAudio }}>
        <QuizSession.Provider logic={logic} options={{ input, inspect: observe }}>
          <Recorder.Provider logic={recorder} options={{ input: {}, inspect: observe }}>
            {children}
          </Recorder.Provider>
        </QuizSession.Provider>
      </ExtrasContext.Provider>
    </QuizDataContext.Provider>
  )
}
