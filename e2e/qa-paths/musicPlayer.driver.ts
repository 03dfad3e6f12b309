import type { Page } from '@playwright/test'
import { musicPlaysOn } from '../../machines/musicPages'
import { loadPlans, type PlanPath, type PlanStart, type PlanStep } from './plans'
import type { FlowDriver } from './replay'
import { freshStudent, signInPage } from './students'

type Route = { pathname: string; search?: Record<string, unknown> }
const STARTS = loadPlans('musicPlayer').starts
const CONTROLS: Record<string, string> = {
  'music.next': 'Next track',
  'music.previous': 'Previous track',
}

const addressOf = ({ pathname, search = {} }: Route) => {
  const query = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Whether the page before `step` has music, from the path's start and the pages it has moved to since. */
function pageHasMusic(path: PlanPath, step: PlanStep, start: PlanStart | undefined) {
  let route = (start?.input ?? {}) as Route
  for (const earlier of path.steps) {
    if (earlier === step) break
    if (earlier.event.type === 'music.route') route = earlier.event as unknown as Route
  }
  return musicPlaysOn(route.pathname ?? '', route.search)
}

/**
 * The background music in the header of a new student's pages. Steps are the child's clicks on the page and on
 * the music control, and moves between pages made the way the app's links make them (history, no reload).
 */
export const musicPlayerDriver: FlowDriver = {
  machine: 'musicPlayer',
  cannotDrive(step, state, path) {
    const { type } = step.event
    if (type === 'music.duck' || type === 'music.unduck')
      return "the music drops only while the coach reads a reply aloud, which the offline server cannot do (the machine's tests and src/music/fades.test.ts cover it)"
    if (type === 'music.gesture' || type === 'music.route' || step.by === 'timer') return null
    if (state === 'armed')
      return 'pressing a music button is also the first gesture on the page, so armed never sees the press alone'
    if (!pageHasMusic(path, step, STARTS[path.start]))
      return 'the music control shows only on pages with music'
    return null
  },
  async open(page: Page, _path, start) {
    const { user } = await freshStudent(page.request)
    await signInPage(page, user)
    const input = (start?.input ?? {}) as Route & { playing?: boolean; trackIndex?: number }
    await page.addInitScript(
      ({ id, playing, track }) => {
        if (sessionStorage.getItem('qa-music-stored')) return
        sessionStorage.setItem('qa-music-stored', '1')
        localStorage.setItem('music.playing', String(playing))
        localStorage.setItem(`music.track.${id}`, String(track))
      },
      { id: Number(user.id), playing: input.playing ?? true, track: input.trackIndex ?? 0 },
    )
    await page.goto(addressOf(input))
    const controls = page.getByRole('group', { name: 'Background music' })
    return {
      async act(step) {
        const { event } = step
        if (step.by === 'timer') return
        switch (event.type) {
          case 'music.gesture':
            // A click on the page's heading: a gesture that presses nothing.
            return page.getByRole('main').getByRole('heading', { level: 1 }).first().click()
          case 'music.play':
            return controls.getByRole('button', { name: 'Play music' }).click()
          case 'music.pause':
            return controls.getByRole('button', { name: 'Pause music' }).click()
          case 'music.route':
            // As the app's own links move: a new history entry the router follows, without a reload.
            return page.evaluate(
              (address) => {
                window.history.pushState(window.history.state, '', address)
                window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
              },
              addressOf(event as unknown as Route),
            )
          default:
            return controls.getByRole('button', { name: CONTROLS[event.type] }).click()
        }
      },
    }
  },
}
