import { eq } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import { signIn, type TestApp } from '../../../tests/server'
import type { Db } from '../../db/client'
import { academicLevels, users } from '../../db/schema'
import { hashPassword } from '../../lib/crypto'

/** Test support: the families these tests make, each with names of its own. */

let seq = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`

export const levelId = async (db: Db, name: string) =>
  (await db.select().from(academicLevels).where(eq(academicLevels.name, name)))[0].id

/**
 * A new parent signed up through the real call, or a new student account with an email and no parent or school.
 * The API no longer opens a student's account alone (ADR 0057), so the student is written as such accounts are:
 * the ones made before sign-up was closed, which parents still link and which still sign in.
 */
export async function signUp(app: TestApp, role: 1 | 6, extra: { academic_level_id?: number } = {}) {
  const name = unique(role === 6 ? 'parent' : 'pupil')
  const password = `Paper-${name}-lantern`
  const email = `${name}@example.com`
  if (role === 1) {
    await app.ctx.db.insert(users).values({
      email,
      username: name,
      passwordHash: await hashPassword(password),
      firstName: 'Sam',
      lastName: 'Family',
      userRoleId: USER_ROLE.STUDENT,
      academicLevelId: extra.academic_level_id ?? null,
      hasAgreedPolicy: true,
    })
    const { user, headers } = await signIn(app, name, password)
    return { user, username: name, email, password, headers }
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      first_name: 'Pat',
      last_name: 'Family',
      email,
      username: name,
      password,
      user_role_id: role,
      has_agreed_policy: true,
      ...extra,
    },
  })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const user = res.json()
  return { user, username: name, email, password, headers: bearer(user.access_token) }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export const PARENT_CALLS = '/api/v1/users/onboarding/aiacademy/parent'

/** A new child of the parent, made through create-child-account (not Lite unless asked). */
export async function createChild(app: TestApp, headers: Record<string, string>, level: number, query = '') {
  const username = unique('kid')
  const password = `Kite-${username}-lantern`
  const res = await app.inject({
    method: 'POST',
    url: `${PARENT_CALLS}/create-child-account${query}`,
    headers,
    payload: { first_name: 'Kit', last_name: 'Family', username, password, academic_level_id: level },
  })
  if (res.statusCode !== 201) throw new Error(`create-child-account failed: ${res.statusCode} ${res.body}`)
  return { child: res.json(), username, password }
}
