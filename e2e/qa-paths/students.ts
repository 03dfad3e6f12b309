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

type Subject = { subject_id: number; subject_name: string }
type FamilyView = { children: { id: number; subjects: Subject[] }[] }

/**
 * A fresh student as `freshStudent` makes one, who may also use the courses of their level: a fresh parent
 * links the account by its login and the demo admin opens the four subjects for the child, all through the
 * real API (a self-signed-up student has no courses until someone opens them, docs/decisions/0024).
 */
export async function studentWithCourses(
  request: APIRequestContext,
): Promise<
  Awaited<ReturnType<typeof freshStudent>> & { parent: { email: string; password: string; api: Api } }
> {
  const student = await freshStudent(request)
  const parentName = `qaparent${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
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
  const asParent = { authorization: `Bearer ${parent.access_token}` }
  await json(
    await request.post('/api/v1/users/onboarding/aiacademy/parent/link-child-account', {
      headers: asParent,
      data: { username: student.username, password: student.password },
    }),
  )
  const admin = await json<SignedIn>(
    await request.post('/api/v1/auth/login', {
      data: { login_type: 'email', email: ACCOUNTS.admin.login, password: DEMO_PASSWORD },
    }),
  )
  const asAdmin = { authorization: `Bearer ${admin.access_token}` }
  const family = `/api/v1/admin/parents/${parent.id}/children`
  const { children } = await json<FamilyView>(await request.get(family, { headers: asAdmin }))
  const child = children.find((c) => c.id === student.user.id)
  if (!child) throw new Error(`the parent's children do not include the student ${student.username}`)
  for (const { subject_id } of child.subjects) {
    await json(
      await request.patch(`${family}/${child.id}/subjects/${subject_id}/activate`, { headers: asAdmin }),
    )
  }
  const parentApi: Api = async (method, path, body) =>
    json(
      await request.fetch(path, {
        method,
        headers: asParent,
        ...(body === undefined ? {} : { data: body }),
      }),
    )
  return { ...student, parent: { email: parentEmail, password: parentPassword, api: parentApi } }
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
