import type { StateValue } from 'xstate'

/**
 * A machine's state as the root element of its flow shows it in `data-state` (and as QA plans name it):
 * `signedIn`, `attempting.answering.idle`; the regions of a parallel state are separated by spaces.
 */
export function dataState(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .flatMap(([key, child]) =>
      child === undefined
        ? [key]
        : dataState(child)
            .split(' ')
            .map((leaf) => `${key}.${leaf}`),
    )
    .join(' ')
}
