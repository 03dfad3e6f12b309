import {
  asyncScheduler,
  map,
  merge,
  NEVER,
  type Observable,
  type SchedulerLike,
  Subject,
  startWith,
  switchMap,
  timer,
} from 'rxjs'
import { type EventObject, fromCallback } from 'xstate'

/** `event` is due once the person has been idle for `after` milliseconds. */
export type IdleThreshold<TEvent> = { readonly after: number; readonly event: TEvent }
export type IdleInput<TEvent extends EventObject> = { thresholds: readonly IdleThreshold<TEvent>[] }

/**
 * The thresholds' events as the person stays idle. A quiet spell starts on subscribing (the page has just been
 * opened) and again on each activity, which drops what the last spell still had due; within a spell each
 * threshold fires once, in time order. "Once per session" rules are the consuming machine's to keep.
 */
export function idleEvents<TEvent>(
  activity$: Observable<unknown>,
  thresholds: readonly IdleThreshold<TEvent>[],
  scheduler: SchedulerLike = asyncScheduler,
): Observable<TEvent> {
  return activity$.pipe(
    startWith(undefined),
    switchMap(() =>
      merge(...thresholds.map(({ after, event }) => timer(after, scheduler).pipe(map(() => event)))),
    ),
  )
}

/**
 * The idle timers as an actor: a machine invokes it with `input: { thresholds }` and receives their events.
 * Activity is what the app gives (`fromIdle(userActivity())`, src/activity.ts: pointer, keys, scrolling) plus
 * any event the machine sends the actor (`sendTo('idle', { type: 'idle.activity' })`), for activity only the
 * machine sees, such as a dictated message. A callback actor, not `fromEventObservable`, because only a
 * callback actor hears events.
 */
export function fromIdle<TEvent extends EventObject>(
  activity$: Observable<unknown> = NEVER,
  scheduler?: SchedulerLike,
) {
  return fromCallback<EventObject, IdleInput<TEvent>>(({ input, receive, sendBack }) => {
    const reported = new Subject<void>()
    receive(() => reported.next())
    const subscription = idleEvents(merge(activity$, reported), input.thresholds, scheduler).subscribe(
      (event) => sendBack(event),
    )
    return () => subscription.unsubscribe()
  })
}

export type ChatIdle = { type: 'chat.idle'; seconds: 10 | 30 | 120 }

/**
 * Product §4 "Prompt triggers": 2 "first login idle 30 s", 4 "after first practice idle 10 s", 5 "after first
 * practice idle 2 min", 6 "subsequent login idle 2 min" (`PROMPT_TRIGGER` in contracts/constants.ts); §5 "Idle
 * triggers fire at 30 s, 10 s and 120 s". Which trigger a spell means (first login or not, a finished practice
 * not yet viewed) and "each trigger fires once per session" are the chat machine's rules, so the events only
 * say how long the child has been idle.
 */
export const CHAT_IDLE_THRESHOLDS: readonly IdleThreshold<ChatIdle>[] = [
  { after: 10_000, event: { type: 'chat.idle', seconds: 10 } },
  { after: 30_000, event: { type: 'chat.idle', seconds: 30 } },
  { after: 120_000, event: { type: 'chat.idle', seconds: 120 } },
]

export type EncouragementIdle = { type: 'encouragement.idle'; seconds: 90 | 120 }

/**
 * Product §4 "Encouragement events 1 to 18": "idle 90 s" and "idle 120 s" (the 11th and 12th counting the
 * list in order; the spec does not number them); §5 "Idle encouragement fires at 90 s and 120 s".
 */
export const ENCOURAGEMENT_IDLE_THRESHOLDS: readonly IdleThreshold<EncouragementIdle>[] = [
  { after: 90_000, event: { type: 'encouragement.idle', seconds: 90 } },
  { after: 120_000, event: { type: 'encouragement.idle', seconds: 120 } },
]
