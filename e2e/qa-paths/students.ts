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

const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A caller for the API with a bearer token. */
function apiFor(request: APIRequestContext, token: string): Api {
  const headers = { authorization: `Bearer ${token}` }
  return async (method, path, body) =>
    json(await request.fetch(path, { method, headers, ...(body === undefined ? {} : { data: body }) }))
}

/**
 * A new student of ava's level, made as a family makes one through the real API (ADR 0057): a fresh parent signs
 * up and creates the child's account, and the child signs in. Each QA path so starts from worksheets nobody has
 * touched. `email` is the parent's address (a child has none): the one a second sign-up finds taken.
 */
export async function freshStudent(request: APIRequestContext): Promise<{
  user: SignedIn
  api: Api
  username: string
  email: string
  password: string
  parent: { id: number; email: string; password: string; api: Api }
}> {
  if (levelOfAva === null) {
    const ava = await json<SignedIn>(
      await request.post('/api/v1/auth/login', {
        data: { login_type: 'username', username: ACCOUNTS.ava.login, password: DEMO_PASSWORD },
      }),
    )
    levelOfAva = ava.academic_level_id
  }
  const parentName = uniqueName('qaparent')
  const [parentEmail, parentPassword] = [`${parentName}@lantern.test`, `${DEMO_PASSWORD}-${parentName}`]
  const parent = await json<SignedIn>(
    await request.post('/api/v1/auth/signup', {
      data: {
        first_name: 'Pat',
        last_name: 'Tester',
        email: parentEmail,
        password: parentPassword,
        user_role_id: 6,
        has_agreed_policy: true,
      },
    }),
  )
  const parentApi = apiFor(request, parent.access_token)
  const name = uniqueName('qa')
  const password = `${DEMO_PASSWORD}-${name}`
  await parentApi('POST', '/api/v1/users/onboarding/aiacademy/parent/create-child-account', {
    first_name: 'Quinn',
    last_name: 'Tester',
    username: name,
    password,
    academic_level_id: levelOfAva,
  })
  const user = await json<SignedIn>(
    await request.post('/api/v1/auth/login', {
      data: { login_type: 'username', username: name, password },
    }),
  )
  return {
    user,
    api: apiFor(request, user.access_token),
    username: name,
    email: parentEmail,
    password,
    parent: { id: parent.id as number, email: parentEmail, password: parentPassword, api: parentApi },
  }
}

type Subject = { subject_id: number; subject_name: string }
type FamilyView = { children: { id: number; subjects: Subject[] }[] }

/**
 * A fresh student as `freshStudent` makes one, who may also use the courses of their level: the demo admin opens
 * the four subjects for the child without payment, through the real API (a new child has no courses until the
 * family pays or an admin opens them, docs/decisions/0024).
 */
export async function studentWithCourses(request: APIRequestContext) {
  const student = await freshStudent(request)
  const admin = await json<SignedIn>(
    await request.post('/api/v1/auth/login', {
      data: { login_type: 'email', email: ACCOUNTS.admin.login, password: DEMO_PASSWORD },
    }),
  )
  const asAdmin = { authorization: `Bearer ${admin.access_token}` }
  const family = `/api/v1/admin/parents/${student.parent.id}/children`
  const { children } = await json<FamilyView>(await request.get(family, { headers: asAdmin }))
  const child = children.find((c) => c.id === student.user.id)
  if (!child) throw new Error(`the parent's children do not include the student ${student.username}`)
  for (const { subject_id } of child.subjects) {
    await json(
      await request.patch(`${family}/${child.id}/subjects/${subject_id}/activate`, { headers: asAdmin }),
    )
  }
  return student
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
