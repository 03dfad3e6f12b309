import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import { celebrationMachine, MOMENT_MS, type Moment } from './celebration.machine'
import { celebrationModel, firstSteps, levelUp } from './celebration.model'
import { modelPaths, modelStarts } from './graph/model'
import { pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof celebrationMachine>

/** Issue 15: each moment is shown once, one at a time, and the server is told it was seen as it shows. */
function expectedEffects(event: AnyEventObject, before: Snapshot): string[] {
  const { queue, shown, current } = before.context
  const known = new Set([...shown, ...queue.map((m) => m.key), current?.key])
  switch (event.type) {
    case 'moments.add': {
      const fresh = (event.moments as Moment[]).filter((m) => !known.has(m.key))
      return before.matches('idle') && fresh.length ? [`shown ${fresh[0].key}`] : []
    }
    case 'moment.dismiss':
      return queue.length ? [`shown ${queue[0].key}`] : []
    case 'moments.dismissAll':
      return []
    default:
      // The moment's few seconds are over.
      return event.type.startsWith('xstate.after.momentMs') && queue.length ? [`shown ${queue[0].key}`] : []
  }
}

describe.each(modelStarts(celebrationModel))('celebrationMachine starting with %s', (start) => {
  const input = celebrationModel.inputs[start]
  it.each(modelPaths(celebrationModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) =>
      replayPath(path, {
        model: celebrationModel,
        input,
        actions: (effect) => ({ markShown: (_: unknown, moment: Moment) => effect(`shown ${moment.key}`) }),
        rules: expectedEffects,
        everyStep: ({ real }) => expect(real.context.reducedMotion).toBe(input.reducedMotion),
        states: {
          idle: ({ real }) => {
            expect(real.context.current).toBeNull()
            expect(real.context.queue).toEqual([])
          },
          showing: ({ real }) => {
            expect([levelUp, firstSteps]).toContainEqual(real.context.current)
            expect(real.context.shown).toContain(real.context.current?.key)
          },
        },
      }),
  )
})

describe('celebrationMachine in time', () => {
  it('shows each moment for a few seconds, one after another, then rests', () => {
    const clock = new SimulatedClock()
    const shown: string[] = []
    const machine = celebrationMachine.provide({
      actions: { markShown: (_, moment: Moment) => void shown.push(moment.key) },
    })
    const actor = createActor(machine, { input: { reducedMotion: true }, clock }).start()
    actor.send({ type: 'moments.add', moments: [levelUp, firstSteps] })
    expect(actor.getSnapshot().context.current?.key).toBe('level-3')
    clock.increment(MOMENT_MS - 1)
    expect(actor.getSnapshot().context.current?.key).toBe('level-3')
    clock.increment(1)
    expect(actor.getSnapshot().context.current?.key).toBe('badge-1')
    clock.increment(MOMENT_MS)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(shown).toEqual(['level-3', 'badge-1'])
  })

  it('never celebrates the same moment twice', () => {
    const actor = createActor(celebrationMachine, { input: { reducedMotion: false } }).start()
    actor.send({ type: 'moments.add', moments: [firstSteps] })
    actor.send({ type: 'moments.add', moments: [firstSteps] })
    actor.send({ type: 'moment.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'moments.add', moments: [firstSteps] })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
