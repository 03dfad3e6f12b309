import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, type SnapshotFrom } from 'xstate'
import { modelPaths, modelStarts } from './graph/model'
import {
  type PlanTurn,
  type SevenDayPlanEmitted,
  type SevenDayPlanInput,
  sevenDayPlanMachine,
} from './sevenDayPlan.machine'
import { finishedPractice, sevenDayPlanModel, weekPlan } from './sevenDayPlan.model'
import { promiseDouble } from './testing/doubles'
import { pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof sevenDayPlanMachine>
const turn = (nudge: PlanTurn) => `turn ${JSON.stringify(nudge)}`
const plan = (action: PlanTurn['seven_day_plan_action'], more: Partial<PlanTurn> = {}) =>
  turn({ nudging_group: 'plan', seven_day_plan_action: action, ...more })
const firstPracticeIds = (input: SevenDayPlanInput) =>
  input.firstPractice
    ? {
        first_practice_assignment_id: input.firstPractice.assignment_id ?? undefined,
        first_practice_worksheet_id: input.firstPractice.worksheet_id ?? undefined,
      }
    : {}

/** The plan's five actions (product.md §4; plan §8.7), as the chat turns and calls each event must cause. */
function expectedEffects(event: AnyEventObject, before: Snapshot, input: SevenDayPlanInput): string[] {
  const subsequent =
    before.matches('complete') || before.context.generateAction === 'generate_subsequent_plan'
  switch (event.type) {
    case 'onboarding.completed':
    case 'plan.generate':
      return before.matches('noPlan') ? [plan('generate_first_plan')] : []
    case 'plan.generateNext':
      return [plan('generate_subsequent_plan')]
    case 'plan.retry':
      return before.matches('generateFailed')
        ? [plan(subsequent ? 'generate_subsequent_plan' : 'generate_first_plan')]
        : ['load plan']
    case 'coach.turnDone':
    case 'coach.turnFailed':
      if (before.matches('generating')) return event.type === 'coach.turnDone' ? ['load plan'] : []
      return before.matches({ active: 'continuing' }) ? ['load completion'] : []
    case 'plan.practice':
      return [plan('practice', firstPracticeIds(input))]
    case 'triggers.practiceFinished':
      return [
        plan('practice_continuation', { questions_completed: 10, xp_earned: 40, ...firstPracticeIds(input) }),
      ]
    case 'xstate.done.actor.loadCompletion':
      return event.output.is_completed ? [plan('completion_summary')] : []
    default:
      return []
  }
}

describe.each(modelStarts(sevenDayPlanModel))('sevenDayPlanMachine starting with %s', (start) => {
  const input = sevenDayPlanModel.inputs[start]
  it.each(modelPaths(sevenDayPlanModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) =>
      replayPath(path, {
        model: sevenDayPlanModel,
        input,
        actors: { loadPlan: promiseDouble('load plan'), loadCompletion: promiseDouble('load completion') },
        actions: (effect) => ({ requestTurn: (_, nudge: PlanTurn) => effect(turn(nudge)) }),
        rules: (event, before) => expectedEffects(event, before, input),
        states: {
          noPlan: ({ real }) => expect(real.context.plan).toBeNull(),
          generating: ({ real }) => expect(real.context.error).toBeNull(),
          generateFailed: () => {},
          reloading: () => {},
          reloadFailed: ({ real }) => expect(real.context.error).toMatch(/could not be loaded/),
          active: ({ real }) => {
            expect(real.context.plan).toEqual(weekPlan)
            expect(real.context.completion?.is_completed).toBe(false)
          },
          summarising: ({ real }) => expect(real.context.completion?.is_completed).toBe(true),
          complete: ({ real }) =>
            expect(
              real.context.completion?.is_completed || real.context.plan!.end_date < real.context.today,
            ).toBe(true),
        },
      }),
  )
})

describe('sevenDayPlanMachine', () => {
  it('asks the chat for the first plan as soon as the onboarding chat is complete', () => {
    const actor = createActor(sevenDayPlanMachine, { input: sevenDayPlanModel.inputs['no plan yet'] })
    const heard: SevenDayPlanEmitted[] = []
    actor.on('coach.requestTurn', (event) => heard.push(event))
    actor.start().send({ type: 'onboarding.completed' })
    expect(heard).toEqual([
      {
        type: 'coach.requestTurn',
        nudge: { nudging_group: 'plan', seven_day_plan_action: 'generate_first_plan' },
      },
    ])
  })

  it('sends the numbers of the finished practice with the continuation turn', () => {
    const actor = createActor(sevenDayPlanMachine, { input: sevenDayPlanModel.inputs['a plan under way'] })
    const heard: SevenDayPlanEmitted[] = []
    actor.on('coach.requestTurn', (event) => heard.push(event))
    actor.start()
    actor.send({ type: 'plan.practice' })
    actor.send(finishedPractice)
    expect(heard.map(({ nudge }) => nudge)).toEqual([
      {
        nudging_group: 'plan',
        seven_day_plan_action: 'practice',
        first_practice_assignment_id: 77,
        first_practice_worksheet_id: 401,
      },
      {
        nudging_group: 'plan',
        seven_day_plan_action: 'practice_continuation',
        questions_completed: 10,
        xp_earned: 40,
        first_practice_assignment_id: 77,
        first_practice_worksheet_id: 401,
      },
    ])
  })
})
