import { assign, setup } from 'xstate'
import type { User } from '../contracts/common'
import { ROLE_NAME, type RoleName, USER_ROLE } from '../contracts/constants'
import { homeFor, PORTAL_PREFIX } from './homes'

export type RouteAccess = { public: true } | { roles: RoleName[]; teacherRoles?: number[] }
export type RouteSearch = Readonly<Record<string, unknown>>
export type RouteRequest = { access: RouteAccess; user: User | null; pathname: string; search: RouteSearch }
export type RouteDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; search?: Record<string, string> }

const LEARNING_PATH = '/student/dashboard'
// Spec §4: login carries the path back only for this page, so a Lite code can be activated after signing in.
const RETURNS_AFTER_LOGIN = new Set([`${PORTAL_PREFIX}/activate-lite-access`])

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

function searchParam(search: RouteSearch, key: string): string | undefined {
  const value = search[key]
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return text || undefined
}

function loginSearch({ pathname, search }: RouteRequest): Record<string, string> | undefined {
  const activationCode = searchParam(search, 'activation_code') ?? searchParam(search, 'code')
  const target = normalizePath(pathname)
  const carried = {
    ...(activationCode && { activation_code: activationCode }),
    ...(RETURNS_AFTER_LOGIN.has(target) && { redirect: target }),
  }
  return Object.keys(carried).length ? carried : undefined
}

const redirect = (to: string, search?: Record<string, string>): RouteDecision =>
  search ? { type: 'redirect', to, search } : { type: 'redirect', to }

export const routeGuardMachine = setup({
  types: {
    input: {} as RouteRequest,
    context: {} as { request: RouteRequest; decision: RouteDecision | null },
    events: {} as { type: 'route.check'; request: RouteRequest },
  },
  guards: {
    isPublic: ({ context }) => 'public' in context.request.access,
    isSignedOut: ({ context }) => context.request.user === null,
    lacksRole: ({ context: { request } }) =>
      'roles' in request.access && !request.access.roles.includes(ROLE_NAME[request.user!.user_role_id]),
    lacksTeacherRole: ({ context: { request } }) => {
      const { access, user } = request
      if (!('roles' in access) || !access.teacherRoles || user!.user_role_id !== USER_ROLE.TEACHER)
        return false
      return !access.teacherRoles.includes(user!.teacher_role_id ?? -1)
    },
    hasLearningPathDisabled: ({ context: { request } }) =>
      normalizePath(request.pathname) === LEARNING_PATH && request.user!.learning_path_disabled,
  },
  actions: {
    allow: assign({ decision: { type: 'allow' } }),
    redirectToLogin: assign({ decision: ({ context }) => redirect('/login', loginSearch(context.request)) }),
    redirectToRoleHome: assign({ decision: ({ context }) => redirect(homeFor(context.request.user)) }),
    redirectToTeacherHome: assign({ decision: redirect('/teacher/reports') }),
    redirectToLibrary: assign({ decision: redirect('/student/library') }),
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({ request: input, decision: null }),
  initial: 'checking',
  on: {
    'route.check': {
      target: '.checking',
      actions: assign({ request: ({ event }) => event.request, decision: null }),
    },
  },
  states: {
    // Transient: the rules of spec §4, first match wins.
    checking: {
      always: [
        { guard: 'isPublic', target: 'allowed' },
        { guard: 'isSignedOut', target: 'toLogin' },
        { guard: 'lacksRole', target: 'toRoleHome' },
        { guard: 'lacksTeacherRole', target: 'toTeacherHome' },
        { guard: 'hasLearningPathDisabled', target: 'toLibrary' },
        { target: 'allowed' },
      ],
    },
    allowed: { entry: 'allow' },
    toLogin: { entry: 'redirectToLogin' },
    toRoleHome: { entry: 'redirectToRoleHome' },
    toTeacherHome: { entry: 'redirectToTeacherHome' },
    toLibrary: { entry: 'redirectToLibrary' },
  },
})
