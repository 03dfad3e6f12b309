import { describe, expect, it } from 'vitest'
import { modelPaths } from './graph/model'
import { decideRoute } from './route-guard'
import type { RouteRequest, routeGuardMachine } from './routeGuard.machine'
import { routeCases, routeGuardModel } from './routeGuard.model'
import { pathName, type ReplayStep, replayPath } from './testing/replay'

describe('decideRoute (spec §4 table)', () => {
  it.each(routeCases)('%s', (_, input, expected) => {
    expect(decideRoute(input)).toEqual(expected)
  })
})

describe('routeGuardMachine', () => {
  const start = 'a public page, signed out'
  const expectedFor = new Map(routeCases.map(([, input, expected, state]) => [input, { expected, state }]))
  const paths = modelPaths(routeGuardModel, start)

  it.each(paths.map((path) => [pathName(path), path] as const))('%s', (_, path) => {
    const input = routeGuardModel.inputs[start]
    const expectDecision =
      (state: string) =>
      ({ real, event }: ReplayStep<typeof routeGuardMachine>) => {
        const current: RouteRequest = event.request ?? input
        const { expected, state: expectedState } = expectedFor.get(current)!
        expect(real.value).toBe(state)
        expect(state).toBe(expectedState)
        expect(real.context.request).toBe(current)
        expect(real.context.decision).toEqual(expected)
        expect(decideRoute(current)).toEqual(expected)
      }
    return replayPath(path, {
      model: routeGuardModel,
      input,
      rules: () => [],
      states: {
        allowed: expectDecision('allowed'),
        toLogin: expectDecision('toLogin'),
        toRoleHome: expectDecision('toRoleHome'),
        toTeacherHome: expectDecision('toTeacherHome'),
        toLibrary: expectDecision('toLibrary'),
      },
    })
  })

  it('re-checks from every outcome, not only from the first', () => {
    const recheckedFrom = paths.flatMap(({ steps }) =>
      steps.slice(1).map((_, i) => String(steps[i].state.value)),
    )
    expect([...new Set(recheckedFrom)].sort()).toEqual(
      ['allowed', 'toLibrary', 'toLogin', 'toRoleHome', 'toTeacherHome'].sort(),
    )
  })
})
