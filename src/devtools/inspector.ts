import { createBrowserInspector } from '@statelyai/inspect'
import type { MachineContext } from 'xstate'
import { createRedactor } from './redact'

/**
 * The Stately inspector in a window of its own (loaded only when a page asks for it). A production build has
 * it only when built with INSPECT=true, and may then run with real accounts: the inspector, a page on
 * Stately's site, then sees events and context redacted as recorded sessions are.
 */
export function openInspector() {
  if (!import.meta.env.PROD) return createBrowserInspector()
  const redactor = createRedactor()
  return createBrowserInspector({
    sanitizeEvent: (event) => ({ ...(redactor.event(event).data as object), type: event.type }),
    sanitizeContext: (context) => redactor.value(context) as MachineContext,
  })
}
