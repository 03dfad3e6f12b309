import type { InspectionEvent, Observer } from 'xstate'
import { readConfig } from '../config'
import { EventLog } from './event-log'
import { devtoolsSettings } from './flags'
import { startUploads } from './upload'

type Listener = (event: InspectionEvent) => void
const listeners = new Set<Listener>()

/**
 * The one place the app's machine actors are observed: every `createActor` and `createActorContext` provider
 * in `src/` passes it as XState's `inspect` option (which covers the actors they invoke too). It feeds the
 * page's recorded session and, when it is open, the Stately inspector (docs/decisions/0022-recorded-sessions.md).
 */
export function observe(event: InspectionEvent): void {
  for (const listener of listeners) listener(event)
}

/** The page's recorded session. */
export const eventLog = new EventLog()
listeners.add((event) => eventLog.observe(event))

// The inspector loads lazily, after the first actors have started: what they did meanwhile waits here.
const EARLY_LIMIT = 2_000
const early: InspectionEvent[] = []
const keepEarly: Listener = (event) => {
  if (early.length < EARLY_LIMIT) early.push(event)
}

/** Connects an inspector (`@statelyai/inspect`): it gets what was kept for it, then everything as it happens. */
export function connectInspector(inspector: { inspect: Observer<InspectionEvent> }): () => void {
  const forward: Listener = (event) => inspector.inspect.next?.(event)
  listeners.delete(keepEarly)
  for (const event of early.splice(0)) forward(event)
  listeners.add(forward)
  return () => listeners.delete(forward)
}

const INSPECT_CHOICE_KEY = 'lantern.inspect'
// Known when building: a production build made without INSPECT=true has no way to the inspector at all. It also
// keeps this chunk free of dynamic imports, whose loader would otherwise leave the first page's chunk.
const INSPECTOR_BUILT = import.meta.env.MODE !== 'production' || import.meta.env.INSPECT === true

function boot(): void {
  if (typeof window === 'undefined') return
  const settings = devtoolsSettings({
    mode: import.meta.env.MODE,
    inspectBuild: import.meta.env.INSPECT === true,
    search: window.location.search,
    remembered: sessionStorage.getItem(INSPECT_CHOICE_KEY),
    // Read, not cached: this runs as the module loads, before a test may have put its page config in place.
    environment: readConfig().environment,
  })
  if (settings.remember) sessionStorage.setItem(INSPECT_CHOICE_KEY, settings.remember)
  if (INSPECTOR_BUILT && settings.inspector) {
    listeners.add(keepEarly)
    void import('./inspector').then(({ openInspector }) => connectInspector(openInspector()))
  }
  eventLog.recording = settings.recording === 'always'
  // Unit tests keep the recording in memory: there is no server to send it to.
  if (import.meta.env.VITEST) return
  startUploads(eventLog, settings.recording)
}
// Watching the flows is a convenience: if it fails, the app must still run.
try {
  boot()
} catch (err) {
  console.warn('Lantern devtools could not start; the app runs without them.', err)
}
