import type { AnyStateNode } from 'xstate'
import type { MachineEntry } from '../registry'
import { mermaidChart } from './mermaid'
import { declaredTransitions, stateNodes, statePath } from './transitions'
import { transitionWords } from './words'

export const CHARTS_COMMAND = 'npm run machines:charts'
/** The model beside each machine: `machines/auth.machine.ts` → `machines/auth.model.ts`. */
export const modelFileOf = (entry: MachineEntry) => entry.file.replace(/\.machine\.ts$/, '.model.ts')

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
const code = (text: string) => `\`${text}\``
const fromDocs = (file: string) => `../../${file}`

function stateRows(entry: MachineEntry): string[] {
  const { machine, sees } = entry.model
  return stateNodes(machine.root)
    .filter((node) => node !== machine.root && node.type !== 'compound' && node.type !== 'parallel')
    .map((node: AnyStateNode) => {
      const path = statePath(node)
      const seen = node.always?.length
        ? '(never rests here: chooses the next state at once)'
        : (sees[path] ?? (node.description || '—'))
      return `| ${code(path)} | ${cell(seen)} |`
    })
}

function transitionRows(entry: MachineEntry): string[] {
  const { machine, words } = entry.model
  return declaredTransitions(machine).map((transition) => {
    const from = transition.source === machine.root ? 'any state' : code(statePath(transition.source))
    const to = transition.targets.length
      ? transition.targets.map((target) => code(statePath(target))).join(', ')
      : '(stays; its actions run)'
    return `| ${from} | ${cell(transitionWords(transition, machine, words))} | ${to} |`
  })
}

function invokedActors(entry: MachineEntry): string {
  const invoked = stateNodes(entry.model.machine.root).flatMap((node) =>
    node.invoke.map((i) => `${code(String(i.src))} in ${code(statePath(node))}`),
  )
  return invoked.length ? invoked.join('; ') : 'none'
}

/** `docs/machines/<id>.md`: the machine's chart, generated from its definition, with its spec beside it. */
export function chartDocument(entry: MachineEntry): string {
  return [
    `<!-- Generated from ${entry.file} by \`${CHARTS_COMMAND}\`: change the machine or its model, not this file. -->`,
    '',
    `# ${entry.id}`,
    '',
    `${entry.purpose}.`,
    '',
    '| | |',
    '|---|---|',
    `| Spec | ${cell(entry.spec)} |`,
    `| Machine | [${entry.file}](${fromDocs(entry.file)}) |`,
    `| Model (tests, QA paths, what each state shows) | [${modelFileOf(entry)}](${fromDocs(modelFileOf(entry))}) |`,
    `| Invoked actors | ${invokedActors(entry)} |`,
    `| QA paths | [paths/${entry.id}.json](paths/${entry.id}.json) |`,
    '',
    '```mermaid',
    mermaidChart(entry.model),
    '```',
    '',
    '## States',
    '',
    '| State | What the person sees |',
    '|---|---|',
    ...stateRows(entry),
    '',
    '## Transitions',
    '',
    'Every transition the machine declares, in the order it declares them; each is taken on some QA path.',
    '',
    '| From | When | To |',
    '|---|---|---|',
    ...transitionRows(entry),
    '',
  ].join('\n')
}
