import { describe, expect, it } from 'vitest'
import { ENCOURAGEMENT_EVENTS, type EncouragementEvent, encouragementId } from '../contracts/constants'
import {
  type AttemptEvent,
  type AttemptProgress,
  type AttemptSetup,
  ENCOURAGEMENT_PRIORITY,
  type MarkedAnswer,
  pick,
  startProgress,
  step,
} from './encouragement.rules'

const setup = (patch: Partial<AttemptSetup> = {}): AttemptSetup => ({
  isNewUser: false,
  totalQuestions: 12,
  goalQuestions: null,
  ...patch,
})
const R: MarkedAnswer = { correct: true, timeSpent: 30, optionsClicked: 1, typed: false }
const W: MarkedAnswer = { correct: false, timeSpent: 30, optionsClicked: 1, typed: false }
const marked = (answer: MarkedAnswer): AttemptEvent => ({ type: 'encouragement.marked', ...answer })
const answered = (count: number): AttemptEvent => ({ type: 'encouragement.answered', count })

/** Runs events from the start of an attempt; the events due at the last one. */
function dueAfter(events: AttemptEvent[], attempt = setup(), patch: Partial<AttemptProgress> = {}) {
  let progress = { ...startProgress(), ...patch }
  let due: EncouragementEvent[] = []
  for (const event of events) ({ progress, due } = step(attempt, progress, event))
  return due
}
const marks = (...answers: MarkedAnswer[]) => answers.map(marked)

/** product.md lines 205–215 ("Encouragement events 1 to 18"), with plan §8.3 and §13 Q9, Q10. */
const rules: Array<[string, () => EncouragementEvent[], EncouragementEvent[]]> = [
  ['206: "excellence after 3 questions"', () => dueAfter(marks(R, R, R)), ['excellence_3', 'streak_3']],
  ['206: not when one of the first three was wrong', () => dueAfter(marks(R, W, R, R, R)), ['streak_3']],
  [
    '207: "continued excellence after 6"',
    () => dueAfter(marks(R, R, R, R, R, R)),
    ['excellence_6'], // the streaks of 2 to 5 fired on the way
  ],
  [
    '208: "broken after 2 mistakes" (after three right)',
    () => dueAfter(marks(R, R, R, W, W)),
    ['excellence_broken'],
  ],
  ['208: two mistakes after only two right are not "broken"', () => dueAfter(marks(R, R, W, W)), []],
  [
    '209, Q9: fast incorrect, unchanged (under 8 s for a choice, one option)',
    () => dueAfter(marks({ correct: false, timeSpent: 7, optionsClicked: 1, typed: false })),
    ['fast_incorrect_unchanged'],
  ],
  [
    '209, Q9: fast incorrect, changed (more than one option clicked)',
    () => dueAfter(marks({ correct: false, timeSpent: 3, optionsClicked: 2, typed: false })),
    ['fast_incorrect_changed'],
  ],
  [
    '209, Q9: 8 s for a choice is not fast',
    () => dueAfter(marks({ correct: false, timeSpent: 8, optionsClicked: 1, typed: false })),
    [],
  ],
  [
    '209, Q9: 14 s typed is fast (under 15 s)',
    () => dueAfter(marks({ correct: false, timeSpent: 14, optionsClicked: 0, typed: true })),
    ['fast_incorrect_unchanged'],
  ],
  ['209: a fast right answer is not "fast incorrect"', () => dueAfter(marks({ ...R, timeSpent: 2 })), []],
  ['210: "streaks of 2 to 5 correct": 2', () => dueAfter(marks(W, R, R)), ['streak_2']],
  ['210: a streak of 5', () => dueAfter(marks(W, R, R, R, R, R)), ['streak_5']],
  ['210: no streak of 6', () => dueAfter(marks(W, R, R, R, R, R, R)), []],
  [
    '211: "midway with no message sent": half of the worksheet answered',
    () => dueAfter([answered(6)], setup({ goalQuestions: 30 })),
    ['midway_no_message'],
  ],
  [
    '211: not once a message has been shown',
    () => dueAfter([answered(6)], setup({ goalQuestions: 30 }), { shown: ['streak_2'] }),
    [],
  ],
  ['212: "idle 90 s"', () => dueAfter([{ type: 'encouragement.idle', seconds: 90 }]), ['idle_90']],
  ['213: "idle 120 s"', () => dueAfter([{ type: 'encouragement.idle', seconds: 120 }]), ['idle_120']],
  [
    '214, Q10: "goal at one third" of the worksheet when no plan is active',
    () => dueAfter([answered(4)]),
    ['goal_third'],
  ],
  [
    '214, Q10: of the plan target when one is',
    () => dueAfter([answered(2)], setup({ goalQuestions: 6 })),
    ['goal_third'],
  ],
  ['214: "mid"', () => dueAfter([answered(4), answered(6)]), ['midway_no_message', 'goal_half']],
  ['214: "two thirds"', () => dueAfter([answered(4), answered(6), answered(8)]), ['goal_two_thirds']],
  [
    '215: "new user after 1, 3 and 5 questions"',
    () => dueAfter([answered(1)], setup({ isNewUser: true })),
    ['new_user_1'],
  ],
  ['215: only for a new user', () => dueAfter([answered(1)]), []],
  [
    '215: answering past a milestone still counts it',
    () =>
      dueAfter([answered(1), answered(5)], setup({ isNewUser: true, totalQuestions: 20, goalQuestions: 20 })),
    ['new_user_3', 'new_user_5'], // 5 of 20 is not yet a third
  ],
  [
    'Once per attempt: an event that fired is not due again',
    () =>
      dueAfter([
        { type: 'encouragement.idle', seconds: 90 },
        { type: 'encouragement.idle', seconds: 90 },
      ]),
    [],
  ],
]

describe('encouragement events (product.md §4 "Encouragement events 1 to 18")', () => {
  it.each(rules)('%s', (_, due, expected) => {
    expect(due()).toEqual(expected)
  })

  it('numbers the events 1–18 in the order the spec lists them', () => {
    expect(ENCOURAGEMENT_EVENTS).toHaveLength(18)
    expect(encouragementId('excellence_broken')).toBe(3)
    expect(encouragementId('idle_90')).toBe(11)
    expect(encouragementId('new_user_5')).toBe(18)
  })

  it('Q11: orders every event once, the mood first: broken, fast wrong answers, then excellence', () => {
    expect([...ENCOURAGEMENT_PRIORITY].sort()).toEqual([...ENCOURAGEMENT_EVENTS].sort())
    expect(pick(['streak_3', 'excellence_3'])).toBe('excellence_3')
    expect(pick(['fast_incorrect_unchanged', 'excellence_broken'])).toBe('excellence_broken')
    expect(pick(['goal_half', 'new_user_3', 'midway_no_message'])).toBe('new_user_3')
    expect(pick(['goal_third', 'goal_half'])).toBe('goal_half')
    expect(pick(['idle_90', 'midway_no_message'])).toBe('midway_no_message')
    expect(pick([])).toBeNull()
  })

  it('Q11: every event due at once counts as fired, shown or not', () => {
    const { progress, due } = step(
      setup({ isNewUser: true, totalQuestions: 6 }),
      startProgress(),
      answered(3),
    )
    expect(due).toEqual(['midway_no_message', 'goal_third', 'goal_half', 'new_user_1', 'new_user_3'])
    expect(progress.fired).toEqual(due)
    expect(progress.answered).toBe(3)
  })
})
