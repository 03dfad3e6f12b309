import {
  type AnyActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromCallback,
  type Snapshot,
} from 'xstate'
import type { LogValue, SessionLogEntry } from '../../../contracts/session-logs'
import { ReplayClock } from './replay-clock'

type SendBack = (event: AnyEventObject) => void

const doNothing = () => undefined

/** An object recorded by its kind (a Blob, a microphone handle): any method the machine calls does nothing. */
const inert = (fields: Record<string, unknown>) =>
  new Proxy(fields, {
    get: (target, key) =>
      typeof key === 'symbol' || key === 'then' || key in target ? Reflect.get(target, key) : doNothing,
  })

/** A recorded value as the machine gets it back: recorded functions become ones that do nothing. */
export function revive(value: LogValue | undefined): unknown {
  if (value === '[function]') return doNothing
  if (Array.isArray(value)) return value.map(revive)
  if (value && typeof value === 'object') {
    const fields = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]))
    return '[class]' in value ? inert(fields) : fields
  }
  return value
}

export const eventOf = (entry: SessionLogEntry): AnyEventObject => ({
  ...(revive(entry.event.data) as object),
  type: entry.event.type,
})

/**
 * One recorded actor, run again on its machine with a simulated clock. Every actor the machine invokes is a
 * stand-in that does nothing by itself: it resolves, rejects or sends exactly what the log says the real one did.
 */
export class ReplayActor {
  readonly clock: ReplayClock
  private actor: AnyActor
  private readonly stubs = new Map<string, SendBack>()
  private readonly processed: string[] = []
  private persisted: Snapshot<unknown> | null = null

  constructor(
    private readonly machine: AnyStateMachine,
    entry: SessionLogEntry,
  ) {
    this.clock = new ReplayClock(entry.at)
    const logic = this.stubbed()
    if (entry.kind === 'join') {
      const snapshot = machine.resolveState({
        value: entry.value as never,
        context: revive(entry.context) as never,
      })
      this.actor = this.create(logic, { snapshot })
    } else {
      this.actor = this.create(logic, { input: (eventOf(entry) as { input?: unknown }).input })
    }
    this.actor.start()
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot
  }

  /** Delivers one recorded entry the way it reached the real actor. */
  play(entry: SessionLogEntry): void {
    const event = eventOf(entry)
    if (entry.kind === 'stop') this.stop()
    else if (entry.kind === 'start') this.restart()
    else if (entry.from === 'timer') this.elapse(event)
    else {
      this.clock.approach(entry.at)
      const stub =
        entry.from === 'child' && entry.child !== undefined ? this.stubs.get(entry.child) : undefined
      // An actor that joined mid-state has no stand-ins running yet: its children's events go straight in.
      if (stub) stub(event)
      else this.actor.send(event)
    }
  }

  /** Runs the clock to each timer in turn until the recorded delayed event has been taken. */
  private elapse(event: AnyEventObject): void {
    const before = this.processed.length
    const taken = () => this.processed.slice(before).includes(event.type)
    while (!taken()) {
      const next = this.clock.nextDeadline()
      // Timers are not restored with a joined snapshot; the delay's event itself stands in for them.
      if (next === undefined) {
        this.actor.send(event)
        return
      }
      this.clock.set(Math.max(this.clock.now(), next))
    }
  }

  /** React's strict mode stops an actor and starts it again from where it was (@xstate/react's rehydration). */
  private stop(): void {
    this.persisted = this.actor.getPersistedSnapshot()
    this.actor.stop()
  }

  private restart(): void {
    if (!this.persisted) return
    this.actor = this.create(this.stubbed(), { snapshot: this.persisted })
    this.persisted = null
    this.actor.start()
  }

  private create(
    logic: AnyStateMachine,
    options: { input?: unknown; snapshot?: Snapshot<unknown> },
  ): AnyActor {
    const actor: AnyActor = createActor(logic, {
      ...options,
      clock: this.clock,
      inspect: (inspection) => {
        if (inspection.type === '@xstate.snapshot' && inspection.actorRef === actor)
          this.processed.push(inspection.event.type)
      },
    })
    return actor
  }

  private stubbed(): AnyStateMachine {
    const names = Object.keys(this.machine.implementations.actors)
    const stubs = this.stubs
    const stub = fromCallback(({ sendBack, self }) => {
      stubs.set(self.id, sendBack)
      return () => {
        if (stubs.get(self.id) === sendBack) stubs.delete(self.id)
      }
    })
    // The machine's actors are replaced by name, whatever their kind: promise, observable or callback.
    return this.machine.provide({ actors: Object.fromEntries(names.map((name) => [name, stub])) } as never)
  }
}
