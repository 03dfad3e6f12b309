import { makeRng, seedOf } from '../../server/db/seed/bank/util'

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

/** The question bank's mulberry32, seen through the fuzz suite's smaller interface. */
export function random(seed: number): Random {
  const rng = makeRng(seed >>> 0)
  return {
    next: rng.next,
    int: (below) => Math.floor(rng.next() * below),
    chance: (p) => rng.next() < p,
    pick: (items) => items[Math.floor(rng.next() * items.length)],
  }
}

/** A stable 32-bit hash of a name (FNV-1a), to derive one stream per route from the run's seed. */
const hash = seedOf

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
