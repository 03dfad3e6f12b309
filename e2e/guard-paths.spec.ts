import { expect, test } from '@playwright/test'
import type { SessionUser } from '../contracts/common'
import { decideRoute, type RouteAccess } from '../machines/route-guard'
import { ACCOUNTS, DEMO_PASSWORD } from './fixtures'

/**
 * Replays the route-guard machine's decisions in the browser: for each demo user (and nobody) and each
 * sampled route, the page must end where `decideRoute` says, following the redirects it names.
 */
const ROUTES: Record<string, RouteAccess> = {
  '/student/dashboard': { roles: ['student'] },
  '/student/v2/chat': { roles: ['student'] },
  '/teacher/reports': { roles: ['teacher'] },
  '/teacher/manage/classes': { roles: ['teacher'], teacherRoles: [1] },
  '/admin/rag-management': { roles: ['admin'] },
  '/academy/dashboard': { roles: ['student', 'parent'] },
  '/assessments': { roles: ['curriculum', 'curriculum_guest'] },
  '/welcome': { public: true },
  '/login': { public: true },
}

/** Where the guard finally leaves a user who opens `path` (the root `/` goes on to `/welcome` here). */
function expectedEnd(path: string, user: SessionUser | null): string {
  let current = path
  for (let hops = 0; hops < 5; hops++) {
    if (current === '/') current = '/welcome'
    const access = ROUTES[current]
    if (!access) return current
    const decision = decideRoute({ access, user, pathname: current, search: {} })
    if (decision.type === 'allow') return current
    current = decision.to
  }
  throw new Error(`redirect loop from ${path}`)
}

const WHO = [
  null,
  'ava',
  'ben',
  'dylan',
  'teacher',
  'owner',
  'admin',
  'parent',
  'curriculum',
  'guest',
] as const

for (const who of WHO) {
  test(`guard decisions in the browser for ${who ?? 'nobody'}`, async ({ page }) => {
    let user: SessionUser | null = null
    if (who) {
      const account = ACCOUNTS[who]
      const body = account.login.includes('@')
        ? { login_type: 'email', email: account.login, password: DEMO_PASSWORD }
        : { login_type: 'username', username: account.login, password: DEMO_PASSWORD }
      const res = await page.request.post('/api/v1/auth/login', { data: body })
      expect(res.status()).toBe(200)
      user = (await res.json()) as SessionUser
    }
    await page.goto('/welcome')
    await page.evaluate((stored) => {
      if (stored) localStorage.setItem('user', JSON.stringify(stored))
      else localStorage.removeItem('user')
    }, user)
    for (const path of Object.keys(ROUTES)) {
      if (path === '/login') continue
      await page.goto(path)
      const end = expectedEnd(path, user)
      await expect(page, `${who ?? 'nobody'} opening ${path}`).toHaveURL(
        new RegExp(`^[^?]*${end.replace(/\//g, '\\/')}(\\?.*)?$`),
      )
    }
  })
}
