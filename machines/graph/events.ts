import type { EventObject } from 'xstate'

// A model writes an invoked actor's outcome as the event the machine receives when it settles.
export const doneEvent = <T extends EventObject>(id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as T
export const errorEvent = <T extends EventObject>(id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as T

const OUTCOME = /^xstate\.(done|error)\.actor\.(.+)$/
const DELAY = /^xstate\.after\.([^.]+)\./

/** The invoked actor (by invoke id) an event reports on, and whether it finished or failed. */
export function actorOutcome(type: string): { id: string; outcome: 'done' | 'error' } | null {
  const match = OUTCOME.exec(type)
  return match ? { id: match[2], outcome: match[1] as 'done' | 'error' } : null
}

/** The delay name (or milliseconds, as text) of an `xstate.after.<delay>.<state id>` event. */
export function delayOf(type: string): string | null {
  return DELAY.exec(type)?.[1] ?? null
}
