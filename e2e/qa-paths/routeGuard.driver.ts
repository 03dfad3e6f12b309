import type { Page } from '@playwright/test'
import type { User } from '../../contracts/common'
import { TEACHER_ROLE, USER_ROLE } from '../../contracts/constants'
import type { RouteRequest } from '../../machines/route-guard'
import { ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../fixtures'
import type { FlowDriver } from './replay'

/**
 * The demo account that has what the guard looks at in a path's user: its role, its teacher role, and
 * whether its school turned the learning path off. A path's users are made up ("mei"); the replay signs in
 * a real one alike in those ways.
 */
function accountLike(user: User): DemoAccount {
  switch (user.user_role_id) {
    case USER_ROLE.STUDENT:
      return user.learning_path_disabled ? ACCOUNTS.dylan : ACCOUNTS.ava
    case USER_ROLE.TEACHER:
      return user.teacher_role_id === TEACHER_ROLE.OWNER ? ACCOUNTS.owner : ACCOUNTS.teacher
    case USER_ROLE.ADMIN:
      return ACCOUNTS.admin
    case USER_ROLE.PARENT:
      return ACCOUNTS.parent
    case USER_ROLE.CURRICULUM:
      return ACCOUNTS.curriculum
    default:
      return ACCOUNTS.guest
  }
}

/** Signs the account in through the real API and returns the user the app keeps, checked against the path's. */
async function signInLike(page: Page, wanted: User): Promise<User> {
  const { login } = accountLike(wanted)
  const body = login.includes('@')
    ? { login_type: 'email', email: login, password: DEMO_PASSWORD }
    : { login_type: 'username', username: login, password: DEMO_PASSWORD }
  const response = await page.request.post('/api/v1/auth/login', { data: body })
  if (!response.ok()) throw new Error(`signing in ${login}: ${response.status()}`)
  const user = (await response.json()) as User
  for (const key of ['user_role_id', 'teacher_role_id', 'learning_path_disabled'] as const) {
    if (user[key] !== wanted[key])
      throw new Error(`${login} has ${key} = ${user[key]}, the path's user ${wanted[key]}: fix the demo data`)
  }
  return user
}

/**
 * The route guard decides on every navigation; a step is one navigation by the path's user (or by nobody) to
 * the path's address, made by opening that address in the tab with that person signed in.
 */
export const routeGuardDriver: FlowDriver = {
  machine: 'routeGuard',
  cannotDrive: () => null,
  async open(page) {
    await page.goto('/welcome')
    return {
      async act(step) {
        const { user, pathname, search } = step.event.request as RouteRequest
        const stored = user ? await signInLike(page, user) : null
        await page.evaluate((value) => {
          if (value) localStorage.setItem('user', value)
          else localStorage.removeItem('user')
        }, stored && JSON.stringify(stored))
        const query = new URLSearchParams(search as Record<string, string>).toString()
        await page.goto(query ? `${pathname}?${query}` : pathname)
      },
    }
  },
}
