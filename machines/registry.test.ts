import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { StateMachine } from 'xstate'
import { modelFileOf } from './graph/chartDoc'
import { coverageOf } from './graph/coverage'
import { restingStates, statePath } from './graph/transitions'
import { machineRegistry } from './registry'

const root = fileURLToPath(new URL('..', import.meta.url))

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort()
}

async function exportedMachines() {
  const found: Array<{ file: string; name: string; machine: unknown }> = []
  for (const file of sourceFiles('machines', /\.ts$/)) {
    const module: Record<string, unknown> = await import(join(root, file))
    for (const [name, value] of Object.entries(module))
      if (value instanceof StateMachine) found.push({ file, name, machine: value })
  }
  return found
}

describe('the machine registry', () => {
  it('lists every machine of machines/, each defined in a *.machine.ts file', async () => {
    const found = await exportedMachines()
    const registered = new Set<unknown>(machineRegistry.map(({ model }) => model.machine))
    expect(
      found.filter(({ machine }) => !registered.has(machine)).map(({ file, name }) => `${file}: ${name}`),
      'machines missing from machines/registry.ts (docs/machines/README.md says how to add one)',
    ).toEqual([])
    expect(
      found.filter(({ file }) => !file.endsWith('.machine.ts')).map(({ file, name }) => `${file}: ${name}`),
      'machines defined outside a *.machine.ts file',
    ).toEqual([])
    const withMachine = new Set(found.map(({ file }) => file))
    expect(
      sourceFiles('machines', /\.machine\.ts$/).filter((file) => !withMachine.has(file)),
      '*.machine.ts files that export no machine',
    ).toEqual([])
  })

  it('finds no machine defined in the app itself (src/): flows live in machines/', () => {
    const defining = sourceFiles('src', /\.tsx?$/).filter((file) =>
      /\bcreateMachine\(/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(defining).toEqual([])
  })

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    '%s is registered under its own id, from its own file, with its model beside it',
    async (id, entry) => {
      expect(entry.model.machine.id).toBe(id)
      const module: Record<string, unknown> = await import(join(root, entry.file))
      expect(Object.values(module)).toContain(entry.model.machine)
      // The chart links the model beside the machine.
      const model: Record<string, unknown> = await import(join(root, modelFileOf(entry)))
      expect(Object.values(model)).toContain(entry.model)
    },
  )

  it('gives each machine a unique id', () => {
    const ids = machineRegistry.map(({ id }) => id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s model coverage', (_, entry) => {
  const coverage = coverageOf(entry.model)

  it('reaches every resting state on some generated path', () => {
    expect(coverage.states.missing, 'resting states no generated path reaches').toEqual([])
  })

  it('says what the person sees in every resting state, and in no state the machine lacks', () => {
    const resting = restingStates(entry.model.machine).map(statePath)
    expect(
      resting.filter((state) => !(state in entry.model.sees)),
      'states missing from sees',
    ).toEqual([])
    expect(Object.keys(entry.model.sees).filter((state) => !resting.includes(state))).toEqual([])
  })

  it('takes every transition (each guarded candidate, `always` and `after` included) on some path', () => {
    expect(coverage.transitions.missing, 'transitions no generated path takes').toEqual([])
  })
})
