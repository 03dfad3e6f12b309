import { expect, type Route } from '@playwright/test'
import type { Leaderboard } from '../../contracts/leaderboard'
import type { LoadedBoard } from '../../machines/leaderboardModal.machine'
import { modalSeenKey } from '../../machines/leaderboardModal.rules'
import type { PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { freshStudent, signInPage } from './students'

/** The whole reply the plan's period stands for: a Bronze league of two, the student second. */
function replyFor(output: LoadedBoard): Leaderboard {
  const { period } = output
  return {
    period: {
      next_start_date: '2026-12-07',
      next_end_date: '2026-12-13',
      ...period,
      previous: period.previous
        ? { league: 1, rank: 2, points: 45, outcome: 'stayed', ...period.previous }
        : null,
    },
    league: 1,
    rank: period.assigned ? 2 : null,
    hidden: false,
    promote_count: 1,
    demote_count: 0,
    students: period.assigned
      ? [
          { first_name: 'Mei', last_name: 'T.', points: 60, current_level: 1, is_me: false },
          { first_name: 'Quinn', last_name: 'Tester', points: 45, current_level: 1, is_me: true },
        ]
      : [],
  }
}

/**
 * The leaderboard modal on /student/leaderboard for a new student whose modal-seen flags are the plan's start.
 * Each GET /leaderboard is held until the path says how it ends: answered with the plan's period, or dropped.
 */
export const leaderboardModalDriver: FlowDriver = {
  machine: 'leaderboardModal',
  cannotDrive(step) {
    if (step.event.type.startsWith('xstate.after.untilWeekEnds'))
      return 'a week cannot pass in the browser; the machine test waits it out on a simulated clock'
    if (step.event.type === 'leaderboard.changed')
      return 'the page sends it once new data has arrived, so "loading" is never seen alone; the machine tests cover it'
    return null
  },
  async open(page, _path, start) {
    const student = await freshStudent(page.request)
    await signInPage(page, student.user)
    const seen = (start?.input?.seen ?? { results: null, current: null }) as object
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      modalSeenKey(Number(student.user.id)),
      JSON.stringify(seen),
    ] as const)
    const held: Route[] = []
    await page.route('**/api/v1/leaderboard', (route) => void held.push(route))
    const next = async () => {
      await expect
        .poll(() => held.length, { message: 'the page should be reading its league' })
        .toBeGreaterThan(0)
      return held.shift() as Route
    }
    const flow = page.locator('[data-flow="leaderboardModal"]')
    await page.goto('/student/leaderboard')
    const run: FlowRun = {
      async act(step: PlanStep) {
        const { type } = step.event
        if (type === 'xstate.done.actor.loadLeaderboard') {
          const output = (step.event as unknown as { output: LoadedBoard }).output
          return (await next()).fulfill({ json: replyFor(output) })
        }
        if (type === 'xstate.error.actor.loadLeaderboard') {
          // The query tries again (spec §9: 3 retries); each try is dropped until the flow gives up.
          await expect
            .poll(
              async () => {
                while (held.length) await (held.shift() as Route).abort('failed')
                return flow.getAttribute('data-state')
              },
              { timeout: 20_000, intervals: [250] },
            )
            .toBe('unavailable')
          return
        }
        if (type === 'modal.dismiss') return page.getByRole('dialog').getByRole('button').click()
        throw new Error(`The leaderboardModal driver cannot make ${type} happen`)
      },
    }
    return run
  },
}
