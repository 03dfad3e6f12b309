import { eq } from 'drizzle-orm'
import type { TestApp } from '../../../tests/server'
import type { Db } from '../../db/client'
import { academicLevels } from '../../db/schema'

/** Test support: the families these tests make, each with names of its own. */

let seq = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`

export const levelId = async (db: Db, name: string) =>
  (await db.select().from(academicLevels).where(eq(academicLevels.name, name)))[0].id

/** Signs a new parent or student up through the real call; answers their login, password and bearer header. */
export async function signUp(app: TestApp, role: 1 | 6, extra: { academic_level_id?: number } = {}) {
  const name = unique(role === 6 ? 'parent' : 'pupil')
  const password = `Paper-${name}-lantern`
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      first_name: role === 6 ? 'Pat' : 'Sam',
      last_name: 'Family',
      email: `${name}@example.com`,
      username: name,
      password,
      user_role_id: role,
      has_agreed_policy: true,
      ...extra,
    },
  })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const user = res.json()
  return { user, username: name, email: `${name}@example.com`, password, headers: bearer(user.access_token) }
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
