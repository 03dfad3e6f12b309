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
 * A route's `beforeLoad`: declares who may see it and sends everyone else where decideRoute says.
 * Public pages skip the call because decideRoute's first rule allows every public route.
 */
export function guard(access: RouteAccess) {
  return async ({ location }: GuardContext) => {
    if ('public' in access) return { access }
    const { decideRoute } = await loadRouteGuard()
    const decision = decideRoute({
      access,
      user: getSessionUser(),
      pathname: location.pathname,
      search: location.search as Record<string, unknown>,
    })
    if (decision.type === 'redirect') throw redirect({ href: hrefWithSearch(decision.to, decision.search) })
    return { access }
  }
}

export function needsAuth(access: RouteAccess | undefined): boolean {
  return access !== undefined && !('public' in access)
}
