import type {
  ActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate'
import { serializeSnapshot, TestModel, type TestPath } from 'xstate/graph'
import { takenTransitions, transitionKeyOf } from './transitions'

type Machine = AnyStateMachine
export type ModelPath<TMachine extends Machine = Machine> = TestPath<
  SnapshotFrom<TMachine>,
  EventFromLogic<TMachine>
>
type Traversal<TMachine extends Machine> = {
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean
  stopWhen?: (snapshot: SnapshotFrom<TMachine>) => boolean
}

/**
 * A machine as its tests, charts and QA plans see it: where it can start, the events (with the payloads that
 * matter) the world may send it, and what each state looks like to the person using it.
 */
export type MachineModel<TMachine extends Machine = Machine, TStart extends string = string> = {
  machine: TMachine
  /** Named starting points; each one is walked as a model of its own. */
  inputs: Record<TStart, InputFrom<TMachine>>
  // Methods, not function properties, so that a model of named starts is still a `MachineModel` in the registry.
  /** An event the machine handles but that is not listed here is sent without a payload. */
  events(start: TStart): ReadonlyArray<EventFromLogic<TMachine>>
  /** Keeps the walk to what the world can really do (a server that echoes what it stored, and so on). */
  traversal?(start: TStart): Traversal<TMachine>
  /** A short name for an event the model lists with several payloads, for QA path ids (else its place in the list). */
  eventName?(event: EventFromLogic<TMachine>): string | undefined
  /** Events an invoked actor sends to the machine, by the actor's `src`: replays deliver them through it. */
  actorEvents?: Readonly<Record<string, readonly string[]>>
  /** What the person sees in each resting state, by state path (`attempting.answering.idle`). */
  sees: Readonly<Record<string, string>>
  /** Plain words for the chart: a guard as a condition ("if there is a draft"), a named delay as a moment
   * ("after a pause in typing"); the guard's or delay's own name, in words, where none is given. */
  words?: { guards?: Readonly<Record<string, string>>; delays?: Readonly<Record<string, string>> }
}

export const defineModel = <TMachine extends Machine, TStart extends string>(
  model: MachineModel<TMachine, TStart>,
) => model

/**
 * A vertex is a snapshot plus the event that reached it and the transitions that event took, so every
 * transition gets its own shortest path: a guard that let the event through is told apart from one that did
 * not, even where both leave the snapshot as it was.
 */
function serializeStep(
  machine: Machine,
  snapshot: AnyMachineSnapshot,
  event?: EventObject,
  previous?: AnyMachineSnapshot,
) {
  if (!event || !previous) return serializeSnapshot(snapshot)
  const taken = takenTransitions(machine, { snapshot: previous, event }).map(transitionKeyOf(machine))
  return `${serializeSnapshot(snapshot)} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)} taking ${taken.join(' + ')}`
}

/**
 * `createTestModel` with the same traversal, for any machine. xstate 5.33's `createTestModel` refuses machines
 * that `invoke` or use `after`; here an invoked actor's outcome (`xstate.done.actor.<id>` with its `output`,
 * `xstate.error.actor.<id>` with its `error`) and a delay elapsing (`xstate.after.<delay>.<state>`) are just more
 * events of the model.
 */
export function createTestModelWithActors<TMachine extends Machine>(
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
        serializeStep(
          machine,
          snapshot as AnyMachineSnapshot,
          event,
          previous as AnyMachineSnapshot | undefined,
        ),
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

// Walking the quiz session takes seconds; the tests, the coverage check and the scripts share one walk.
const walked = new WeakMap<MachineModel, Map<string, ModelPath[]>>()

/** The model's shortest paths from one starting point: one per transition, not just per state. */
export function modelPaths<TMachine extends Machine, TStart extends string>(
  model: MachineModel<TMachine, TStart>,
  start: TStart,
): Array<ModelPath<TMachine>> {
  const byStart = walked.get(model) ?? new Map<string, ModelPath[]>()
  walked.set(model, byStart)
  let paths = byStart.get(start)
  if (!paths) {
    const testModel = createTestModelWithActors(model.machine, {
      input: model.inputs[start],
      events: model.events(start),
    })
    paths = testModel.getShortestPaths(model.traversal?.(start)) as ModelPath[]
    byStart.set(start, paths)
  }
  return paths as Array<ModelPath<TMachine>>
}

export const modelStarts = <TStart extends string>(model: MachineModel<Machine, TStart>) =>
  Object.keys(model.inputs) as TStart[]

/** Every path of the model, each with the starting point it is walked from. */
export function allModelPaths(model: MachineModel) {
  return modelStarts(model).flatMap((start) => modelPaths(model, start).map((path) => ({ start, path })))
}
