import { machineRegistry } from '../registry'
import { CHARTS_COMMAND, chartDocument } from './chartDoc'
import { PATHS_COMMAND, planDocument } from './plans'

/** A generated file under `docs/machines/`, by its path from the repository root. */
export type GeneratedFile = { path: string; content: string }

export const DOCS_DIR = 'docs/machines'
export const PLANS_DIR = `${DOCS_DIR}/paths`
export const README = `${DOCS_DIR}/README.md`
const TABLE_START = '<!-- machines:start -->'
const TABLE_END = '<!-- machines:end -->'

/** The list of machines in docs/machines/README.md, between its markers; the rest of the page is written by hand. */
export function withMachineList(readme: string): string {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start === -1 || end < start)
    throw new Error(`${README} has lost its ${TABLE_START} … ${TABLE_END} markers`)
  const rows = machineRegistry.map(
    (entry) =>
      `| [${entry.id}](${entry.id}.md) | ${entry.purpose} | ${entry.spec.replace(/\|/g, '\\|')} | [paths/${entry.id}.json](paths/${entry.id}.json) |`,
  )
  const table = [
    `<!-- Written by \`${CHARTS_COMMAND}\` from machines/registry.ts. -->`,
    '',
    '| Machine (chart) | What it does | Spec | QA paths |',
    '|---|---|---|---|',
    ...rows,
  ]
  return [readme.slice(0, start + TABLE_START.length), ...table, readme.slice(end)].join('\n')
}

/**
 * Whether a committed file holds what the generator writes. A plan is compared as JSON, since the formatter
 * (`biome format`, run by the paths script) lays out its arrays as it likes.
 */
export function sameContent(path: string, committed: string | null, generated: string): boolean {
  if (committed === null) return false
  if (!path.endsWith('.json')) return committed === generated
  try {
    return JSON.stringify(JSON.parse(committed)) === JSON.stringify(JSON.parse(generated))
  } catch {
    return false
  }
}

/** Every chart, and the README's list of machines. */
export function chartFiles(readme: string): GeneratedFile[] {
  return [
    ...machineRegistry.map((entry) => ({
      path: `${DOCS_DIR}/${entry.id}.md`,
      content: chartDocument(entry),
    })),
    { path: README, content: withMachineList(readme) },
  ]
}

/** Every QA plan. */
export function planFiles(): GeneratedFile[] {
  return machineRegistry.map((entry) => ({
    path: `${PLANS_DIR}/${entry.id}.json`,
    content: planDocument(entry),
  }))
}

export { CHARTS_COMMAND, PATHS_COMMAND }
