import { ENCOURAGEMENT_EVENTS, type EncouragementEvent, LIMITS } from '../contracts/constants'

/**
 * Which encouragement events (1–18) an answer, a mark or a quiet spell makes due during one practice attempt
 * (product.md §4 "Encouragement events 1 to 18", §9 idle at 90 s and 120 s; plan §8.3; ADR 0037). Pure: the
 * machine keeps the attempt's progress, these say what follows from it. Each event fires once per attempt.
 */
export type AttemptSetup = {
  isNewUser: boolean
  totalQuestions: number
  /** Today's plan target when a plan is active (§13 Q10); else the worksheet's length counts as the goal. */
  goalQuestions: number | null
}
/** One marked answer, with the quiz evaluation's `time_spent` (seconds) and `num_options_clicked`. */
export type MarkedAnswer = { correct: boolean; timeSpent: number; optionsClicked: number; typed: boolean }
export type AttemptProgress = {
  answered: number
  /** Whether each marked answer was right, in the order the marks came. */
  marks: boolean[]
  /** Events that became due this attempt, shown or not (ENCOURAGEMENT_EVENTS order). */
  fired: EncouragementEvent[]
  /** Events shown this attempt, oldest first. */
  shown: EncouragementEvent[]
}
export type AttemptEvent =
  | { type: 'encouragement.answered'; count: number }
  | ({ type: 'encouragement.marked' } & MarkedAnswer)
  | { type: 'encouragement.idle'; seconds: 90 | 120 }

/**
 * §13 Q11: when several are due at once, one is shown, in this order: a broken run and fast wrong answers first
 * (the child's mood), then excellence, new-user milestones, streaks, goal thirds, midway and idle; within a
 * group the furthest milestone first. The others count as fired.
 */
export const ENCOURAGEMENT_PRIORITY: readonly EncouragementEvent[] = [
  'excellence_broken',
  'fast_incorrect_changed',
  'fast_incorrect_unchanged',
  'excellence_6',
  'excellence_3',
  'new_user_5',
  'new_user_3',
  'new_user_1',
  'streak_5',
  'streak_4',
  'streak_3',
  'streak_2',
  'goal_two_thirds',
  'goal_half',
  'goal_third',
  'midway_no_message',
  'idle_120',
  'idle_90',
]

export const startProgress = (): AttemptProgress => ({ answered: 0, marks: [], fired: [], shown: [] })

const trailing = (marks: readonly boolean[], value: boolean) => {
  let n = 0
  while (n < marks.length && marks[marks.length - 1 - n] === value) n++
  return n
}

/** Product.md: "goal at one third, mid and two thirds", "midway with no message sent", "new user after 1, 3 and 5 questions". */
function answeredEvents(setup: AttemptSetup, progress: AttemptProgress, count: number): EncouragementEvent[] {
  const goal = setup.goalQuestions ?? setup.totalQuestions
  const reached = (share: number) => goal > 0 && count >= goal * share
  return [
    ...(count * 2 >= setup.totalQuestions && progress.shown.length === 0
      ? ['midway_no_message' as const]
      : []),
    ...(reached(1 / 3) ? ['goal_third' as const] : []),
    ...(reached(1 / 2) ? ['goal_half' as const] : []),
    ...(reached(2 / 3) ? ['goal_two_thirds' as const] : []),
    ...(setup.isNewUser
      ? ([1, 3, 5] as const).filter((n) => count >= n).map((n) => `new_user_${n}` as const)
      : []),
  ]
}

/**
 * Product.md: "excellence after 3 questions", "continued excellence after 6", "broken after 2 mistakes" (after
 * at least 3 right in a row), "fast incorrect behaviour, unchanged or changed" (§13 Q9: under 8 s for a choice,
 * 15 s typed; "changed" when more than one option was clicked), "streaks of 2 to 5 correct".
 */
function markedEvents(marks: readonly boolean[], answer: MarkedAnswer): EncouragementEvent[] {
  const firstAllRight = (n: number) => marks.length >= n && marks.slice(0, n).every(Boolean)
  const run = trailing(marks, true)
  const wrongRun = trailing(marks, false)
  const before = marks.slice(0, marks.length - wrongRun)
  const fast =
    answer.timeSpent < (answer.typed ? LIMITS.FAST_ANSWER_SECONDS_TYPED : LIMITS.FAST_ANSWER_SECONDS_CHOICE)
  return [
    ...(firstAllRight(3) ? ['excellence_3' as const] : []),
    ...(firstAllRight(6) ? ['excellence_6' as const] : []),
    ...(wrongRun === 2 && trailing(before, true) >= 3 ? ['excellence_broken' as const] : []),
    ...(!answer.correct && fast
      ? [
          answer.optionsClicked > 1
            ? ('fast_incorrect_changed' as const)
            : ('fast_incorrect_unchanged' as const),
        ]
      : []),
    ...([2, 3, 4, 5] as const).filter((n) => run >= n).map((n) => `streak_${n}` as const),
  ]
}

const inListOrder = (events: Iterable<EncouragementEvent>) =>
  ENCOURAGEMENT_EVENTS.filter((e) => new Set(events).has(e))

/** The attempt after the event, and the events it made due that had not fired yet. */
export function step(
  setup: AttemptSetup,
  progress: AttemptProgress,
  event: AttemptEvent,
): { progress: AttemptProgress; due: EncouragementEvent[] } {
  let next = progress
  let candidates: EncouragementEvent[]
  if (event.type === 'encouragement.answered') {
    next = { ...progress, answered: Math.max(progress.answered, event.count) }
    candidates = answeredEvents(setup, progress, next.answered)
  } else if (event.type === 'encouragement.marked') {
    next = { ...progress, marks: [...progress.marks, event.correct] }
    candidates = markedEvents(next.marks, event)
  } else {
    candidates = [event.seconds === 90 ? 'idle_90' : 'idle_120']
  }
  const due = inListOrder(candidates.filter((e) => !progress.fired.includes(e)))
  return { progress: { ...next, fired: inListOrder([...progress.fired, ...due]) }, due }
}

/** The one due event to show (§13 Q11). */
export const pick = (due: readonly EncouragementEvent[]): EncouragementEvent | null =>
  ENCOURAGEMENT_PRIORITY.find((e) => due.includes(e)) ?? null
