import { describe, expect, it } from 'vitest'
import type { User } from '../contracts/common'
import { TEACHER_ROLE, USER_ROLE } from '../contracts/constants'
import { sessionUser } from './fixtures'
import { homeFor, landingFor, loginRedirectTarget, PORTAL_PREFIX, safeRedirectPath } from './route-guard'

const as = (user_role_id: User['user_role_id'], overrides: Partial<User> = {}): User =>
  sessionUser({ user_role_id, ...overrides })

describe('homeFor (spec §4 wrong-role destinations)', () => {
  it.each([
    ['student', as(USER_ROLE.STUDENT), '/student/dashboard'],
    ['free-tier student', as(USER_ROLE.STUDENT, { is_free_tier: true }), '/student/v2/chat'],
    ['teacher', as(USER_ROLE.TEACHER, { teacher_role_id: TEACHER_ROLE.EDUCATOR }), '/teacher/reports'],
    ['admin', as(USER_ROLE.ADMIN), '/admin/rag-management'],
    ['curriculum', as(USER_ROLE.CURRICULUM), '/'],
    ['curriculum guest', as(USER_ROLE.CURRICULUM_GUEST), '/'],
    ['parent', as(USER_ROLE.PARENT), '/'],
    ['nobody', null, '/'],
  ])('%s → %s', (_, user, home) => {
    expect(homeFor(user)).toBe(home)
  })
})

describe('landingFor', () => {
  it.each([
    ['parent', as(USER_ROLE.PARENT), `${PORTAL_PREFIX}/dashboard`],
    ['curriculum', as(USER_ROLE.CURRICULUM), '/assessments'],
    ['curriculum guest', as(USER_ROLE.CURRICULUM_GUEST), '/assessments'],
    ['student', as(USER_ROLE.STUDENT), '/student/dashboard'],
    ['free-tier student', as(USER_ROLE.STUDENT, { is_free_tier: true }), '/student/v2/chat'],
    ['teacher', as(USER_ROLE.TEACHER), '/teacher/reports'],
    ['admin', as(USER_ROLE.ADMIN), '/admin/rag-management'],
  ])('%s → %s', (_, user, landing) => {
    expect(landingFor(user)).toBe(landing)
  })
})

describe('loginRedirectTarget', () => {
  const parent = as(USER_ROLE.PARENT)

  it('returns to a same-site path, query included', () => {
    expect(loginRedirectTarget({ redirect: '/academy/activate-lite-access' }, parent)).toBe(
      '/academy/activate-lite-access',
    )
    expect(loginRedirectTarget({ redirect: '/student/quiz/7?from=mail#q3' }, parent)).toBe(
      '/student/quiz/7?from=mail#q3',
    )
  })

  it('falls back to the landing page without a redirect', () => {
    expect(loginRedirectTarget({}, parent)).toBe('/academy/dashboard')
    expect(loginRedirectTarget({ redirect: '' }, as(USER_ROLE.ADMIN))).toBe('/admin/rag-management')
  })

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    'student/dashboard',
    ' /student/dashboard',
  ])('refuses the open redirect %j', (redirect) => {
    expect(safeRedirectPath(redirect)).toBeNull()
    expect(loginRedirectTarget({ redirect }, parent)).toBe('/academy/dashboard')
  })

  it('sends a parent or student who carries an activation code to redeem it', () => {
    const search = { activation_code: 'DEMO-P4-MATHS' }
    const target = '/academy/product-redemption?activation_code=DEMO-P4-MATHS'
    expect(loginRedirectTarget(search, parent)).toBe(target)
    expect(loginRedirectTarget(search, as(USER_ROLE.STUDENT, { is_free_tier: true }))).toBe(target)
    expect(loginRedirectTarget({ activation_code: 'A&B=1' }, parent)).toBe(
      '/academy/product-redemption?activation_code=A%26B%3D1',
    )
  })

  it('keeps a teacher or admin with a code on their landing, and an explicit redirect first', () => {
    const search = { activation_code: 'DEMO-P4-MATHS' }
    expect(loginRedirectTarget(search, as(USER_ROLE.TEACHER))).toBe('/teacher/reports')
    expect(loginRedirectTarget(search, as(USER_ROLE.ADMIN))).toBe('/admin/rag-management')
    expect(loginRedirectTarget({ ...search, redirect: '/academy/activate-lite-access' }, parent)).toBe(
      '/academy/activate-lite-access',
    )
    expect(loginRedirectTarget({ activation_code: '  ' }, parent)).toBe('/academy/dashboard')
  })

  it('ignores a redirect that is not a string', () => {
    expect(loginRedirectTarget({ redirect: ['/admin'] }, parent)).toBe('/academy/dashboard')
  })
})
