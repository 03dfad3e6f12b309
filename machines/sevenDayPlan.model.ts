import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import {
  type Plan,
  type PlanCompletion,
  type SevenDayPlanEvent,
  type SevenDayPlanInput,
  sevenDayPlanMachine,
} from './sevenDayPlan.machine'

const activity = (id: number, day: number, completed: boolean) => ({
  id,
  kind: 'worksheet' as const,
  title: `Fractions practice ${day}`,
  lesson_id: null,
  worksheet_id: 400 + day,
  assignment_id: null,
  target_questions: 5,
  completed,
})
export const weekPlan: Plan = {
  id: 9,
  start_date: '2026-11-23',
  end_date: '2026-11-29',
  days: Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    date: `2026-11-${23 + i}`,
    activities: [activity(90 + i, i + 1, i < 2)],
  })),
  generated_at: '2026-11-23T01:00:00.000Z',
}
const completion = (done: number): PlanCompletion => ({
  plan_id: 9,
  completed_activities: done,
  total_activities: 7,
  is_completed: done === 7,
})
export const firstPractice = { assignment_id: 77, worksheet_id: 401 }
export const planLoadFailure = { message: 'Failed to fetch' }

export const sevenDayPlanInputs = {
  'no plan yet': { plan: null, completion: null, today: '2026-11-25', firstPractice: null },
  'a plan under way': { plan: weekPlan, completion: completion(2), today: '2026-11-25', firstPractice },
  'a plan past its end date': {
    plan: weekPlan,
    completion: completion(5),
    today: '2026-12-01',
    firstPractice,
  },
} satisfies Record<string, SevenDayPlanInput>
type Start = keyof typeof sevenDayPlanInputs

export const finishedPractice = {
  type: 'triggers.practiceFinished',
  questionsCompleted: 10,
  xpEarned: 40,
} as const

export const sevenDayPlanModel = defineModel({
  machine: sevenDayPlanMachine,
  inputs: sevenDayPlanInputs,
  events: (start: Start): SevenDayPlanEvent[] => [
    finishedPractice,
    doneEvent('loadPlan', { plan: weekPlan, completion: completion(0) }),
    errorEvent('loadPlan', planLoadFailure),
    // The under-way plan is walked to its last activity; the others stop short of it.
    doneEvent('loadCompletion', completion(start === 'a plan under way' ? 7 : 3)),
    doneEvent('loadCompletion', completion(3)),
    errorEvent('loadCompletion', planLoadFailure),
  ],
  eventName: (event) => {
    const output = (event as { output?: PlanCompletion }).output
    if ((event.type as string) === 'xstate.done.actor.loadCompletion')
      return output?.is_completed ? 'all-done' : 'more-to-do'
    return undefined
  },
  traversal: (start) => ({
    // Once a plan is complete in the walk from no plan, the rest is the other starts' to walk.
    stopWhen: start === 'no plan yet' ? (snapshot) => snapshot.matches('active') : undefined,
  }),
  sees: {
    noPlan: 'The coach offers to make a seven-day plan, with "Make my plan"',
    generating: 'The coach is writing your plan…',
    generateFailed: 'The plan could not be made, with "Try again"',
    reloading: 'The coach has written the plan; the plan card is loading',
    reloadFailed: 'Your plan could not be loaded, with "Try again"',
    'active.today': 'The plan card: today\'s activity, the days done so far, and "Start today\'s practice"',
    'active.practising': "The coach names today's activity with a link to it",
    'active.continuing': 'The coach talks about the practice just finished',
    'active.reloadingCompletion': 'The plan card updates the days done',
    summarising: 'The coach sums up the finished week',
    complete: 'The plan card says the week is done, with "Make next week\'s plan"',
  },
  words: {
    guards: {
      hasNoPlan: 'if there is no plan yet',
      isOver: 'if the plan is complete or past its end date',
      isCompleted: 'if every activity of the plan is done',
    },
  },
})
