import type { AnyActorRef } from 'xstate'
import type { ChatNudge, ChatSessionEmitted, ChatSessionEvent } from '../../machines/chatSession.context'

/**
 * How the student coach's machines talk (plan §8 "How they talk"): they never import each other. A machine that
 * wants the coach to speak emits `coach.requestTurn {nudge}`; the wiring hands it to the chat session as
 * `coach.start` (the session queues it while a reply streams), remembers who asked, and sends that machine the
 * session's `coach.turnDone` / `coach.turnFailed` for its turn. `onboarding.completed` goes to the others.
 */
type Subscription = { unsubscribe: () => void }

export type TurnRequest = { type: 'coach.requestTurn'; nudge: ChatNudge; text?: string }
export type ChatActor = AnyActorRef
/** Any machine that asks for coach turns (prompt triggers, onboarding chat, seven-day plan). */
export type TurnAsker = AnyActorRef

export type CoachMachines = {
  chat: ChatActor
  triggers?: TurnAsker | null
  onboarding?: TurnAsker | null
  plan?: TurnAsker | null
}

const sameNudge = (a: ChatNudge | null, b: ChatNudge) => a === b || JSON.stringify(a) === JSON.stringify(b)

type Pending = { nudge: ChatNudge; asker: TurnAsker }

/**
 * A turn in which the coach presents today's practice (§13 Q24): the plan's `practice_continuation`, or any turn
 * that names the practice by its `first_practice_*` ids. The server marks the practice viewed in the same turn.
 */
export const presentsPractice = (nudge: ChatNudge | null) =>
  nudge !== null &&
  (nudge.seven_day_plan_action === 'practice_continuation' ||
    nudge.first_practice_assignment_id !== undefined ||
    nudge.first_practice_worksheet_id !== undefined)

/** Connects the machines; returns the function that disconnects them (the page's cleanup). */
export function wireCoach({ chat, triggers, onboarding, plan }: CoachMachines): () => void {
  const pending: Pending[] = []
  const subscriptions: Subscription[] = []
  const askers = [triggers, onboarding, plan].filter((a): a is TurnAsker => Boolean(a))

  for (const asker of askers)
    subscriptions.push(
      asker.on('coach.requestTurn', (event: TurnRequest) => {
        pending.push({ nudge: event.nudge, asker })
        const start: ChatSessionEvent = {
          type: 'coach.start',
          nudge: event.nudge,
          ...(event.text ? { text: event.text } : {}),
        }
        chat.send(start)
      }),
    )

  const settle = (nudge: ChatNudge | null, forward: (asker: TurnAsker) => void) => {
    if (!nudge) return
    const index = pending.findIndex((p) => sameNudge(nudge, p.nudge))
    if (index < 0) return
    const [{ asker }] = pending.splice(index, 1)
    forward(asker)
  }
  subscriptions.push(
    chat.on('coach.turnDone', (event: Extract<ChatSessionEmitted, { type: 'coach.turnDone' }>) => {
      // Plan §8.4, §13 Q24: the chat has presented today's practice, so the idle prompts about it stop.
      if (presentsPractice(event.nudge) && triggers?.getSnapshot().status === 'active')
        triggers.send({ type: 'triggers.practiceViewed' })
      settle(event.nudge, (asker) =>
        asker.send({ type: 'coach.turnDone', messageId: event.messageId, text: event.text }),
      )
    }),
    chat.on('coach.turnFailed', (event: Extract<ChatSessionEmitted, { type: 'coach.turnFailed' }>) =>
      settle(event.nudge, (asker) => asker.send({ type: 'coach.turnFailed', reason: event.reason })),
    ),
  )

  // Onboarding done: the plan may write the first plan, and trigger 7 (disposition survey) may ask (§13 Q2).
  if (onboarding)
    subscriptions.push(
      onboarding.on('onboarding.completed', () => {
        for (const other of [plan, triggers]) other?.send({ type: 'onboarding.completed' })
      }),
    )

  return () => {
    for (const s of subscriptions) s.unsubscribe()
  }
}

/**
 * A finished practice (the quiz player's result, src/quiz/finishedPractice.ts) for the machines that react to
 * it: the triggers' tips and cards, the plan's next step, and the onboarding check-in that waits for the
 * suggested practice.
 */
export function practiceFinished(
  machines: CoachMachines,
  result: { scorePercent: number | null; countToday: number; questionsCompleted: number; xpEarned: number },
) {
  // A machine that has finished (onboarding done) has nothing to do with it.
  const send = (asker: TurnAsker | null | undefined, event: { type: string } & Record<string, unknown>) => {
    if (asker?.getSnapshot().status === 'active') asker.send(event)
  }
  send(machines.triggers, {
    type: 'triggers.practiceFinished',
    scorePercent: result.scorePercent,
    countToday: result.countToday,
  })
  send(machines.plan, {
    type: 'triggers.practiceFinished',
    questionsCompleted: result.questionsCompleted,
    xpEarned: result.xpEarned,
  })
  send(machines.onboarding, { type: 'triggers.practiceFinished' })
}
