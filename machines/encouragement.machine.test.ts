import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import { type EncouragementEvent, LIMITS } from '../contracts/constants'
import { type EncouragementInput, encouragementMachine, type GenerateInput } from './encouragement.machine'
import { cheer, encouragementInputs, encouragementModel, scriptPosition } from './encouragement.model'
import { modelPaths, modelStarts } from './graph/model'
import { ENCOURAGEMENT_IDLE_THRESHOLDS } from './streams/idle'
import { callbackDouble, promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof encouragementMachine>
type Start = keyof typeof encouragementInputs
const WATCH_IDLE = 'watch for quiet spells'

/**
 * The bubble each step of a start's script must ask for (by the step's place in the script), worked out by hand
 * from product.md lines 205–217 and plan §8.3 (priority §13 Q11); any other step asks for none.
 */
const SHOWN_AT: Record<Start, Record<number, EncouragementEvent>> = {
  // Goal = the worksheet's 6 questions.
  "a new student's six-question worksheet": {
    0: 'new_user_1', // "new user after 1"
    1: 'goal_third', // 2 of 6
    2: 'new_user_3', // 3 of 6 is also "mid" (goal_half): the new-user milestone comes first
    // 3: a quiet spell of 90 s while that bubble is up: counted, not shown
    4: 'idle_120',
    5: 'goal_two_thirds', // 4 of 6
    6: 'new_user_5',
    // 7: the sixth answer, while a bubble is up; 8: handed in; 9: one right
    10: 'streak_2',
    11: 'excellence_3', // the first three right; a streak of 3 as well, not shown
    // 12: wrong, while that bubble is up
    13: 'excellence_broken', // two wrong after three right; it was also fast, not shown
    // 14: right again; 15: completed
  },
  // Goal = today's plan target of 11: its thirds come at 4, 6 and 8 answers, later than the worksheet's own would.
  'a plan target of eleven on an eight-question worksheet': {
    3: 'goal_third', // 4 of 11; also half of the 8 questions with nothing shown ("midway"), not shown
    5: 'goal_half', // 6 of 11
    7: 'goal_two_thirds', // 8 of 11
    // 8: handed in; 9: one right
    10: 'streak_2',
    11: 'excellence_3',
    12: 'streak_4',
    13: 'streak_5',
    14: 'excellence_6',
    // 15: seven right in a row: nothing new
    16: 'fast_incorrect_changed', // wrong in 6 s after tapping three options
  },
  // Goal = the plan's 12: not a third yet at 2; half the worksheet with nothing shown yet is "midway".
  'a four-question worksheet with a long plan target': {
    1: 'midway_no_message',
    3: 'fast_incorrect_unchanged', // typed, wrong, in 12 s (under 15 s for a typed answer)
  },
}

function expectedEffects(start: Start, event: AnyEventObject, before: Snapshot): string[] {
  if (event.type === 'xstate.init') return [WATCH_IDLE]
  const shown = event.type.startsWith('encouragement.') ? SHOWN_AT[start][scriptPosition(before)] : undefined
  if (event.type === 'encouragement.dismiss' || !shown) return []
  return [`generate ${shown}`]
}

describe.each(modelStarts(encouragementModel))('encouragementMachine starting with %s', (start) => {
  const input = encouragementModel.inputs[start]
  it.each(modelPaths(encouragementModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const idle = callbackDouble(WATCH_IDLE)
      const generate = promiseDouble<unknown, GenerateInput>(({ nudging_type }) => `generate ${nudging_type}`)
      return replayPath(path, {
        model: encouragementModel,
        input,
        actors: { idle, generate },
        rules: (event, before) => expectedEffects(start, event, before),
        everyStep: ({ real }) => {
          expect(idle.isRunning).toBe(real.matches({ practising: { phase: 'answering' } }))
          expect(generate.isRunning).toBe(real.matches({ practising: { bubble: 'generating' } }))
          // Once per attempt: nothing is shown twice.
          const { shown } = real.context.progress
          expect(new Set(shown).size).toBe(shown.length)
        },
        states: {
          'practising.phase.answering': () =>
            expect(idle.inputs.at(-1)).toEqual({ thresholds: ENCOURAGEMENT_IDLE_THRESHOLDS }),
          'practising.phase.marking': () => {},
          // Marking is over, but the bubble it brought up has not had its time yet.
          'practising.phase.ended': ({ real }) =>
            expect(real.matches({ practising: { bubble: 'quiet' } })).toBe(false),
          'practising.bubble.quiet': ({ real }) => {
            expect(real.context.showing).toBeNull()
            expect(real.context.message).toBeNull()
          },
          'practising.bubble.generating': ({ real }) =>
            expect(generate.inputs.at(-1)).toEqual({
              nudging_group: 'encouragement',
              nudging_type: real.context.showing,
            }),
          'practising.bubble.showing': ({ real }) => expect(real.context.message).toBe(cheer.text),
          done: ({ real }) => expect(real.status).toBe('done'),
        },
      })
    },
  )
})

describe('encouragementMachine in time', () => {
  const input: EncouragementInput = encouragementInputs["a new student's six-question worksheet"]
  const start = () => {
    const clock = new SimulatedClock()
    const machine = encouragementMachine.provide({
      actors: { generate: fromPromise(async () => ({ text: 'Great start, Ava!' })) },
    })
    const actor = createActor(machine, { input, clock }).start()
    return { actor, clock }
  }

  it('shows a bubble for five seconds, then hides it', async () => {
    const { actor, clock } = start()
    actor.send({ type: 'encouragement.answered', count: 1 })
    await flush()
    expect(actor.getSnapshot().context.message).toBe('Great start, Ava!')
    clock.increment(LIMITS.ENCOURAGEMENT_SHOW_MS - 1)
    expect(actor.getSnapshot().matches({ practising: { bubble: 'showing' } })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ practising: { bubble: 'quiet' } })).toBe(true)
    expect(actor.getSnapshot().context.message).toBeNull()
  })

  it('lets a bubble shown when marking completes have its five seconds, then ends', async () => {
    const { actor, clock } = start()
    actor.send({ type: 'encouragement.answered', count: 1 })
    actor.send({ type: 'encouragement.handedIn' })
    await flush()
    clock.increment(LIMITS.ENCOURAGEMENT_SHOW_MS - 1000)
    actor.send({ type: 'encouragement.completed' })
    expect(actor.getSnapshot().context.message).toBe('Great start, Ava!')
    clock.increment(999)
    expect(actor.getSnapshot().status).toBe('active')
    clock.increment(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('ends at once when marking completes with no bubble up', () => {
    const { actor } = start()
    actor.send({ type: 'encouragement.handedIn' })
    actor.send({ type: 'encouragement.completed' })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('ends when the child closes the last bubble', async () => {
    const { actor } = start()
    actor.send({ type: 'encouragement.answered', count: 1 })
    actor.send({ type: 'encouragement.handedIn' })
    await flush()
    actor.send({ type: 'encouragement.completed' })
    actor.send({ type: 'encouragement.dismiss' })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('never shows the same event twice in an attempt, even when the child answers the same count again', async () => {
    const { actor, clock } = start()
    actor.send({ type: 'encouragement.answered', count: 1 })
    await flush()
    clock.increment(LIMITS.ENCOURAGEMENT_SHOW_MS)
    actor.send({ type: 'encouragement.answered', count: 1 })
    expect(actor.getSnapshot().matches({ practising: { bubble: 'quiet' } })).toBe(true)
    expect(actor.getSnapshot().context.progress.shown).toEqual(['new_user_1'])
  })
})
