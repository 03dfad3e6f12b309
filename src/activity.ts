import { asyncScheduler, fromEvent, merge, type Observable, throttleTime } from 'rxjs'

/** What counts as the person being there: touching or clicking, pointing, typing, scrolling. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll'] as const

/**
 * The person's activity on the page, for the idle timers: `fromIdle(userActivity())` (machines/streams/idle.ts).
 * Captured, so a scroll inside a panel counts; passive, so listening never holds up scrolling. Pointer moves
 * come every frame, so at most one event a second goes on, the last of a burst included, so that a quiet spell
 * is timed from when the person really stopped.
 */
export function userActivity(target: EventTarget = document): Observable<Event> {
  return merge(...ACTIVITY.map((type) => fromEvent(target, type, { capture: true, passive: true }))).pipe(
    throttleTime(1000, asyncScheduler, { leading: true, trailing: true }),
  )
}
