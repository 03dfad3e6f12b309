import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, DEMO_PASSWORD } from '../fixtures'

export type SignedIn = { access_token: string; academic_level_id: number | null; [key: string]: unknown }
export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>

let levelOfAva: number | null = null

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${body?.message ?? ''}`)
  return body as T
}

/**
 * A new student of ava's level, signed up through the real API, so each QA path starts from worksheets nobody
 * has touched; returns the account and a caller for the API with its token.
 */
export async function freshStudent(
  request: APIRequestContext,
): Promise<{ user: SignedIn; api: Api; username: string; email: string; password: string }> {
  if (levelOfAva === null) {
    const ava = await json<SignedIn>(
      await request.post('/api/v1/auth/login', {
        data: { login_type: 'username', username: ACCOUNTS.ava.login, password: DEMO_PASSWORD },
      }),
    )
    levelOfAva = ava.academic_level_id
  }
  const name = `qa${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const [email, password] = [`${name}@lantern.test`, `${DEMO_PASSWORD}-${name}`]
  const user = await json<SignedIn>(
    await request.post('/api/v1/auth/signup', {
      data: {
        first_name: 'Quinn',
        last_name: 'Tester',
        email,
        username: name,
        password,
        user_role_id: 1,
        academic_level_id: levelOfAva,
        has_agreed_policy: true,
      },
    }),
  )
  const headers = { authorization: `Bearer ${user.access_token}` }
  const api: Api = async (method, path, body) =>
    json(await request.fetch(path, { method, headers, ...(body === undefined ? {} : { data: body }) }))
  return { user, api, username: name, email, password }
}

/**
 * Opens the tab's pages as this person: the app reads its signed-in user from local storage, as after a
 * sign-in. Only the tab's first page gets it, so signing out stays signed out.
 */
export async function signInPage(page: Page, user: SignedIn) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('qa-stored-user')) return
    sessionStorage.setItem('qa-stored-user', '1')
    localStorage.setItem('user', stored)
  }, JSON.stringify(user))
}
