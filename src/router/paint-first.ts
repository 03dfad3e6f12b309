import type { AnyRouter } from '@tanstack/react-router'

/** The most a navigation waits for the frame (a hidden tab paints none). */
const FRAME_TIMEOUT_MS = 100

/** The inputs whose frame the browser should paint before a navigation they start (a tap, a click, a key). */
const INPUTS = new Set(['click', 'keydown', 'keyup', 'pointerdown', 'pointerup', 'touchstart', 'touchend'])

/** Resolves once the browser has painted the next frame (a task queued from that frame's animation callback). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, FRAME_TIMEOUT_MS)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timeout)
        resolve()
      }, 0),
    )
  })
}

/** True while the browser dispatches a person's tap, click or key press (not a script's event). */
export function inInput(): boolean {
  const event = typeof window === 'undefined' ? undefined : window.event
  return Boolean(event?.isTrusted && INPUTS.has(event.type))
}

/**
 * A navigation or preload that a tap or key press starts runs once the browser has painted that input's frame
 * (ADR 0069). Left in the tap, a phone first matched the routes, pushed the history entry, ran the guard,
 * started the page's code and rendered the router's state before it could show the tap at all (160–370 ms on
 * the bench's phone). The pressed link now shows at once; the new page comes a frame later than it would have.
 * Navigations made by code outside an input (redirects, loaders, timers) run at once, as before.
 */
export function paintBeforeNavigating(router: AnyRouter): void {
  const navigate = router.navigate
  const preloadRoute = router.preloadRoute
  router.navigate = ((options) =>
    inInput() ? afterNextPaint().then(() => navigate(options)) : navigate(options)) as typeof navigate
  router.preloadRoute = ((options) =>
    inInput()
      ? afterNextPaint().then(() => preloadRoute(options))
      : preloadRoute(options)) as typeof preloadRoute
}
