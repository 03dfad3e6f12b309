import type { AnyActor, AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate'
import { SESSION_LOG_LIMITS } from '../../contracts/session-log-limits'
import type { LogValue, SessionLogEntry } from '../../contracts/session-logs'
import { createRedactor, type Redactor } from './redact'

type Sent = { event: AnyEventObject; source: AnyActor | undefined }
type Machine = { id: string; resolveState: unknown }
const MAX_QUEUED = 100

const isMachineActor = (ref: AnyActor) =>
  ref._parent === undefined && typeof (ref.logic as Partial<Machine>).resolveState === 'function'

/** State values are the machine's own names: kept as they are, only bounded. */
const stateValue = (value: unknown): LogValue =>
  typeof value === 'string'
    ? value.slice(0, 100)
    : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k.slice(0, 64), stateValue(v)]))

/**
 * The app's machine actors as a recorded session: what each was started with, every event it took (who sent
 * it, redacted) and the state after it. Only root machine actors are recorded; what their invoked actors do
 * reaches them as events and is recorded there, which is all a replay needs.
 */
export class EventLog {
  /** Whether entries are kept; actors are followed either way, so recording can begin mid-page. */
  recording = false
  startedAt = new Date()
  private startMs: number
  private seq = 0
  private pending: SessionLogEntry[] = []
  private redactor: Redactor = createRedactor()
  private readonly names = new WeakMap<AnyActor, string>()
  private readonly counts = new Map<string, number>()
  private readonly sent = new WeakMap<AnyActor, Sent[]>()
  private readonly live = new Set<AnyActor>()

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly capacity = 5_000,
  ) {
    this.startMs = now()
  }

  observe(inspection: InspectionEvent): void {
    // Inspection events type their actors loosely; the app's are always full actors.
    const ref = inspection.actorRef as AnyActor
    if (!isMachineActor(ref)) return
    if (inspection.type === '@xstate.event') {
      const queue = this.sent.get(ref) ?? []
      // Events sent to a stopped actor are never taken; the queue must not grow for them.
      if (queue.length >= MAX_QUEUED) queue.shift()
      queue.push({ event: inspection.event, source: inspection.sourceRef as AnyActor | undefined })
      this.sent.set(ref, queue)
    } else if (inspection.type === '@xstate.snapshot') {
      this.took(ref, inspection.event, inspection.snapshot as AnyMachineSnapshot)
    }
  }

  /** Starts a new recording: numbering afresh, and a `join` entry for every actor already running. */
  restart(recording = true): void {
    this.recording = recording
    this.startedAt = new Date()
    this.startMs = this.now()
    this.seq = 0
    this.pending = []
    this.redactor = createRedactor()
    if (!recording) return
    for (const ref of this.live) {
      const snapshot = ref.getSnapshot() as AnyMachineSnapshot
      this.push(ref, snapshot, { type: 'lantern.join' }, 'join', 'system', undefined)
      this.pending[this.pending.length - 1].context = this.redactor.value(snapshot.context)
    }
  }

  /** Takes the oldest entries, at most `max` and about `maxChars` of JSON, for sending. */
  take(max: number, maxChars: number): SessionLogEntry[] {
    let chars = 0
    let count = 0
    while (count < Math.min(max, this.pending.length)) {
      chars += JSON.stringify(this.pending[count]).length + 1
      if (count > 0 && chars > maxChars) break
      count++
    }
    return this.pending.splice(0, count)
  }

  get size(): number {
    return this.pending.length
  }

  private took(ref: AnyActor, event: AnyEventObject, snapshot: AnyMachineSnapshot): void {
    // Events wait in the actor's mailbox, so the snapshot's event is found by identity, not by position.
    const queue = this.sent.get(ref) ?? []
    const index = queue.findIndex((sent) => sent.event === event)
    const source = index >= 0 ? queue[index].source : undefined
    queue.splice(0, index + 1)
    if (snapshot.status === 'active') this.live.add(ref)
    else this.live.delete(ref)
    if (!this.recording) return
    const kind = event.type === 'xstate.init' ? 'start' : event.type === 'xstate.stop' ? 'stop' : 'event'
    const from =
      kind !== 'event'
        ? 'system'
        : source === ref
          ? 'timer'
          : source !== undefined && source._parent === ref
            ? 'child'
            : 'app'
    this.push(ref, snapshot, event, kind, from, from === 'child' ? source?.id : undefined)
  }

  private push(
    ref: AnyActor,
    snapshot: AnyMachineSnapshot,
    event: AnyEventObject,
    kind: SessionLogEntry['kind'],
    from: SessionLogEntry['from'],
    child: string | undefined,
  ): void {
    if (this.pending.length >= this.capacity) this.pending.shift()
    this.pending.push({
      seq: this.seq++,
      at: Math.min(Math.max(0, Math.round(this.now() - this.startMs)), SESSION_LOG_LIMITS.maxAtMs),
      actor: this.nameOf(ref),
      machine: (ref.logic as Machine).id.replace(/[^\w.-]/g, '_').slice(0, 64),
      kind,
      event: this.redactor.event(event),
      from,
      ...(child === undefined ? {} : { child: child.slice(0, 120) }),
      value: stateValue(snapshot.value),
      status: snapshot.status,
    })
  }

  private nameOf(ref: AnyActor): string {
    let name = this.names.get(ref)
    if (!name) {
      const id = (ref.logic as Machine).id.replace(/[^\w.-]/g, '_').slice(0, 60)
      const n = (this.counts.get(id) ?? 0) + 1
      this.counts.set(id, n)
      name = `${id}#${n}`
      this.names.set(ref, name)
    }
    return name
  }
}
