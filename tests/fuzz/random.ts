/**
 * The fuzz suite's only source of chance: a seeded PRNG (mulberry32), so a run is replayed exactly by
 * giving its seed back (`FUZZ_SEED=…`). Each route draws from its own stream, derived from the seed and the
 * route's name, so replaying one route (`FUZZ_ROUTE=…`) sends the same cases as in the full run.
 */
export type Random = {
  next(): number
  int(below: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
}

export function random(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  return { next, int, chance: (p) => next() < p, pick: (items) => items[int(items.length)] }
}

/** A stable 32-bit hash of a name (FNV-1a), to derive one stream per route from the run's seed. */
export function hash(name: string) {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h >>> 0
}

export const streamFor = (seed: number, name: string) => random((seed ^ hash(name)) >>> 0)

/** The run's seed: FUZZ_SEED when given (a replay), else `fallback`. */
export function runSeed(fallback: number) {
  const given = process.env.FUZZ_SEED
  if (given === undefined || given === '') return fallback
  const seed = Number(given)
  if (!Number.isInteger(seed) || seed < 0)
    throw new Error(`FUZZ_SEED must be a whole number, not "${given}".`)
  return seed >>> 0
}
