import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type Actor, createActor, fromPromise } from 'xstate'
import { onboardingChatMachine } from '../../machines/onboardingChat.machine'
import { promptTriggersMachine } from '../../machines/promptTriggers.machine'
import { sevenDayPlanMachine } from '../../machines/sevenDayPlan.machine'
import { type ChatIdle, fromIdle } from '../../machines/streams/idle'
import { userActivity } from '../activity'
import {
  fetchOnboarding,
  fetchPlan,
  fetchPlanCompletion,
  onboardingQueryOptions,
  planQueryOptions,
  saveOnboarding,
  surveysQueryOptions,
} from '../api/chat'
import { useAuth } from '../auth/actor'
import { useSessionUser } from '../auth/session'
import { observe } from '../devtools/observe'
import { singaporeToday, takeFinishedPractice } from '../quiz/finishedPractice'
import { ChatSession } from './session'
import { practiceFinished, wireCoach } from './wiring'

export { singaporeToday }

export type PlanActor = Actor<typeof sevenDayPlanMachine>
export type TriggersActor = Actor<typeof promptTriggersMachine>
export type OnboardingActor = Actor<typeof onboardingChatMachine>
export type CoachActors = {
  triggers: TriggersActor | null
  plan: PlanActor | null
  onboarding: OnboardingActor | null
}

const FIRED_KEY = 'coach.firedTriggers'
function readFired(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(FIRED_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : []
  } catch {
    return []
  }
}
const rememberFired = (fired: readonly number[]) => {
  try {
    sessionStorage.setItem(FIRED_KEY, JSON.stringify(fired))
  } catch {
    // Without storage a trigger may greet again after a reload; nothing else is lost.
  }
}

/**
 * Today's practice was presented here (§13 Q24: the chat's continuation turn, or "See how I did"). Kept for the
 * tab, so the coach page opened again after the results does not prompt about them (idle triggers 4–6).
 */
const VIEWED_KEY = 'coach.practiceViewedOn'
function wasViewedToday(): boolean {
  try {
    return sessionStorage.getItem(VIEWED_KEY) === singaporeToday()
  } catch {
    return false
  }
}
function rememberViewedToday() {
  try {
    sessionStorage.setItem(VIEWED_KEY, singaporeToday())
  } catch {
    // Without storage an idle prompt may ask about the practice again after a reload.
  }
}

/** The onboarding chat with GET and PUT /users/onboarding (PUT replaces the whole map: the machine sends it all). */
const onboardingLogic = onboardingChatMachine.provide({
  actors: {
    loadOnboarding: fromPromise(fetchOnboarding),
    saveField: fromPromise(({ input }) => saveOnboarding(input.fields)),
  },
})

/**
 * Starts the student coach's prompt triggers, onboarding chat and seven-day plan once what they start from is
 * loaded, wired to the page's chat session (wiring.ts). The wiring listens before the machines start: the
 * greeting is asked for in the triggers' first step, and the onboarding question waits behind it in the chat's
 * queue. A practice finished in this tab since the page was last open is passed on once they run (quiz
 * player → finishedPractice.ts → here). A part that could not be loaded is left out; the chat works without it.
 */
export function useCoachMachines(): CoachActors & {
  onboardingProgress: number | null
  planFailed: boolean
  /** The practice finished in this tab today (quiz id), whose results "See how I did" opens. */
  finishedQuizId: number | null
} {
  const chat = ChatSession.useActorRef()
  const user = useSessionUser()
  const surveys = useQuery({ ...surveysQueryOptions(), retry: false })
  const onboarding = useQuery({ ...onboardingQueryOptions(), retry: false })
  const plan = useQuery({ ...planQueryOptions(), retry: false })
  const [actors, setActors] = useState<CoachActors>({ triggers: null, plan: null, onboarding: null })
  const [finishedQuizId, setFinishedQuizId] = useState<number | null>(null)
  const signingOut = useAuth((s) => s.matches('signingOut'))
  const settled = !surveys.isPending && !onboarding.isPending && !plan.isPending

  // The machines start once per page, from the first answers; later refetches do not restart them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, from the first answers
  useEffect(() => {
    if (!settled) return
    const isNewUser = user?.last_logged_in === null
    const practice = plan.data?.firstPractice
    const triggers = createActor(
      promptTriggersMachine.provide({
        // fromIdle is typed to receive any event (activity pings); the machine names its idle actor by the
        // events it sends, so the two types differ only in what the actor may receive.
        actors: { idle: fromIdle<ChatIdle>(userActivity()) as never },
        actions: { rememberFired: (_, fired) => rememberFired(fired) },
      }),
      {
        input: {
          isNewUser,
          fired: readFired(),
          firstPractice: {
            finishedToday: practice?.is_completed ?? false,
            viewed: (practice?.viewed ?? true) || wasViewedToday(),
            // The server does not say whether it was the first ever; a new account's practice is.
            firstEver: isNewUser,
            scorePercent: practice?.score_percent ?? null,
            countToday: practice?.is_completed ? 1 : 0,
          },
          surveys: { definitions: surveys.data?.surveys ?? [], completed: surveys.data?.completed ?? [] },
          onboardingComplete: (onboarding.data?.progress ?? 0) >= 1,
          random: Math.random,
        },
        inspect: observe,
      },
    )
    const planActor = plan.data
      ? createActor(
          sevenDayPlanMachine.provide({
            actors: { loadPlan: fromPromise(fetchPlan), loadCompletion: fromPromise(fetchPlanCompletion) },
          }),
          {
            input: {
              plan: plan.data.plan,
              completion: plan.data.completion,
              today: singaporeToday(),
              firstPractice: practice
                ? { assignment_id: practice.assignment_id, worksheet_id: practice.worksheet_id }
                : null,
            },
            inspect: observe,
          },
        )
      : null
    const onboardingActor = onboarding.data
      ? createActor(onboardingLogic, { input: { fields: onboarding.data.fields }, inspect: observe })
      : null
    const viewed = triggers.subscribe(({ context }) => {
      if (context.firstPractice.finishedToday && context.firstPractice.viewed) rememberViewedToday()
    })
    const machines = { chat, triggers, plan: planActor, onboarding: onboardingActor }
    const unwire = wireCoach(machines)
    triggers.start()
    onboardingActor?.start()
    planActor?.start()
    // After this tick, so React's development double start (mount, unmount, mount) passes it on once.
    const passOn = setTimeout(() => {
      const finished = takeFinishedPractice(singaporeToday())
      if (!finished) return
      setFinishedQuizId(finished.quizId)
      practiceFinished(machines, finished)
    })
    setActors({ triggers, plan: planActor, onboarding: onboardingActor })
    return () => {
      clearTimeout(passOn)
      unwire()
      viewed.unsubscribe()
      // Plan §8.4: leaving the chat ends the session's prompts (a final state, so nothing fires late).
      if (triggers.getSnapshot().status === 'active') triggers.send({ type: 'triggers.stop' })
      triggers.stop()
      onboardingActor?.stop()
      planActor?.stop()
    }
  }, [settled, chat])

  // Plan §8.4: logging out ends the prompts at once, while the page is still on screen.
  useEffect(() => {
    const { triggers } = actors
    if (signingOut && triggers?.getSnapshot().status === 'active') triggers.send({ type: 'triggers.stop' })
  }, [signingOut, actors])

  return {
    ...actors,
    finishedQuizId,
    onboardingProgress: onboarding.data?.progress ?? null,
    planFailed: plan.isError,
  }
}
