import type { User } from '../contracts/common'
import { TEACHER_ROLE, USER_ROLE } from '../contracts/constants'
import { sessionUser } from './fixtures'
import { defineModel } from './graph/model'
import { type RouteDecision, type RouteRequest, routeGuardMachine } from './routeGuard.machine'

const user = (overrides: Partial<User>): User => sessionUser(overrides)
const student = user({})
const freeStudent = user({ is_free_tier: true })
const noPathStudent = user({ learning_path_disabled: true })
const parent = user({ user_role_id: USER_ROLE.PARENT })
const owner = user({ user_role_id: USER_ROLE.TEACHER, teacher_role_id: TEACHER_ROLE.OWNER })
const educator = user({ user_role_id: USER_ROLE.TEACHER, teacher_role_id: TEACHER_ROLE.EDUCATOR })
const admin = user({ user_role_id: USER_ROLE.ADMIN })
const curriculum = user({ user_role_id: USER_ROLE.CURRICULUM })

const PUBLIC = { public: true } as const
const STUDENT = { roles: ['student'] } as RouteRequest['access']
const ADMIN = { roles: ['admin'] } as RouteRequest['access']
const COMMERCE = { roles: ['student', 'parent'] } as RouteRequest['access']
const TEACHER_MANAGE = { roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] } as RouteRequest['access']

const request = (
  access: RouteRequest['access'],
  who: User | null,
  pathname: string,
  search: RouteRequest['search'] = {},
): RouteRequest => ({ access, user: who, pathname, search })
const toPath = (to: string, search?: Record<string, string>): RouteDecision =>
  search ? { type: 'redirect', to, search } : { type: 'redirect', to }
const ALLOW: RouteDecision = { type: 'allow' }

/** Spec §4 "Route guard", one row per rule: the oracle for the table test and the model's events. */
export const routeCases: Array<
  [name: string, request: RouteRequest, expected: RouteDecision, state: string]
> = [
  ['public page, signed out', request(PUBLIC, null, '/welcome'), ALLOW, 'allowed'],
  ['public page, signed in as any role', request(PUBLIC, curriculum, '/login'), ALLOW, 'allowed'],
  ['protected page, signed out', request(STUDENT, null, '/student/library'), toPath('/login'), 'toLogin'],
  [
    'signed out with an activation code',
    request(COMMERCE, null, '/academy/product-redemption', { activation_code: 'LITE-42' }),
    toPath('/login', { activation_code: 'LITE-42' }),
    'toLogin',
  ],
  [
    'signed out with the code under its short key',
    request(COMMERCE, null, '/academy/dashboard', { code: 'ABC123' }),
    toPath('/login', { activation_code: 'ABC123' }),
    'toLogin',
  ],
  [
    'signed out on activate-lite-access',
    request(COMMERCE, null, '/academy/activate-lite-access/', { code: 'LITE-7' }),
    toPath('/login', { activation_code: 'LITE-7', redirect: '/academy/activate-lite-access' }),
    'toLogin',
  ],
  [
    'student on an admin page',
    request(ADMIN, student, '/admin/school'),
    toPath('/student/dashboard'),
    'toRoleHome',
  ],
  [
    'free-tier student on an admin page',
    request(ADMIN, freeStudent, '/admin'),
    toPath('/student/v2/chat'),
    'toRoleHome',
  ],
  [
    'teacher on a student page',
    request(STUDENT, educator, '/student/game'),
    toPath('/teacher/reports'),
    'toRoleHome',
  ],
  [
    'admin on a student page',
    request(STUDENT, admin, '/student/game'),
    toPath('/admin/rag-management'),
    'toRoleHome',
  ],
  ['parent on a student page', request(STUDENT, parent, '/student/game'), toPath('/'), 'toRoleHome'],
  [
    'curriculum on the commerce area',
    request(COMMERCE, curriculum, '/academy/referral'),
    toPath('/'),
    'toRoleHome',
  ],
  [
    'admin on teacher manage',
    request(TEACHER_MANAGE, admin, '/teacher/manage'),
    toPath('/admin/rag-management'),
    'toRoleHome',
  ],
  [
    'educator on teacher manage',
    request(TEACHER_MANAGE, educator, '/teacher/manage/classes'),
    toPath('/teacher/reports'),
    'toTeacherHome',
  ],
  ['owner on teacher manage', request(TEACHER_MANAGE, owner, '/teacher/manage/classes'), ALLOW, 'allowed'],
  [
    'learning path disabled',
    request(STUDENT, noPathStudent, '/student/dashboard'),
    toPath('/student/library'),
    'toLibrary',
  ],
  ['learning path disabled, elsewhere', request(STUDENT, noPathStudent, '/student/game'), ALLOW, 'allowed'],
  ['student on the learning path', request(STUDENT, student, '/student/dashboard'), ALLOW, 'allowed'],
  [
    'parent in the commerce area',
    request(COMMERCE, parent, '/academy/dashboard', { code: 'X' }),
    ALLOW,
    'allowed',
  ],
]

export const routeGuardModel = defineModel({
  machine: routeGuardMachine,
  inputs: { 'a public page, signed out': routeCases[0][1] },
  events: () => routeCases.map(([, input]) => ({ type: 'route.check' as const, request: input })),
  eventName: (event) => routeCases.find(([, request]) => request === event.request)?.[0],
  sees: {
    allowed: 'The page asked for',
    toLogin: 'The sign-in page, carrying the activation code (and the way back, from activate-lite-access)',
    toRoleHome: "The home page of the user's role",
    toTeacherHome: 'The teacher reports page',
    toLibrary: 'The student library instead of the learning path',
  },
  words: {
    guards: {
      isPublic: 'if the page is public',
      isSignedOut: 'if nobody is signed in',
      lacksRole: "if the page is not for the user's role",
      lacksTeacherRole: "if the page is not for this teacher's role",
      hasLearningPathDisabled: 'if the learning path is off for this student',
    },
  },
})
