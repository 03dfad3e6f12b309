// @vitest-environment happy-dom
import { createMemoryHistory, createRouter, isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { setSessionUser } from '../auth/session'
import { routeTree } from '../routeTree.gen'
import { sessionUser } from '../test/fixtures'
import { guard } from './guard'
import { parseSearch, stringifySearch } from './search'

const at = (pathname: string, search: Record<string, string> = {}) =>
  ({ location: { pathname, search } as unknown as ParsedLocation }) as const

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run()
    return null
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    return thrown.options.href ?? null
  }
}

afterEach(() => setSessionUser(null))

describe('guard', () => {
  it('lets anyone open a public page', async () => {
    await expect(guard({ public: true })(at('/welcome'))).resolves.toEqual({ access: { public: true } })
  })

  it('sends a signed-out visitor to /login, keeping the activation code', async () => {
    const href = await redirectOf(() =>
      guard({ roles: ['student'] })(at('/student/library', { activation_code: 'ABC123' })),
    )
    expect(href).toBe('/login?activation_code=ABC123')
  })

  it('lets a user with the right role in, and sends other roles to their home', async () => {
    setSessionUser(sessionUser({ user_role_id: 1 }))
    await expect(guard({ roles: ['student'] })(at('/student/library'))).resolves.toEqual({
      access: { roles: ['student'] },
    })
    expect(await redirectOf(() => guard({ roles: ['admin'] })(at('/admin/school')))).toBe(
      '/student/dashboard',
    )
  })

  it('keeps the manage pages for school owners', async () => {
    setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3 }))
    const access = { roles: ['teacher' as const], teacherRoles: [1] }
    expect(await redirectOf(() => guard(access)(at('/teacher/manage/classes')))).toBe('/teacher/reports')
  })
})

describe('route tree wiring', () => {
  function appRouter(path: string) {
    return createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: [path] }),
      parseSearch,
      stringifySearch,
    })
  }

  it('redirects a protected page to /login with the activation code', async () => {
    const router = appRouter('/academy/product-redemption?activation_code=LITE-42')
    await router.load()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ activation_code: 'LITE-42' })
  })

  it('carries the way back for activate-lite-access', async () => {
    const router = appRouter('/academy/activate-lite-access')
    await router.load()
    expect(router.state.location.href).toBe('/login?redirect=%2Facademy%2Factivate-lite-access')
  })

  it('sends /student/v2/practice on to the topic boosters', async () => {
    setSessionUser(sessionUser({ user_role_id: 1 }))
    const router = appRouter('/student/v2/practice')
    await router.load()
    expect(router.state.location.pathname).toBe('/student/v2/practice/topic-booster')
  })

  it('sends /teacher/manage on to classes for an owner', async () => {
    setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 1 }))
    const router = appRouter('/teacher/manage')
    await router.load()
    expect(router.state.location.pathname).toBe('/teacher/manage/classes')
  })

  it('lets the curriculum guest into /assessments', async () => {
    setSessionUser(sessionUser({ user_role_id: 5 }))
    const router = appRouter('/assessments')
    await router.load()
    expect(router.state.location.pathname).toBe('/assessments')
  })
})
