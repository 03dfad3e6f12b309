import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { type Actor, createActor, fromPromise } from 'xstate'
import { encouragementMachine, type GenerateInput } from '../../machines/encouragement.machine'
import { type EncouragementIdle, fromIdle } from '../../machines/streams/idle'
import { userActivity } from '../activity'
import type { QuizDetail } from '../api/quiz'
import { roleNameOf } from '../auth/roles'
import { useSessionUser } from '../auth/session'
import { observe } from '../devtools/observe'
import { type AttemptView, createAttemptObserver } from './attemptObserver'
import { recordFinishedPractice, singaporeToday } from './finishedPractice'
import { kindOf } from './kinds'
import { usePlanGoal } from './planGoal'
import { QuizSession, useQuizData } from './session'

export type EncouragementActor = Actor<typeof encouragementMachine>
const EncouragementContext = createContext<EncouragementActor | null>(null)

/** The practice's encouragement machine, or null where there is none (a review, a Lite student). */
export const useEncouragement = () => useContext(EncouragementContext)

type SessionSnapshot = ReturnType<ReturnType<typeof QuizSession.useActorRef>['getSnapshot']>
const viewOf = (s: SessionSnapshot): AttemptView => ({
  phase: s.matches('attempting')
    ? 'answering'
    : s.matches('marking')
      ? 'marking'
      : s.matches('completed')
        ? 'completed'
        : 'other',
  context: s.context,
})

const generate = fromPromise<{ text: string }, GenerateInput>(async ({ input }) => {
  const { generateEncouragement } = await import('../api/chat')
  return generateEncouragement(input.nudging_type)
})
/** The machine with the page's actors; the person's activity is read from the document it runs in. */
const encouragementLogic = () =>
  encouragementMachine.provide({
    // fromIdle receives any event (activity pings); the machine's idle actor is typed by what it sends.
    actors: { generate, idle: fromIdle<EncouragementIdle>(userActivity()) as never },
  })

function HostedEncouragement({ quiz, children }: { quiz: QuizDetail; children: ReactNode }) {
  const user = useSessionUser()
  const session = QuizSession.useActorRef()
  const goalQuestions = usePlanGoal(true)
  const [actor, setActor] = useState<EncouragementActor | null>(null)
  const [logic] = useState(encouragementLogic)
  const isNewUser = user?.last_logged_in === null

  const goalKnown = goalQuestions !== undefined

  // Starts once today's plan target is known (§13 Q10); until then (a moment) no encouragement is due. One actor
  // for the attempt: the quiz is read again as it is marked, and a new actor would start the attempt over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, from the attempt's first quiz and goal
  useEffect(() => {
    if (goalQuestions === undefined) return
    const started = createActor(logic, {
      input: { isNewUser, totalQuestions: quiz.questions.length, goalQuestions },
      inspect: observe,
    }).start()
    const typed = new Map(quiz.questions.map((q) => [q.id, kindOf(q) !== 'choice']))
    const observeAttempt = createAttemptObserver(
      viewOf(session.getSnapshot()),
      (id) => typed.get(id) ?? true,
      Date.now,
    )
    // The machine itself lets a bubble the last marks brought up have its time before it ends.
    const forward = (snapshot: SessionSnapshot) => {
      for (const event of observeAttempt(viewOf(snapshot))) started.send(event)
    }
    const subscription = session.subscribe(forward)
    setActor(started)
    return () => {
      subscription.unsubscribe()
      started.stop()
      setActor(null)
    }
  }, [session, goalKnown])

  return <EncouragementContext.Provider value={actor}>{children}</EncouragementContext.Provider>
}

/** Keeps a finished practice for the coach page (finishedPractice.ts), and refreshes what that page reads. */
function useRecordFinishedPractice(quiz: QuizDetail, enabled: boolean) {
  const session = QuizSession.useActorRef()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    const subscription = session.subscribe((snapshot) => {
      const summary = snapshot.context.summary
      if (!snapshot.matches('completed') || !summary) return
      subscription.unsubscribe()
      recordFinishedPractice({
        quizId: quiz.id,
        date: singaporeToday(),
        scorePercent:
          summary.max_score > 0 ? Math.round((summary.marks_given / summary.max_score) * 100) : null,
        questionsCompleted: snapshot.context.questionIds.length,
        xpEarned: summary.xp_earned,
      })
      // The coach's first-practice and plan answers changed with this practice.
      void queryClient.invalidateQueries({ queryKey: ['users', 'plan'] })
    })
    return () => subscription.unsubscribe()
  }, [session, queryClient, quiz.id, enabled])
}

/**
 * What the coach takes part in during a practice: encouragement while the child answers and while the answers
 * are marked (plan §8.3), and the result afterwards. Only a signed-in student with the full product is
 * encouraged (POST /chat/generate answers 403 to anyone else); a review or a second try is not a practice.
 */
export function AttemptCoach({ children }: { children: ReactNode }) {
  const { quiz, mode } = useQuizData()
  const user = useSessionUser()
  const student = user !== null && roleNameOf(user) === 'student'
  // Decided once: the quiz reads as completed as soon as it is marked, and switching the wrapper then would
  // remount the result (and take the focus from its heading).
  const [practising] = useState(() => mode === 'attempt' && quiz.status !== 'completed')
  useRecordFinishedPractice(quiz, student && practising)
  if (!student || !practising || user.is_free_tier)
    return <EncouragementContext.Provider value={null}>{children}</EncouragementContext.Provider>
  return <HostedEncouragement quiz={quiz}>{children}</HostedEncouragement>
}
