import type { AnyMachineSnapshot } from 'xstate'
import { dataState } from '../dataState'
import { pathTransitions } from './coverage'
import { allModelPaths, type MachineModel, type ModelPath } from './model'

type Candidate = { start: string; path: ModelPath; order: number }
type Kind = 'shortest' | 'covering'
type Chosen = Candidate & { kinds: Kind[] }

/** The shortest way to each state, then a small set of generated paths that together take every transition
 * (greedy: the path taking the most transitions not yet taken, the shorter on a tie, until none is left). */
export function choosePaths(model: MachineModel): Chosen[] {
  const candidates: Candidate[] = allModelPaths(model).map(({ start, path }, order) => ({
    start,
    path,
    order,
  }))
  const chosen = new Map<string, Chosen>()
  const choose = (candidate: Candidate, kind: Kind) => {
    const key = `${candidate.order}:${candidate.path.steps.length}`
    const kinds = chosen.get(key)?.kinds ?? []
    chosen.set(key, { ...candidate, kinds: [...kinds, kind] })
  }
  // A prefix of a shortest path is a shortest path too, and the walk keeps only the longest of them.
  const prefixes = candidates.flatMap((candidate) =>
    candidate.path.steps.map((step, i) => ({
      ...candidate,
      path: { ...candidate.path, steps: candidate.path.steps.slice(0, i + 1), state: step.state },
    })),
  )
  const reached = new Set<string>()
  for (const prefix of prefixes.sort(
    (a, b) => a.path.steps.length - b.path.steps.length || a.order - b.order,
  )) {
    const state = dataState((prefix.path.state as AnyMachineSnapshot).value)
    if (reached.has(state)) continue
    reached.add(state)
    choose(prefix, 'shortest')
  }
  const taken = new Map(candidates.map((c) => [c, new Set(pathTransitions(model, c.start, c.path))]))
  const uncovered = new Set([...taken.values()].flatMap((keys) => [...keys]))
  while (uncovered.size) {
    const gain = (c: Candidate) => [...taken.get(c)!].filter((key) => uncovered.has(key)).length
    const best = candidates.reduce((top, c) =>
      gain(c) > gain(top) || (gain(c) === gain(top) && c.path.steps.length < top.path.steps.length) ? c : top,
    )
    for (const key of taken.get(best)!) uncovered.delete(key)
    choose(best, 'covering')
  }
  return [...chosen.values()].sort((a, b) => a.order - b.order || a.path.steps.length - b.path.steps.length)
}
