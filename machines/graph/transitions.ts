import {
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createEmptyActor,
  type InspectionEvent,
} from 'xstate'

/** One transition the machine declares: one candidate of one event (or of `always`) on one state node. */
export type DeclaredTransition = {
  /** Readable and unique within the machine: `auth.signedIn on auth.userUpdated [isSameUser] → (stays)`. */
  key: string
  source: AnyStateNode
  /** The event type; `''` for an eventless (`always`) transition. */
  eventType: string
  definition: AnyTransitionDefinition
  targets: readonly AnyStateNode[]
}

export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)]
}

/** The atomic (and final) states a snapshot can rest in; transient states, left at once by `always`, are not. */
export function restingStates(machine: AnyStateMachine): AnyStateNode[] {
  return stateNodes(machine.root).filter(
    (node) => (node.type === 'atomic' || node.type === 'final') && !node.always?.length,
  )
}

/** The `src` of each invoked actor, by its invoke `id` (what `xstate.done.actor.<id>` names). */
export function invokedSources(machine: AnyStateMachine): Map<string, string> {
  return new Map(
    stateNodes(machine.root).flatMap((node) =>
      node.invoke.map(({ id, src }) => [id, typeof src === 'string' ? src : id] as const),
    ),
  )
}

/** `attempting.answering.idle`: a state as `snapshot.matches` and the UI's `data-state` name it. */
export const statePath = (node: AnyStateNode) => node.path.join('.')

/** A guard's name, whether it is given as a string, `{ type, params }` or an inline function. */
export function guardName(guard: unknown): string | null {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'inline check'
  return String((guard as { type?: unknown }).type ?? 'inline check')
}

function transitionKey(source: AnyStateNode, eventType: string, t: AnyTransitionDefinition) {
  const guard = guardName(t.guard)
  const targets = t.target?.length ? t.target.map((node: AnyStateNode) => node.id).join(', ') : '(stays)'
  return `${source.id} on ${eventType || 'always'}${guard ? ` [${guard}]` : ''} → ${targets}`
}

/** Every transition of every state node, in document order, each candidate of a guarded list on its own. */
export function declaredTransitions(machine: AnyStateMachine): DeclaredTransition[] {
  const declared = stateNodes(machine.root).flatMap((source) => {
    const evented = [...source.transitions.entries()].flatMap(([eventType, candidates]) =>
      candidates.map((definition) => ({ eventType, definition })),
    )
    const eventless = (source.always ?? []).map((definition) => ({ eventType: '', definition }))
    return [...evented, ...eventless].map(({ eventType, definition }) => ({
      key: transitionKey(source, eventType, definition),
      source,
      eventType,
      definition,
      targets: definition.target ?? [],
    }))
  })
  // Two identical candidates (same event, guard and target) are told apart by their place in the list.
  const seen = new Map<string, number>()
  return declared.map((transition) => {
    const count = (seen.get(transition.key) ?? 0) + 1
    seen.set(transition.key, count)
    return count === 1 ? transition : { ...transition, key: `${transition.key} #${count}` }
  })
}

const keysByMachine = new WeakMap<AnyStateMachine, Map<AnyTransitionDefinition, string>>()

/** The `key` of a transition definition the machine took (see `declaredTransitions`). */
export function transitionKeyOf(machine: AnyStateMachine) {
  const keys =
    keysByMachine.get(machine) ??
    new Map(declaredTransitions(machine).map(({ definition, key }) => [definition, key]))
  keysByMachine.set(machine, keys)
  return (definition: AnyTransitionDefinition): string => {
    const key = keys.get(definition)
    if (!key) throw new Error(`${machine.id} took a transition its definition does not list`)
    return key
  }
}

/** An actor scope that runs nothing (like xstate/graph's own) but reports which transitions each microstep took. */
function recordingScope(onTransitions: (taken: AnyTransitionDefinition[]) => void): AnyActorScope {
  const self = createEmptyActor()
  self.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') onTransitions(event._transitions)
  })
  return {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope
}

/**
 * The transitions an event takes from a snapshot (eventless ones included), or those the start takes when
 * `from` is the machine's input. Pure: no action runs and no actor starts.
 */
export function takenTransitions(
  machine: AnyStateMachine,
  from: { snapshot: AnyMachineSnapshot; event: AnyEventObject } | { input: unknown },
): AnyTransitionDefinition[] {
  const taken: AnyTransitionDefinition[] = []
  const scope = recordingScope((transitions) => taken.push(...transitions))
  if ('input' in from) machine.getInitialSnapshot(scope, from.input)
  else machine.transition(from.snapshot, from.event, scope)
  return taken
}
