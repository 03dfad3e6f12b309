import type { AnyStateMachine, AnyStateNode } from 'xstate'
import type { MachineModel } from './model'
import { type DeclaredTransition, declaredTransitions, stateNodes } from './transitions'
import { transitionWords } from './words'

// Words Mermaid's state diagrams read as syntax, so no state may be called by them.
const RESERVED = new Set(['end', 'state', 'note', 'as', 'direction', 'class', 'classdef', 'style', 'default'])

/** Mermaid ids: a state's own name where it is unique in the machine (and not a keyword), else its path. */
export function mermaidIds(machine: AnyStateMachine): (node: AnyStateNode) => string {
  const counts = new Map<string, number>()
  for (const node of stateNodes(machine.root)) counts.set(node.key, (counts.get(node.key) ?? 0) + 1)
  return (node) =>
    counts.get(node.key) === 1 && !RESERVED.has(node.key.toLowerCase()) && /^\w+$/.test(node.key)
      ? node.key
      : `${node.path.join('_').replace(/\W/g, '_')}_`
}

/** Text Mermaid shows as it is: no colon, semicolon, hash, quote or brace, which its parser would read. */
const safe = (text: string) => text.replace(/[:;#"{}]/g, (c) => ({ ':': ' -', '"': "'" })[c] ?? '')

const isTransient = (node: AnyStateNode) => Boolean(node.always?.length)
const isComposite = (node: AnyStateNode) => node.type === 'compound' || node.type === 'parallel'
type Edge = { from: AnyStateNode; to: AnyStateNode; label: string }

/** The deepest state that holds both ends of an edge (neither end itself): Mermaid draws the edge inside it. */
function container(edge: Edge, root: AnyStateNode): AnyStateNode {
  const ancestors = (node: AnyStateNode) => {
    const chain: AnyStateNode[] = []
    for (let up = node.parent; up; up = up.parent) chain.push(up)
    return chain
  }
  const around = new Set(ancestors(edge.to))
  return ancestors(edge.from).find((node) => around.has(node)) ?? root
}

/** The edges a transition draws; the machine's own transitions hold in every top-level state, drawn from each. */
function edgesOf(transition: DeclaredTransition, machine: AnyStateMachine, model: MachineModel): Edge[] {
  const label = safe(transitionWords(transition, machine, model.words))
  const { source, targets } = transition
  const sources =
    source === machine.root
      ? (Object.values(machine.root.states) as AnyStateNode[]).filter((node) => !isTransient(node))
      : [source]
  return sources.flatMap((from) => (targets.length ? targets : [from]).map((to) => ({ from, to, label })))
}

function blockLines(
  node: AnyStateNode,
  edges: Map<AnyStateNode, Edge[]>,
  id: (node: AnyStateNode) => string,
  indent: string,
): string[] {
  const lines: string[] = []
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    const name = id(child)
    if (isComposite(child)) {
      lines.push(`${indent}state ${name} {`, ...blockLines(child, edges, id, `${indent}  `), `${indent}}`)
    } else if (isTransient(child)) {
      // A transient state only chooses where to go next, so it is drawn as a choice.
      lines.push(`${indent}state ${name} <<choice>>`)
    } else {
      const label = [child.key, ...child.invoke.map(({ src }) => `(runs ${String(src)})`)].join(' ')
      lines.push(label === name ? `${indent}${name}` : `${indent}state "${safe(label)}" as ${name}`)
    }
    if (isComposite(child))
      for (const { src } of child.invoke)
        lines.push(`${indent}note right of ${name} : runs ${safe(String(src))}`)
    if (child.type === 'final') lines.push(`${indent}${name} --> [*]`)
  }
  // After the declarations: a state Mermaid first meets in an arrow can no longer be declared a choice.
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined
  if (initial) lines.push(`${indent}[*] --> ${id(initial)}`)
  // Edges between the same two states share one arrow, a line of its label each.
  const arrows = new Map<string, string[]>()
  for (const edge of edges.get(node) ?? []) {
    const arrow = `${id(edge.from)} --> ${id(edge.to)}`
    arrows.set(arrow, [...(arrows.get(arrow) ?? []), edge.label])
  }
  for (const [arrow, labels] of arrows) lines.push(`${indent}${arrow} : ${labels.join('<br/>')}`)
  return lines
}

/** Mermaid `stateDiagram-v2` text, generated from the machine's definition: states, transitions, guards, delays. */
export function mermaidChart(model: MachineModel): string {
  const { machine } = model
  const id = mermaidIds(machine)
  const edges = new Map<AnyStateNode, Edge[]>()
  for (const transition of declaredTransitions(machine)) {
    // A targetless transition of the machine itself changes no state: the transitions table lists it.
    if (transition.source === machine.root && !transition.targets.length) continue
    for (const edge of edgesOf(transition, machine, model)) {
      const inside = container(edge, machine.root)
      edges.set(inside, [...(edges.get(inside) ?? []), edge])
    }
  }
  return ['stateDiagram-v2', ...blockLines(machine.root, edges, id, '  ')].join('\n')
}
