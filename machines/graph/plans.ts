import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { dataState } from '../dataState'
import type { MachineEntry } from '../registry'
import { choosePaths } from './choosePaths'
import { coverageOf } from './coverage'
import { actorOutcome, delayOf } from './events'
import { allModelPaths, type MachineModel } from './model'
import { pathIdMaker, slug } from './pathIds'
import { invokedSources } from './transitions'
import { humanize } from './words'

export const PATHS_COMMAND = 'npm run machines:paths'

/** One step of a QA plan: what happens, who makes it happen, and what must then be true. */
export type PlanStep = {
  /** The event exactly as the machine receives it: its type and payload. */
  event: AnyEventObject
  /** `app`: the UI sends it, mostly on the person's action; `actor`: an invoked actor (a call, a stream, a
   * device) finishes, fails or reports; `timer`: a delay elapses. */
  by: 'app' | 'actor' | 'timer'
  /** The invoked actor's `src` (for `by: 'actor'`), or the delay's name and length (for `by: 'timer'`). */
  actor?: string
  delay?: string
  ms?: number
  /** The state after the event, as `data-state` on the flow's root element shows it. */
  state: string
  sees: string
}

export type PlanPath = {
  id: string
  /** `shortest`: the shortest way to its last state; `covering`: one of a few paths that together take every
   * transition. */
  kinds: Array<'shortest' | 'covering'>
  start: string
  initial: { state: string; sees: string }
  steps: PlanStep[]
}

function describeState(model: MachineModel, snapshot: AnyMachineSnapshot) {
  const state = dataState(snapshot.value)
  const described = snapshot._nodes.find((node) => node.type === 'atomic' && node.description)?.description
  return { state, sees: model.sees[state] ?? described ?? humanize(state.replace(/\./g, ', ')) }
}

/** How long a delay lasts from the state it starts in: fixed, or computed from the machine's data. */
function delayMs(machine: AnyStateMachine, delay: string, from: AnyMachineSnapshot, event: AnyEventObject) {
  if (/^\d+$/.test(delay)) return Number(delay)
  const length: unknown = machine.implementations.delays[delay]
  const ms = typeof length === 'function' ? length({ context: from.context, event }) : length
  return typeof ms === 'number' ? ms : undefined
}

function planStep(
  entry: MachineEntry,
  event: AnyEventObject,
  after: AnyMachineSnapshot,
  before: AnyMachineSnapshot,
) {
  const { model } = entry
  const outcome = actorOutcome(event.type)
  const sentBy = Object.entries(model.actorEvents ?? {}).find(([, types]) => types.includes(event.type))?.[0]
  const delay = delayOf(event.type)
  const who: Pick<PlanStep, 'by' | 'actor' | 'delay' | 'ms'> = outcome
    ? { by: 'actor', actor: invokedSources(model.machine).get(outcome.id) ?? outcome.id }
    : sentBy
      ? { by: 'actor', actor: sentBy }
      : delay
        ? { by: 'timer', delay, ms: delayMs(model.machine, delay, before, event) }
        : { by: 'app' }
  return { event, ...who, ...describeState(model, after) } satisfies PlanStep
}

/** Data the JSON cannot hold (functions, a recording's Blob, other class instances) is named instead. */
function jsonSafe(_key: string, value: unknown): unknown {
  if (typeof value === 'function') return undefined
  if (typeof Blob !== 'undefined' && value instanceof Blob) return { blob: value.type, size: value.size }
  // A device handle and the like: what a browser replay has to stand in for is its methods.
  const entries = value && typeof value === 'object' ? Object.entries(value) : []
  if (entries.length && entries.every(([, v]) => typeof v === 'function'))
    return { methods: entries.map(([name]) => name) }
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : null
  if (prototype && prototype !== Object.prototype && prototype !== Array.prototype)
    return `[${prototype.constructor?.name ?? 'object'}]`
  return value
}

/** `docs/machines/paths/<id>.json`: the machine's QA plan, generated from its model. */
export function planDocument(entry: MachineEntry): string {
  const { model } = entry
  const coverage = coverageOf(model)
  const makeId = pathIdMaker(entry.id, model)
  const paths: PlanPath[] = choosePaths(entry.model).map(({ start, path, kinds }) => {
    const [first, ...rest] = path.steps
    return {
      id: makeId(
        start,
        rest.map(({ event }) => event),
      ),
      kinds,
      start: slug(start),
      initial: describeState(model, first.state as AnyMachineSnapshot),
      steps: rest.map(({ event, state }, i) =>
        planStep(entry, event, state as AnyMachineSnapshot, path.steps[i].state as AnyMachineSnapshot),
      ),
    }
  })
  const plan = {
    machine: entry.id,
    purpose: entry.purpose,
    spec: entry.spec,
    generatedBy: `${PATHS_COMMAND} from ${entry.file} and its model; do not edit by hand`,
    coverage: {
      states: {
        total: coverage.states.total,
        reached: coverage.states.total - coverage.states.missing.length,
      },
      transitions: {
        total: coverage.transitions.total,
        taken: coverage.transitions.total - coverage.transitions.missing.length,
      },
      generatedPaths: allModelPaths(model).length,
    },
    starts: Object.fromEntries(
      Object.entries(model.inputs).map(([name, input]) => [slug(name), { description: name, input }]),
    ),
    paths,
  }
  return `${JSON.stringify(plan, jsonSafe, 2)}\n`
}
