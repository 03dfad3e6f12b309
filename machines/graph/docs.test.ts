import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { machineRegistry } from '../registry'
import {
  CHARTS_COMMAND,
  chartFiles,
  DOCS_DIR,
  type GeneratedFile,
  PATHS_COMMAND,
  PLANS_DIR,
  planFiles,
  README,
  sameContent,
} from './docs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null)

function expectCommitted(files: GeneratedFile[], command: string) {
  for (const { path, content } of files) {
    // A failure names the file and the command to run, not a diff of the whole chart.
    expect(
      sameContent(path, read(path), content),
      `${path} is out of date with its machine: run \`${command}\` and commit it`,
    ).toBe(true)
  }
}

describe('docs/machines, generated from the registry', () => {
  it('holds every chart as its machine draws it now', () => {
    expectCommitted(chartFiles(read(README) ?? ''), CHARTS_COMMAND)
  })

  it('holds every QA plan as its model walks it now', () => {
    expectCommitted(planFiles(), PATHS_COMMAND)
  })

  it('holds no chart or plan of a machine that is not registered', () => {
    const ids = new Set(machineRegistry.map(({ id }) => id))
    const charts = readdirSync(join(root, DOCS_DIR)).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    )
    const plans = readdirSync(join(root, PLANS_DIR))
    const stale = [
      ...charts.filter((name) => !ids.has(name.replace(/\.md$/, ''))),
      ...plans.filter((name) => !ids.has(name.replace(/\.json$/, ''))).map((name) => `paths/${name}`),
    ]
    expect(stale, `remove them, or run \`${CHARTS_COMMAND}\` and \`${PATHS_COMMAND}\``).toEqual([])
  })
})
