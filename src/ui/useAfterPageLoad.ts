import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** How long an extra waits for an idle moment once the page has loaded, at most. */
const IDLE_TIMEOUT_MS = 1000

/**
 * True once the page being opened has loaded and the browser has had an idle moment (ADR 0068): for the
 * extras of a layout (the student's music) whose code and first render would otherwise compete with the
 * page itself for a slow phone's processor. Stays true afterwards, across navigations.
 */
export function useAfterPageLoad(): boolean {
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === 'pending' })
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready || loading) return
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(() => setReady(true), 0)
    return () => clearTimeout(id)
  }, [ready, loading])
  return ready
}
