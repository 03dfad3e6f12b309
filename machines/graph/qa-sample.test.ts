import { describe, expect, it } from 'vitest'
import { sampleCoveringPaths } from './qa-sample'

const step = (type: string, state: string) => ({ event: { type }, by: 'app' as const, state, sees: state })
const path = (id: string, ...moves: [string, string][]) => ({
  id,
  initial: { state: 'idle', sees: 'idle' },
  steps: moves.map(([type, state]) => step(type, state)),
})

describe('sampleCoveringPaths', () => {
  const paths = [
    path('short', ['play', 'playing']),
    path('long', ['play', 'playing'], ['pause', 'paused'], ['play', 'playing']),
    path('other', ['next', 'idle']),
    path('same-as-short', ['play', 'playing']),
  ]

  it('takes the path with the most new moves first, then the one that adds most', () => {
    const { chosen, moves, of } = sampleCoveringPaths(paths, 2)
    expect(chosen.map((p) => p.id)).toEqual(['long', 'other'])
    expect([moves, of]).toEqual([4, 4])
  })

  it('stops when nothing new is left to take, however high the limit', () => {
    expect(sampleCoveringPaths(paths, 10).chosen.map((p) => p.id)).toEqual(['long', 'other'])
  })

  it('keeps to the limit and says how much of the machine the sample takes', () => {
    const { chosen, moves, of } = sampleCoveringPaths(paths, 1)
    expect(chosen.map((p) => p.id)).toEqual(['long'])
    expect(moves / of).toBe(3 / 4)
  })

  it('prefers the shorter of two paths that add as much', () => {
    const tie = [path('b-long', ['x', 'a'], ['y', 'idle']), path('a-short', ['z', 'a'])]
    expect(sampleCoveringPaths(tie, 1).chosen[0].id).toBe('b-long')
    const even = [path('two', ['x', 'idle'], ['x', 'idle']), path('one', ['y', 'b'])]
    expect(sampleCoveringPaths(even, 1).chosen[0].id).toBe('one')
  })

  it('answers a path for a machine whose paths take no moves', () => {
    expect(sampleCoveringPaths([path('start-only')], 3).chosen.map((p) => p.id)).toEqual(['start-only'])
  })
})
