import {
  type AnyActorLogic,
  type EventObject,
  fromCallback,
  fromEventObservable,
  fromPromise,
  type Observer,
} from 'xstate'

/** Where a test double reports what it was asked to do, as a short effect name (`'save 11'`, `'check'`). */
export type Effect = (name: string) => void
/** Anything a replay connects to its effect log: actor doubles, and fakes such as a microphone. */
export type EffectSource = { connect(effect: Effect): void }
type EffectName<TInput> = string | ((input: TInput) => string)

/**
 * An actor the app provides, replaced in a test by one that does nothing until the path says so: a model's
 * `xstate.done.actor.<id>` becomes `finish(output)`, `xstate.error.actor.<id>` becomes `fail(error)`, and an
 * event the actor sends back (a callback's or a stream's) becomes `send(event)`.
 */
export type ActorDouble<TInput = unknown, TSent extends EventObject = EventObject> = EffectSource & {
  readonly logic: AnyActorLogic
  /** What each start was given, oldest first. */
  readonly inputs: TInput[]
  readonly isRunning: boolean
  finish(output?: unknown): void
  fail(error: unknown): void
  // A method, so that a double of a stream of grading events is still an `ActorDouble` to a replay.
  send(event: TSent): void
}

function startReporter<TInput>(effect: EffectName<TInput> | undefined) {
  let report: Effect = () => {}
  return {
    connect: (to: Effect) => {
      report = to
    },
    started: (input: TInput) => {
      if (effect) report(typeof effect === 'function' ? effect(input) : effect)
    },
  }
}

const notRunning = (what: string) => new Error(`The ${what} is not running, so it cannot be told that`)

/** A promise actor that settles only when the path finishes or fails it. */
export function promiseDouble<TOutput = unknown, TInput = unknown>(
  effect?: EffectName<TInput>,
): ActorDouble<TInput> {
  const reporter = startReporter(effect)
  const inputs: TInput[] = []
  let pending: { resolve: (output: TOutput) => void; reject: (error: unknown) => void } | null = null
  const settle = () => {
    if (!pending) throw notRunning('promise actor')
    const current = pending
    pending = null
    return current
  }
  return {
    connect: reporter.connect,
    inputs,
    get isRunning() {
      return pending !== null
    },
    logic: fromPromise<TOutput, TInput>(({ input, signal }) => {
      inputs.push(input)
      reporter.started(input)
      return new Promise<TOutput>((resolve, reject) => {
        const mine = { resolve, reject }
        pending = mine
        // Leaving the state stops the actor: it can no longer settle.
        signal.addEventListener('abort', () => {
          if (pending === mine) pending = null
        })
      })
    }),
    finish: (output) => settle().resolve(output as TOutput),
    fail: (error) => settle().reject(error),
    send: () => {
      throw new Error('A promise actor only finishes or fails')
    },
  }
}

/** A callback actor (a timer, a device watcher) that sends back only what the path sends through it. */
export function callbackDouble<TEvent extends EventObject = EventObject, TInput = unknown>(
  effect?: EffectName<TInput>,
): ActorDouble<TInput, TEvent> {
  const reporter = startReporter(effect)
  const inputs: TInput[] = []
  let sendBack: ((event: TEvent) => void) | null = null
  return {
    connect: reporter.connect,
    inputs,
    get isRunning() {
      return sendBack !== null
    },
    logic: fromCallback<TEvent, TInput>(({ sendBack: send, input }) => {
      inputs.push(input)
      reporter.started(input)
      sendBack = send
      return () => {
        sendBack = null
      }
    }),
    finish: () => {
      throw new Error('A callback actor only sends events')
    },
    fail: () => {
      throw new Error('A callback actor only sends events')
    },
    send: (event) => {
      if (!sendBack) throw notRunning('callback actor')
      sendBack(event)
    },
  }
}

/** An event stream (an SSE reply) that stays open until the path sends, completes or fails it. */
export function streamDouble<TEvent extends EventObject = EventObject, TInput = unknown>(
  effect?: EffectName<TInput>,
): ActorDouble<TInput, TEvent> {
  const reporter = startReporter(effect)
  const inputs: TInput[] = []
  let observer: Partial<Observer<TEvent>> | null = null
  const close = () => {
    if (!observer) throw notRunning('stream')
    const current = observer
    observer = null
    return current
  }
  return {
    connect: reporter.connect,
    inputs,
    get isRunning() {
      return observer !== null
    },
    logic: fromEventObservable<TEvent, TInput>(({ input }) => ({
      subscribe: (next) => {
        inputs.push(input)
        reporter.started(input)
        observer = typeof next === 'function' ? { next } : next
        return {
          unsubscribe: () => {
            observer = null
          },
        }
      },
    })),
    finish: () => close().complete?.(),
    fail: (error) => close().error?.(error),
    send: (event) => {
      if (!observer) throw notRunning('stream')
      observer.next?.(event)
    },
  }
}
