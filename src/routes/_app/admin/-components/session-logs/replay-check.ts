import type { LogValue, SessionLogFile } from '../../../../../../contracts/session-logs'
import { machineRegistry } from '../../../../../../machines/registry'
import { type ReplayResult, type ReplayStep, replaySessionLog } from '../../../../../devtools/replay/replay'

/** Where one actor ended: the state recorded last, and the one the replay reached before it ended or stopped. */
export type ActorEnd = { actor: string; recorded: LogValue; replayed: LogValue | null; same: boolean }
export type ReplayCheck = ReplayResult & { bySeq: Map<number, ReplayStep>; ends: ActorEnd[] }

const registered = () => Object.fromEntries(machineRegistry.map((entry) => [entry.id, entry.model.machine]))

/** Replays a recording in the page on the registry's machines, as `npm run qa:replay -- --log` does. */
export function checkReplay(log: SessionLogFile, machines = registered()): ReplayCheck {
  const result = replaySessionLog(log, machines)
  const bySeq = new Map(result.steps.map((step) => [step.entry.seq, step]))
  const lastRecorded = new Map<string, SessionLogFile['entries'][number]>()
  for (const entry of [...log.entries].sort((a, b) => a.seq - b.seq)) lastRecorded.set(entry.actor, entry)
  const lastReplayed = new Map<string, ReplayStep>()
  for (const step of result.steps) lastReplayed.set(step.entry.actor, step)
  const ends = [...lastRecorded.values()].map((entry): ActorEnd => {
    const step = lastReplayed.get(entry.actor)
    return {
      actor: entry.actor,
      recorded: entry.value,
      replayed: step?.replayed ?? null,
      // An actor's replay stops at its first difference, so it ended alike only if its last entry replayed.
      same: step?.entry.seq === entry.seq && step.ok,
    }
  })
  return { ...result, bySeq, ends }
}
