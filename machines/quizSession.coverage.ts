import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate'
import type { TestPath } from 'xstate/graph'

// `declaredTransitions` in testing.ts looks at top-level states only; the quiz session nests its states.

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)]
}

const isResting = (node: AnyStateNode) => !node.always?.length && node.type !== 'parallel'

/** Ids of the atomic states a machine can rest in (transient ones skipped). */
export function restingStates(machine: AnyStateMachine): Set<string> {
  return new Set(
    allNodes(machine.root)
      .filter((node) => node.type === 'atomic' && isResting(node))
      .map((n) => n.id),
  )
}

/** "node event" pairs for every node's own transitions, at any depth. */
export function declaredNodeTransitions(machine: AnyStateMachine): Set<string> {
  return new Set(allNodes(machine.root).flatMap((node) => node.ownEvents.map((type) => `${node.id} ${type}`)))
}

type Paths = Array<TestPath<Snapshot<unknown>, EventObject>>
const activeNodes = (state: Snapshot<unknown>) => (state as AnyMachineSnapshot)._nodes

/** Atomic state ids the paths pass through. */
export function reachedNodes(paths: Paths): Set<string> {
  return new Set(
    paths.flatMap(({ steps }) =>
      steps.flatMap(({ state }) =>
        activeNodes(state)
          .filter((n) => n.type === 'atomic')
          .map((n) => n.id),
      ),
    ),
  )
}

/** "node event" pairs walked: the deepest active node that handles the event is the one whose transition ran. */
export function walkedNodeTransitions(paths: Paths): Set<string> {
  const walked = new Set<string>()
  for (const { steps } of paths) {
    for (let i = 1; i < steps.length; i++) {
      const { type } = steps[i].event
      const handlers = activeNodes(steps[i - 1].state).filter((node) => node.ownEvents.includes(type))
      const deepest = handlers.reduce<AnyStateNode | undefined>(
        (best, node) => (!best || node.path.length > best.path.length ? node : best),
        undefined,
      )
      if (deepest) walked.add(`${deepest.id} ${type}`)
    }
  }
  return walked
}
