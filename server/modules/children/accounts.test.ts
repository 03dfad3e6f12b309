import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { lastOutboxMessage, signIn, useTestApp } from '../../../tests/server'
import { parentChildren, users } from '../../db/schema'
import { createChild, levelId, PARENT_CALLS, signUp } from './testing'

type Child = {
  id: number
  username: string
  first_name: string
  is_free_tier: boolean
  user_information: { subject_ids: number[] }
}

describe("a parent's children: create, edit, list", () => {
  const t = useTestApp()
  let parent: Awaited<ReturnType<typeof signIn>>
  let p5: number
  const create = (payload: object, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `${PARENT_CALLS}/create-child-account${query}`,
      headers: parent.headers,
      payload,
    })
  const childrenOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/users/children', headers })).json().children as Child[]
  const newChild = { first_name: 'Mia', last_name: 'Lim', password: 'Paper-kite-harbour' }

  beforeAll(async () => {
    parent = await signIn(t.app, 'parent@lantern.test')
    p5 = await levelId(t.database.db, 'P5')
  })

  it('creates a Lite child who can sign in, and mails the parent the username and link, never the password', async () => {
    const res = await create(
      { ...newChild, username: 'Mia.Lim', academic_level_id: p5 },
      '?is_free_tier=true&send_credentials_info=true',
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      username: 'mia.lim',
      academic_level_id: p5,
      is_free_tier: true,
      user_information: { subject_ids: [], last_logged_in: null },
    })
    expect((await childrenOf(parent.headers)).map((c) => c.username)).toEqual(['ava', 'ben', 'mia.lim'])

    const mail = await lastOutboxMessage(t.app, 'parent@lantern.test')
    expect(mail?.subject).toBe("Mia's Lantern sign-in")
    expect(mail?.text).toContain('Username: mia.lim')
    expect(mail?.text).toContain(`${t.config.appUrl}/login`)
    expect(mail?.text).not.toContain(newChild.password)

    const mia = await signIn(t.app, 'mia.lim', newChild.password)
    expect(mia.user).toMatchObject({ user_role_id: 1, is_free_tier: true, flag: { has_agreed_policy: true } })
  })

  it('sends the details to the address given instead, and to nobody when not asked', async () => {
    const res = await create(
      { ...newChild, username: 'mia.two', academic_level_id: p5, email: 'Grandma@Example.com' },
      '?send_credentials_info=true',
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().is_free_tier).toBe(false)
    const mail = await lastOutboxMessage(t.app, 'grandma@example.com')
    expect(mail?.text).toContain('Username: mia.two')
    expect(mail?.text).not.toContain(newChild.password)

    await create({ ...newChild, username: 'mia.three', academic_level_id: p5, email: 'quiet@example.com' })
    expect(await lastOutboxMessage(t.app, 'quiet@example.com')).toBeUndefined()
  })

  it('refuses bad fields (400) and a taken username (409), writing nothing', async () => {
    const before = (await childrenOf(parent.headers)).length
    const cases: [object, number, string][] = [
      [{ ...newChild, username: 'no.first', first_name: ' ', academic_level_id: p5 }, 400, 'first_name'],
      [{ ...newChild, username: 'a', academic_level_id: p5 }, 400, 'username'],
      [{ ...newChild, username: 'weak.pw', password: 'password', academic_level_id: p5 }, 400, 'password'],
      [{ ...newChild, username: 'no.level', academic_level_id: 99_999 }, 400, 'academic_level_id'],
      [{ ...newChild, username: 'AVA', academic_level_id: p5 }, 409, 'username'],
    ]
    for (const [payload, status, field] of cases) {
      const res = await create(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
      expect(JSON.stringify(res.json()), field).toContain(field)
    }
    expect(await childrenOf(parent.headers)).toHaveLength(before)
  })

  it("edits an own child; a new password ends the child's sessions, not the parent's", async () => {
    const { child, username, password } = await createChild(t.app, parent.headers, p5)
    const kid = await signIn(t.app, username, password)
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/children/${child.id}`,
      headers: parent.headers,
      payload: { first_name: 'Kitty', password: 'Another-kite-flies' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ id: child.id, first_name: 'Kitty', username })

    const info = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    expect((await info(kid.headers)).statusCode).toBe(401)
    expect((await info(parent.headers)).statusCode).toBe(200)
    await expect(signIn(t.app, username, password)).rejects.toThrow(/401/)
    await signIn(t.app, username, 'Another-kite-flies')

    const edit = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/children/${child.id}`,
        headers: parent.headers,
        payload,
      })
    expect((await edit({ username: 'ben' })).statusCode).toBe(409)
    expect((await edit({ academic_level_id: 99_999 })).statusCode).toBe(400)
    expect((await edit({ password: 'short' })).statusCode).toBe(400)
    expect((await edit({ username: 'kitty.new' })).json().username).toBe('kitty.new')
  })

  it("does not reach another family's child (404) nor list it", async () => {
    const other = await signUp(t.app, 6)
    const { child } = await createChild(t.app, other.headers, p5)
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/children/${child.id}`,
      headers: parent.headers,
      payload: { first_name: 'Taken' },
    })
    expect(res.statusCode).toBe(404)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, child.id))
    expect(row.firstName).toBe('Kit')
    expect((await childrenOf(parent.headers)).map((c) => c.id)).not.toContain(child.id)
    expect((await childrenOf(other.headers)).map((c) => c.id)).toEqual([child.id])
    const links = await t.database.db
      .select()
      .from(parentChildren)
      .where(eq(parentChildren.childId, child.id))
    expect(links).toHaveLength(1)
  })

  it('lists the subjects each child may study in full: ava all four by grant, Lite ben none', async () => {
    const [ava, ben] = await childrenOf(parent.headers)
    expect(ava.username).toBe('ava')
    expect(ava.user_information.subject_ids).toHaveLength(4)
    expect(ben.user_information.subject_ids).toEqual([])
  })

  it('refuses a student every parent call (403)', async () => {
    const ava = await signIn(t.app, 'ava')
    const calls = [
      { method: 'GET', url: '/api/v1/users/children' },
      { method: 'GET', url: PARENT_CALLS },
      {
        method: 'POST',
        url: `${PARENT_CALLS}/create-child-account`,
        payload: { ...newChild, username: 'x.y.z', academic_level_id: p5 },
      },
      {
        method: 'POST',
        url: `${PARENT_CALLS}/link-child-account`,
        payload: { username: 'ben', password: 'x' },
      },
      { method: 'PATCH', url: `/api/v1/users/children/${ava.user.id}`, payload: { first_name: 'Me' } },
    ] as const
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: ava.headers })
      expect(res.statusCode, call.url).toBe(403)
    }
  })
})
