import type { AnyEventObject } from 'xstate'
import { actorOutcome, delayOf } from './events'
import type { MachineModel } from './model'

/** `a fresh timed attempt` → `fresh-timed-attempt`; `retrySave` → `retry-save`. */
export function slug(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/^(a|an|the)\s+/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** An event in a path id: `answer`, `save-answer-fails`, `autosave` (a delay, less its `Ms`), `after-30-s`. */
function eventSlug(type: string): string {
  const outcome = actorOutcome(type)
  if (outcome) return `${slug(outcome.id)}-${outcome.outcome === 'done' ? 'done' : 'fails'}`
  const delay = delayOf(type)
  if (delay) return /^\d+$/.test(delay) ? `after-${delay}-ms` : slug(delay.replace(/Ms$/, ''))
  return slug(type.slice(type.lastIndexOf('.') + 1))
}

/**
 * Readable, stable path ids (`quizSession:fresh-timed-attempt:answer-1.autosave.save-answer-fails.submit`):
 * the start (when the model has several), then each event; an event the model lists with several payloads
 * carries the model's name for it, or its place in the model's list, so ids change only when the model does.
 */
export function pathIdMaker(machineId: string, model: MachineModel) {
  const starts = Object.keys(model.inputs)
  const used = new Set<string>()
  return (start: string, events: readonly AnyEventObject[]): string => {
    const listed = model.events(start)
    const parts = events.map((event) => {
      const variants = listed.filter((other) => other.type === event.type)
      const base = eventSlug(event.type)
      if (variants.length < 2) return base
      const named = model.eventName?.(event as never)
      if (named) return `${base}-${slug(named)}`
      return `${base}-${variants.findIndex((other) => JSON.stringify(other) === JSON.stringify(event)) + 1}`
    })
    const head = starts.length > 1 ? `${machineId}:${slug(start)}` : machineId
    const id = `${head}:${parts.join('.') || 'at-start'}`
    let unique = id
    for (let n = 2; used.has(unique); n++) unique = `${id}~${n}`
    used.add(unique)
    return unique
  }
}
