import { expect } from 'vitest'
import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type InputFrom,
  type MachineImplementationsFrom,
  SimulatedClock,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate'
import type { TestPath } from 'xstate/graph'
import { actorOutcome, delayOf } from '../graph/events'
import type { MachineModel, ModelPath } from '../graph/model'
import { invokedSources } from '../graph/transitions'
import type { ActorDouble, Effect, EffectSource } from './doubles'

export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export type ReplayStep<TMachine extends AnyStateMachine> = {
  /** The event just performed; `xstate.init` for the start. */
  event: AnyEventObject
  /** The real actor before the event (at the start, its first snapshot). */
  before: SnapshotFrom<TMachine>
  real: SnapshotFrom<TMachine>
  model: SnapshotFrom<TMachine>
  /** What the event caused, in order: doubles started and app-provided actions run, as effect names. */
  effects: readonly string[]
}

export type ReplayPlan<TMachine extends AnyStateMachine> = {
  model: MachineModel<TMachine>
  input: InputFrom<TMachine>
  /** Doubles of the actors the app provides, by `src`; the replay settles them as the path says. */
  actors?: Readonly<Record<string, ActorDouble<unknown>>>
  /** The actions the app provides, each reporting what it did with `effect(name)`. */
  actions?: (effect: Effect) => MachineImplementationsFrom<TMachine>['actions']
  /** Other fakes whose effects count, such as a microphone handed over in a model's event. */
  fakes?: readonly EffectSource[]
  /** The spec's rules, written apart from the machine: the effects each event must cause. */
  rules: (event: AnyEventObject, before: SnapshotFrom<TMachine>) => string[]
  /** Checks every step, after the real actor has been compared with the model. */
  everyStep?: (step: ReplayStep<TMachine>) => void
  /** Checks by state (`snapshot.matches` keys such as `attempting.answering.idle`); every step must match one. */
  states: Readonly<Record<string, (step: ReplayStep<TMachine>) => void>>
}

const stateKey = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A readable test name: the events of the path and the state it ends in, without the payloads. */
export function pathName(path: TestPath<Snapshot<unknown>, EventObject>): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) => event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
  return `${stateKey((path.state as { value?: unknown }).value)} ← ${events.join(' → ') || 'start'}`
}

/** A delayed event may only be delivered while the real actor has its timer pending. */
function expectTimerPending(actor: AnyActorRef, type: string) {
  const pending = Object.values(actor.system.getSnapshot()._scheduledEvents).map(({ event }) => event.type)
  if (!pending.includes(type)) throw new Error(`No ${type} timer is pending, so that delay cannot elapse`)
}

/**
 * Replays a model path on a real actor, provided with the plan's doubles and actions, on a simulated clock
 * (timers never fire by themselves: a model's `xstate.after.*` event is sent while its timer is pending). After
 * each event the real actor must equal the model, cause the effects the rules name, and pass the state's checks.
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  path: ModelPath<TMachine>,
  plan: ReplayPlan<TMachine>,
): Promise<void> {
  const { machine, actorEvents = {} } = plan.model
  const effects: string[] = []
  const doubles: Readonly<Record<string, ActorDouble<unknown>>> = plan.actors ?? {}
  for (const source of [...Object.values(doubles), ...(plan.fakes ?? [])])
    source.connect((e) => effects.push(e))
  const logics = Object.fromEntries(
    Object.entries(doubles).map(([src, d]) => [src, d.logic as AnyActorLogic]),
  )
  const provided = machine.provide({
    actors: logics,
    actions: plan.actions?.((e) => effects.push(e)),
  } as never)
  const actor = createActor(provided, { input: plan.input, clock: new SimulatedClock() }).start()
  const sources = invokedSources(machine)
  const senders = new Map(Object.entries(actorEvents).flatMap(([src, types]) => types.map((t) => [t, src])))
  const doubleOf = (src: string) => {
    const double = doubles[src]
    if (!double) throw new Error(`The plan has no double for the ${src} actor`)
    return double
  }

  const deliver = (event: AnyEventObject) => {
    const outcome = actorOutcome(event.type)
    if (outcome) {
      const double = doubleOf(sources.get(outcome.id) ?? outcome.id)
      return outcome.outcome === 'done' ? double.finish(event.output) : double.fail(event.error)
    }
    const sender = senders.get(event.type)
    if (sender) return doubleOf(sender).send(event)
    if (delayOf(event.type)) expectTimerPending(actor, event.type)
    actor.send(event)
  }

  type S = SnapshotFrom<TMachine>
  let before: AnyMachineSnapshot = actor.getSnapshot()
  for (const [index, { event, state }] of path.steps.entries()) {
    const model = state as AnyMachineSnapshot
    try {
      if (index > 0) {
        before = actor.getSnapshot()
        effects.length = 0
        deliver(event)
        await flush()
      }
      const real: AnyMachineSnapshot = actor.getSnapshot()
      const step = { event, before, real, model, effects: [...effects] } as unknown as ReplayStep<TMachine>
      expect(real.value).toEqual(model.value)
      expect(real.context).toEqual(model.context)
      expect(step.effects).toEqual(plan.rules(event, before as S))
      plan.everyStep?.(step)
      const keys = Object.keys(plan.states).filter((key) => model.matches(key))
      if (!keys.length) throw new Error(`The plan has no checks for ${stateKey(model.value)}`)
      for (const key of keys) plan.states[key](step)
    } catch (error) {
      if (error instanceof Error) error.message += `\n  at step ${index} (${event.type}) of ${pathName(path)}`
      throw error
    }
  }
  actor.stop()
}
