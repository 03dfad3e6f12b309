import type { AnyStateMachine } from 'xstate'
import type { LogValue, SessionLogEntry, SessionLogFile } from '../../../contracts/session-logs'
import { ReplayActor } from './replay-actor'

export type ReplayStep = {
  entry: SessionLogEntry
  /** The state the replayed actor reached, or null when the entry could not be replayed. */
  replayed: LogValue | null
  ok: boolean
  problem?: string
}
export type ReplayResult = { ok: boolean; steps: ReplayStep[]; problems: string[] }

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/**
 * Runs a recorded session again, entry by entry, on the machines it was recorded from, and checks each state
 * the replay reaches against the recorded one. Deterministic: a simulated clock, stand-ins for every invoked
 * actor, and `Date.now()` reading the recording's own date (machines compare times, e.g. a session's expiry).
 * An actor stops being replayed at its first difference; the others go on.
 */
export function replaySessionLog(
  log: SessionLogFile,
  machines: Readonly<Record<string, AnyStateMachine>>,
  onStep: (step: ReplayStep) => void = () => {},
): ReplayResult {
  const actors = new Map<string, ReplayActor>()
  const abandoned = new Set<string>()
  const steps: ReplayStep[] = []
  const problems: string[] = []
  const startedAt = Date.parse(log.started_at)
  const realNow = Date.now
  let clockNow = () => 0
  Date.now = () => startedAt + clockNow()
  try {
    for (const entry of [...log.entries].sort((a, b) => a.seq - b.seq)) {
      if (abandoned.has(entry.actor)) continue
      const step = playOne(entry)
      steps.push(step)
      onStep(step)
      if (!step.ok) {
        abandoned.add(entry.actor)
        problems.push(`${entry.actor} at entry ${entry.seq} (${entry.event.type}): ${step.problem}`)
      }
    }
  } finally {
    Date.now = realNow
  }
  return { ok: problems.length === 0, steps, problems }

  function playOne(entry: SessionLogEntry): ReplayStep {
    const failed = (problem: string): ReplayStep => ({ entry, replayed: null, ok: false, problem })
    const machine = machines[entry.machine]
    if (!machine) return failed(`no machine "${entry.machine}" is registered`)
    let actor = actors.get(entry.actor)
    try {
      if (entry.kind === 'join' || (entry.kind === 'start' && !actor)) {
        clockNow = () => entry.at
        actor = new ReplayActor(machine, entry)
        actors.set(entry.actor, actor)
      } else if (!actor) {
        return failed('the log has no start for this actor (it began before the recording and did not join)')
      } else {
        const current = actor
        clockNow = () => current.clock.now()
        actor.play(entry)
      }
    } catch (error) {
      return failed(`replaying it threw ${error instanceof Error ? error.message : String(error)}`)
    }
    const { value, status } = actor.snapshot
    const replayed = value as LogValue
    if (!same(replayed, entry.value))
      return {
        entry,
        replayed,
        ok: false,
        problem: `recorded ${show(entry.value)}, replayed ${show(replayed)}`,
      }
    if (status !== entry.status)
      return { entry, replayed, ok: false, problem: `recorded status ${entry.status}, replayed ${status}` }
    return { entry, replayed, ok: true }
  }
}

/** A state value as people read it: `attempting.answering.dirty`; parallel states as JSON. */
export function show(value: LogValue | null): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value)
    if (keys.length === 1) return `${keys[0]}.${show(value[keys[0]])}`
  }
  return JSON.stringify(value)
}
