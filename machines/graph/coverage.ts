import type { AnyMachineSnapshot, AnyTransitionDefinition } from 'xstate'
import { allModelPaths, type MachineModel, type ModelPath } from './model'
import {
  declaredTransitions,
  restingStates,
  statePath,
  takenTransitions,
  transitionKeyOf,
} from './transitions'

/** The keys (see `declaredTransitions`) of the transitions a path takes, its start included, in order. */
export function pathTransitions(model: MachineModel, start: string, path: ModelPath): string[] {
  const { machine } = model
  const keyOf = transitionKeyOf(machine)
  const toKeys = (taken: AnyTransitionDefinition[]) => taken.map(keyOf)
  return path.steps.flatMap((step, i) =>
    toKeys(
      i === 0
        ? takenTransitions(machine, { input: model.inputs[start] })
        : takenTransitions(machine, {
            snapshot: path.steps[i - 1].state as AnyMachineSnapshot,
            event: step.event,
          }),
    ),
  )
}

/** The resting states (by path, `attempting.answering.idle`) a path passes through. */
export function pathStates(path: ModelPath): string[] {
  return path.steps.flatMap(({ state }) =>
    (state as AnyMachineSnapshot)._nodes
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map(statePath),
  )
}

export type Coverage = {
  states: { total: number; missing: string[] }
  transitions: { total: number; missing: string[] }
}

/** Which resting states and declared transitions no generated path of the model reaches. */
export function coverageOf(model: MachineModel): Coverage {
  const reachedStates = new Set<string>()
  const walked = new Set<string>()
  for (const { start, path } of allModelPaths(model)) {
    for (const state of pathStates(path)) reachedStates.add(state)
    for (const key of pathTransitions(model, start, path)) walked.add(key)
  }
  const states = restingStates(model.machine).map(statePath)
  const transitions = declaredTransitions(model.machine).map(({ key }) => key)
  return {
    states: { total: states.length, missing: states.filter((state) => !reachedStates.has(state)) },
    transitions: { total: transitions.length, missing: transitions.filter((key) => !walked.has(key)) },
  }
}
