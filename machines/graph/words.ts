import type { AnyStateMachine } from 'xstate'
import { actorOutcome, delayOf } from './events'
import type { MachineModel } from './model'
import { type DeclaredTransition, guardName } from './transitions'

type Words = NonNullable<MachineModel['words']>

/** `hasLiveStoredUser` → `has live stored user`. */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim()
}

/** 500 → `500 ms`, 1000 → `1 s`, 30000 → `30 s`, 120000 → `2 min`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`
  return `${ms / 1000} s`
}

/** A guard as a condition a reader can follow: the model's words, else `if <its name in words>`. */
export function guardWords(guard: unknown, words: Words = {}): string | null {
  const name = guardName(guard)
  if (!name) return null
  return words.guards?.[name] ?? `if ${humanize(name)}`
}

/** `after 30 s`; a named delay reads as the model's words for it, with its length when that is fixed. */
export function delayWords(delay: string, machine: AnyStateMachine, words: Words = {}): string {
  if (/^\d+$/.test(delay)) return `after ${formatDuration(Number(delay))}`
  const length = machine.implementations.delays[delay]
  const fixed = typeof length === 'number' ? formatDuration(length) : null
  const meaning = words.delays?.[delay]
  if (meaning) return fixed ? `${meaning} (${fixed})` : meaning
  return fixed ? `after ${fixed}` : `after ${humanize(delay)}`
}

/** What makes the transition happen: an event's type, an actor finishing or failing, a delay, or nothing. */
export function triggerWords(eventType: string, machine: AnyStateMachine, words: Words = {}): string {
  if (!eventType) return 'at once'
  const outcome = actorOutcome(eventType)
  if (outcome) return `${outcome.id} ${outcome.outcome === 'done' ? 'finishes' : 'fails'}`
  const delay = delayOf(eventType)
  if (delay) return delayWords(delay, machine, words)
  return eventType
}

/**
 * The label of a transition on a chart: its trigger and its condition, in words. The last candidate of a
 * guarded list, with no guard of its own, reads "otherwise".
 */
export function transitionWords(
  transition: DeclaredTransition,
  machine: AnyStateMachine,
  words: Words = {},
): string {
  const { source, eventType, definition } = transition
  const trigger = triggerWords(eventType, machine, words)
  const siblings = eventType ? (source.transitions.get(eventType) ?? []) : (source.always ?? [])
  const condition =
    guardWords(definition.guard, words) ??
    (siblings.length > 1 && siblings.indexOf(definition) > 0 ? 'otherwise' : null)
  if (!condition) return trigger
  return eventType ? `${trigger}, ${condition}` : condition
}
