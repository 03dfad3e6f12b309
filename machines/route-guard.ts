import { initialTransition } from 'xstate'
import type { User } from '../contracts/common'
import { ROLE_NAME } from '../contracts/constants'
import { dataState } from './dataState'
import { landingFor, PORTAL_PREFIX as PREFIX } from './homes'
import {
  type RouteDecision,
  type RouteRequest,
  type RouteSearch,
  routeGuardMachine,
} from './routeGuard.machine'

export { homeFor, landingFor, PORTAL_PREFIX } from './homes'
export type { RouteAccess, RouteDecision, RouteRequest } from './routeGuard.machine'

/** The route guard of spec §4 for one navigation: the state it ends in (`toLogin`…) and its decision. */
export function checkRoute(request: RouteRequest): { state: string; decision: RouteDecision } {
  const [snapshot] = initialTransition(routeGuardMachine, request)
  const { decision } = snapshot.context
  if (!decision) throw new Error(`The route guard stopped in "${String(snapshot.value)}" without a decision`)
  return { state: dataState(snapshot.value), decision }
}

/** The route guard of spec §4 for one navigation: allow it, or where to send the user instead. */
export function decideRoute(request: RouteRequest): RouteDecision {
  return checkRoute(request).decision
}

const ORIGIN = 'https://lantern.invalid'

/** A same-site path from untrusted input, or null; `//host`, `/\host` and absolute URLs would leave the site. */
export function safeRedirectPath(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return null
  }
  try {
    const url = new URL(value, ORIGIN)
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments can normalise into a protocol-relative path: "/.//evil.example" → "//evil.example".
    if (url.origin !== ORIGIN || path.startsWith('//') || path.startsWith('/\\')) return null
    return path
  } catch {
    return null
  }
}

const REDEEMS_CODES = new Set(['parent', 'student'])

/** Where a parent or student who arrived with an activation code goes to use it (plan §2 item 6), or null. */
function redemptionTarget(search: RouteSearch, user: User): string | null {
  const code = typeof search.activation_code === 'string' ? search.activation_code.trim() : ''
  if (!code || !REDEEMS_CODES.has(ROLE_NAME[user.user_role_id])) return null
  return `${PREFIX}/product-redemption?${new URLSearchParams({ activation_code: code })}`
}

/**
 * Where to go after signing in: the login page's `redirect` when it stays on this site, else the page that
 * redeems a carried activation code (parents and students), else the user's landing.
 */
export function loginRedirectTarget(search: RouteSearch, user: User): string {
  return safeRedirectPath(search.redirect) ?? redemptionTarget(search, user) ?? landingFor(user)
}
