import type { AnyStateNode } from 'xstate'
import { mermaidChart, mermaidIds } from '../../../../../../machines/graph/mermaid'
import { declaredTransitions, stateNodes, statePath } from '../../../../../../machines/graph/transitions'
import { transitionWords } from '../../../../../../machines/graph/words'
import { type MachineEntry, machineRegistry } from '../../../../../../machines/registry'

/** One way out of a state: what makes it happen, in the chart's plain words, and where it goes. */
export type Exit = {
  key: string
  /** `answer.save`, `after 30 s`, `saveAnswer fails, if there is a draft`, `otherwise`. */
  when: string
  /** State paths; empty when the transition stays where it is (its actions run). */
  to: string[]
}

export type FlowState = {
  /** `attempting.answering.idle`, as `data-state` and the charts' tables name it. */
  path: string
  key: string
  depth: number
  /** The node's id in the Mermaid text, so a click on the chart finds the state. */
  chartId: string
  kind: 'atomic' | 'final' | 'compound' | 'parallel' | 'choice'
  /** What the person sees there, from the machine's model. */
  sees: string | null
  /** Transitions declared on the state itself. */
  exits: Exit[]
  /** Transitions it inherits from the states around it (the machine's own hold in every state). */
  inherited: { from: string; exits: Exit[] }[]
}

export type Flow = {
  id: string
  purpose: string
  spec: string
  file: string
  chart: string
  states: FlowState[]
}

function kindOf(node: AnyStateNode): FlowState['kind'] {
  if (node.always?.length) return 'choice'
  if (node.type === 'history') return 'atomic'
  return node.type
}

/** A machine as the flows page shows it, read from its definition and its model. */
export function flowOf(entry: MachineEntry): Flow {
  const { machine, sees, words } = entry.model
  const chartId = mermaidIds(machine)
  const exitsBySource = new Map<AnyStateNode, Exit[]>()
  for (const transition of declaredTransitions(machine)) {
    const exit: Exit = {
      key: transition.key,
      when: transitionWords(transition, machine, words),
      to: transition.targets.map(statePath),
    }
    exitsBySource.set(transition.source, [...(exitsBySource.get(transition.source) ?? []), exit])
  }
  const states = stateNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node): FlowState => {
      const inherited: FlowState['inherited'] = []
      for (let up = node.parent; up; up = up.parent) {
        const exits = exitsBySource.get(up)
        if (exits?.length) inherited.push({ from: up === machine.root ? '' : statePath(up), exits })
      }
      return {
        path: statePath(node),
        key: node.key,
        depth: node.path.length - 1,
        chartId: chartId(node),
        kind: kindOf(node),
        sees: sees[statePath(node)] ?? (node.description || null),
        exits: exitsBySource.get(node) ?? [],
        inherited,
      }
    })
  return {
    id: entry.id,
    purpose: entry.purpose,
    spec: entry.spec,
    file: entry.file,
    chart: mermaidChart(entry.model),
    states,
  }
}

/** Every registered machine, in the registry's order. */
export const registeredFlows = (entries: readonly MachineEntry[] = machineRegistry): Flow[] =>
  entries.map(flowOf)
