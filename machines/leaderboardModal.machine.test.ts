import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import { modelPaths, modelStarts } from './graph/model'
import { type LoadedBoard, leaderboardModalMachine } from './leaderboardModal.machine'
import { boards, leaderboardModalModel, WEEK_LEFT_MS } from './leaderboardModal.model'
import { type ModalSeen, modalToShow, parseSeen } from './leaderboardModal.rules'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof leaderboardModalMachine>

/** The spec's rule, written apart from the machine: what each event must cause. */
function expectedEffects(event: AnyEventObject, before: Snapshot): string[] {
  if (event.type === 'modal.dismiss') {
    const { board, seen } = before.context
    const next: ModalSeen = before.matches('results')
      ? { ...seen, results: board?.period.previous?.end_date ?? null }
      : { ...seen, current: board?.period.current.start_date ?? null }
    return [`remember ${JSON.stringify(next)}`]
  }
  const reloads =
    event.type === 'xstate.init' ||
    event.type === 'leaderboard.changed' ||
    event.type.startsWith('xstate.after.untilWeekEnds')
  return reloads ? ['load'] : []
}

describe.each(modelStarts(leaderboardModalModel))('leaderboardModalMachine starting with %s', (start) => {
  const input = leaderboardModalModel.inputs[start]
  it.each(modelPaths(leaderboardModalModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const loadLeaderboard = promiseDouble(() => 'load')
      return replayPath(path, {
        model: leaderboardModalModel,
        input,
        actors: { loadLeaderboard },
        actions: (effect) => ({
          rememberSeen: (_: unknown, seen: ModalSeen) => effect(`remember ${JSON.stringify(seen)}`),
        }),
        rules: expectedEffects,
        everyStep: ({ real }) => expect(loadLeaderboard.isRunning).toBe(real.matches('loading')),
        states: {
          loading: () => {},
          unavailable: () => {},
          results: ({ real }) => {
            expect(real.context.board?.period.previous).not.toBeNull()
            expect(real.context.seen.results).not.toBe(real.context.board?.period.previous?.end_date)
          },
          joinNew: ({ real }) => {
            expect(real.context.seen.current).not.toBe(real.context.board?.period.current.start_date)
            expect(
              modalToShow(real.context.board?.period ?? boards['never played'].period, real.context.seen),
            ).toBe('joinNew')
          },
          nothing: ({ real }) => {
            const board = real.context.board
            if (board) expect(modalToShow(board.period, real.context.seen)).toBe('nothing')
          },
        },
      })
    },
  )
})

describe('the date windows', () => {
  const played = boards['after a week played'].period
  it('shows results only in the week right after the one played', () => {
    expect(modalToShow(played, { results: null, current: null })).toBe('results')
    const old = { ...played, previous: { end_date: '2026-11-22' } }
    expect(modalToShow(old, { results: null, current: null })).toBe('joinNew')
    expect(modalToShow(played, { results: '2026-11-29', current: '2026-11-30' })).toBe('nothing')
  })
  it('says nothing to a child who has never played', () => {
    expect(modalToShow(boards['never played'].period, { results: null, current: null })).toBe('nothing')
  })
  it('reads only well-formed flags from storage', () => {
    expect(parseSeen('{"results":"2026-11-29","current":"<b>"}')).toEqual({
      results: '2026-11-29',
      current: null,
    })
    expect(parseSeen('not json')).toEqual({ results: null, current: null })
    expect(parseSeen(null)).toEqual({ results: null, current: null })
  })
})

describe('leaderboardModalMachine in time', () => {
  it('loads again when the week ends with the page open, and shows the results once', async () => {
    const clock = new SimulatedClock()
    let week = 0
    const next: LoadedBoard = {
      ...boards['after a week played'],
      period: {
        ...boards['after a week played'].period,
        previous: { end_date: '2026-12-06' },
        current: { start_date: '2026-12-07', end_date: '2026-12-13' },
        closes_at: '2026-12-13T16:00:00.000Z',
      },
    }
    const stored: ModalSeen[] = []
    const machine = leaderboardModalMachine.provide({
      actors: {
        loadLeaderboard: fromPromise(async () => (week++ === 0 ? boards['in a league this week'] : next)),
      },
      actions: { rememberSeen: (_, seen) => stored.push(seen) },
    })
    const actor = createActor(machine, { input: { seen: { results: null, current: '2026-11-30' } }, clock })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('nothing')
    clock.increment(WEEK_LEFT_MS - 1)
    await flush()
    expect(actor.getSnapshot().value).toBe('nothing')
    clock.increment(1)
    await flush()
    expect(actor.getSnapshot().value).toBe('results')
    actor.send({ type: 'modal.dismiss' })
    expect(actor.getSnapshot().value).toBe('joinNew')
    actor.send({ type: 'modal.dismiss' })
    expect(actor.getSnapshot().value).toBe('nothing')
    expect(stored.at(-1)).toEqual({ results: '2026-12-06', current: '2026-12-07' })
  })
})
