import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { RouteAccess } from '../../machines/route-guard'
import { getSessionUser } from '../auth/session'

type GuardContext = { location: ParsedLocation }

let routeGuard: Promise<typeof import('../../machines/route-guard')> | null = null
/** The rules (and XState, which runs them) load on the first protected page, not on public ones. */
export function loadRouteGuard() {
  routeGuard ??= import('../../machines/route-guard')
  return routeGuard
}

export function hrefWithSearch(to: string, search?: Record<string, string>): string {
  const query = new URLSearchParams(search).toString()
  return query ? `${to}?${query}` : to
}

/**
 * A route's `beforeLoad`: declares who may see it and sends everyone else where checkRoute says.
 * Public pages skip the call (its first rule allows every public route) and only show the state.
 */
export function guard(access: RouteAccess) {
  return async ({ location }: GuardContext) => {
    if ('public' in access) {
      showGuardState('allowed')
      return { access }
    }
    const { checkRoute } = await loadRouteGuard()
    const { state, decision } = checkRoute({
      access,
      user: getSessionUser(),
      pathname: location.pathname,
      search: location.search as Record<string, unknown>,
    })
    showGuardState(state)
    if (decision.type === 'redirect') throw redirect({ href: hrefWithSearch(decision.to, decision.search) })
    return { access }
  }
}

/**
 * The guard's last decision as its machine's state, for QA paths and recorded sessions:
 * `<meta data-flow="routeGuard" data-state="toLogin">` (the guard has no element of its own on the page).
 */
function showGuardState(state: string) {
  if (typeof document === 'undefined') return
  let hook = document.head.querySelector('meta[data-flow="routeGuard"]')
  if (!hook) {
    hook = document.createElement('meta')
    hook.setAttribute('data-flow', 'routeGuard')
    document.head.append(hook)
  }
  hook.setAttribute('data-state', state)
}

export function needsAuth(access: RouteAccess | undefined): boolean {
  return access !== undefined && !('public' in access)
}
