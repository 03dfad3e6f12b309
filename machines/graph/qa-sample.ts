import type { PlanPath, PlanStep } from './plans'

/** A move of a path as the browser sees it: the state it leaves, what happens, the state it reaches. */
const transitionsOf = (path: { initial: { state: string }; steps: PlanStep[] }) => {
  let from = path.initial.state
  return path.steps.map((step) => {
    const move = `${from} —${step.event.type}→ ${step.state}`
    from = step.state
    return move
  })
}

/**
 * A few paths of a machine that together take as many of its moves as any `limit` of them can, chosen greedily
 * (most moves not yet taken first; fewer steps on a tie, then the path's id, so every run picks the same ones).
 * `npm test` replays this sample in Chromium; `npm run test:qa-paths` replays every path. Each path is given as
 * the part of it a browser can drive.
 */
export function sampleCoveringPaths<P extends Pick<PlanPath, 'id' | 'initial' | 'steps'>>(
  paths: P[],
  limit: number,
) {
  const taken = new Set<string>()
  const left = paths.map((path) => ({ path, moves: new Set(transitionsOf(path)) }))
  const chosen: P[] = []
  while (chosen.length < limit && left.length > 0) {
    const gain = (moves: Set<string>) => [...moves].filter((m) => !taken.has(m)).length
    left.sort(
      (a, b) =>
        gain(b.moves) - gain(a.moves) ||
        a.path.steps.length - b.path.steps.length ||
        a.path.id.localeCompare(b.path.id),
    )
    const best = left.shift()
    if (!best || (gain(best.moves) === 0 && chosen.length > 0)) break
    chosen.push(best.path)
    for (const move of best.moves) taken.add(move)
  }
  return { chosen, moves: taken.size, of: new Set(paths.flatMap(transitionsOf)).size }
}
