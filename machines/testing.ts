import {
  type ActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  type InputFrom,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate'
import { serializeSnapshot, TestModel, type TestParam, type TestPath } from 'xstate/graph'

export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

type Settle = { resolve: (output: unknown) => void; reject: (error: unknown) => void }
const OUTCOME = /^xstate\.(done|error)\.actor\.(.+)$/

/** Promise actors that stay pending until the test replays the model's done/error event for them. */
export function controlledActors(onInvoke: (src: string, input: unknown) => void = () => {}) {
  const running = new Map<string, Settle>()
  return {
    create<TOutput, TInput>(src: string) {
      return fromPromise<TOutput, TInput>(({ input }) => {
        onInvoke(src, input)
        return new Promise<TOutput>((resolve, reject) => {
          running.set(src, { resolve: resolve as Settle['resolve'], reject })
        })
      })
    },
    /** Settles the actor an `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event names; false for other events. */
    settle(event: AnyEventObject): boolean {
      const match = OUTCOME.exec(event.type)
      if (!match) return false
      const [, outcome, id] = match
      const actor = running.get(id)
      if (!actor)
        throw new Error(`${id} is not running, so it cannot ${outcome === 'done' ? 'finish' : 'fail'}`)
      running.delete(id)
      if (outcome === 'done') actor.resolve(event.output)
      else actor.reject(event.error)
      return true
    },
  }
}

export const doneEvent = <T extends EventObject>(id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as T
export const errorEvent = <T extends EventObject>(id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as T

/** Replays a model path on a real actor: `run` performs each event, then each state's assertions run. */
export async function walkPath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  path: TestPath<TSnapshot, TEvent>,
  run: (event: AnyEventObject) => unknown,
  states: Record<string, (snapshot: TSnapshot) => void>,
): Promise<void> {
  const perform = async ({ event }: { event: AnyEventObject }) => {
    if (event.type === 'xstate.init') return
    await run(event)
    await flush()
  }
  const events = Object.fromEntries(path.steps.map(({ event }) => [event.type, perform]))
  await path.test({ states, events } as unknown as TestParam<TSnapshot, TEvent>)
}

const stateKey = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** Every state the paths pass through, so a test can prove each state of the machine is reached. */
export function reachedStates(paths: Array<TestPath<Snapshot<unknown>, EventObject>>): Set<string> {
  return new Set(
    paths.flatMap(({ steps }) => steps.map(({ state }) => stateKey((state as { value?: unknown }).value))),
  )
}

/** A readable test name: the events of the path and the state it ends in, without the payloads. */
export function pathName(path: TestPath<Snapshot<unknown>, EventObject>): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) => event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
  return `${stateKey((path.state as { value?: unknown }).value)} ← ${events.join(' → ') || 'start'}`
}

/** "state event" pairs the paths walk. */
export function walkedTransitions(paths: Array<TestPath<Snapshot<unknown>, EventObject>>): Set<string> {
  const walked = new Set<string>()
  for (const { steps } of paths) {
    for (let i = 1; i < steps.length; i++) {
      walked.add(`${stateKey((steps[i - 1].state as { value?: unknown }).value)} ${steps[i].event.type}`)
    }
  }
  return walked
}

/** "state event" pairs each resting top-level state handles, its own and the machine's (transient states skipped). */
export function declaredTransitions(machine: AnyStateMachine): Set<string> {
  return new Set(
    Object.entries(machine.root.states)
      .filter(([, node]) => !node.always?.length)
      .flatMap(([name, node]) =>
        [...node.ownEvents, ...machine.root.ownEvents].map((type) => `${name} ${type}`),
      ),
  )
}

/** A vertex is a snapshot plus the event that reached it, so every transition gets its own shortest path. */
function serializeStep(
  snapshot: AnyMachineSnapshot,
  event?: EventObject,
  previous?: AnyMachineSnapshot,
): string {
  const via = event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : ''
  return `${serializeSnapshot(snapshot)}${via}`
}

/**
 * `createTestModel` with the same traversal, for machines that invoke actors. xstate 5.33's `createTestModel`
 * refuses any machine with `invoke`; here an invoked actor's outcome is just another event of the model
 * (`xstate.done.actor.<id>` with the `output`, `xstate.error.actor.<id>` with the `error`, given in `events`).
 */
export function createTestModelWithActors<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { input: InputFrom<TMachine>; events: ReadonlyArray<EventFromLogic<TMachine>> },
) {
  type S = SnapshotFrom<TMachine>
  type E = EventFromLogic<TMachine>
  return new TestModel<S, E, InputFrom<TMachine>>(
    machine as unknown as ActorLogic<S, E, InputFrom<TMachine>>,
    {
      input: options.input,
      serializeState: (snapshot, event, previous) =>
        serializeStep(snapshot as AnyMachineSnapshot, event, previous as AnyMachineSnapshot | undefined),
      stateMatcher: (snapshot, key) => (snapshot as AnyMachineSnapshot).matches(key),
      events: (snapshot) => {
        const types = new Set((snapshot as AnyMachineSnapshot)._nodes.flatMap((node) => node.ownEvents))
        return [...types].flatMap((type) => {
          const given = options.events.filter((event) => event.type === type)
          return given.length ? given : [{ type } as E]
        })
      },
    },
  )
}

/** For `createTestModel` on machines without actors: one shortest path per transition, not just per state. */
export function serializeTransition(_: unknown, event: EventObject | undefined, previous?: unknown): string {
  if (!event) return ''
  return ` via ${JSON.stringify(event)} from ${JSON.stringify((previous as { value?: unknown } | undefined)?.value)}`
}
