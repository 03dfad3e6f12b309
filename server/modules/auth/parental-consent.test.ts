import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { lastOutboxMessage, signIn, useTestApp } from '../../../tests/server'
import { parentalConsentRequests, users } from '../../db/schema'
import { levelId, PARENT_CALLS } from '../children/testing'
import { deleteExpiredConsentRequests } from './parental-consent'

const CONSENT = '/api/v1/auth/parental-consent'
const tokenIn = (text = '') => /parent-consent\?token=([\w-]+)/.exec(text)?.[1] ?? ''

describe("a child's sign-up waits for a parent's consent", () => {
  const t = useTestApp()
  let p5: number
  beforeAll(async () => {
    p5 = await levelId(t.database.db, 'P5')
  })

  const ask = (payload: object) => t.app.inject({ method: 'POST', url: CONSENT, payload })
  const usersCount = async () => (await t.database.db.select({ n: count() }).from(users))[0].n
  async function askAndGetToken(name: string, parentEmail: string) {
    const res = await ask({ child_first_name: name, parent_email: parentEmail })
    expect(res.statusCode).toBe(202)
    const mail = await lastOutboxMessage(t.app, parentEmail.toLowerCase())
    return { mail, token: tokenIn(mail?.text) }
  }
  const createChild = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `${PARENT_CALLS}/create-child-account`, headers, payload })

  it('keeps only the first name and the parent’s email, and mails the parent a link', async () => {
    const before = await usersCount()
    const { mail, token } = await askAndGetToken('Maya', 'Mum.Tan@Example.com')
    expect(token.length).toBeGreaterThan(20)
    expect(mail?.subject).not.toContain('Maya')
    expect(mail?.text).toContain('Maya')
    expect(mail?.text).toContain('expires in 7 days')

    expect(await usersCount()).toBe(before)
    const rows = await t.database.db
      .select()
      .from(parentalConsentRequests)
      .where(eq(parentalConsentRequests.parentEmail, 'mum.tan@example.com'))
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['childFirstName', 'createdAt', 'expiresAt', 'id', 'parentEmail', 'tokenHash'].sort(),
    )
    expect(rows[0].tokenHash).not.toBe(token)
    const days = (rows[0].expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    const view = await t.app.inject({ method: 'GET', url: `${CONSENT}/${token}` })
    expect(view.json()).toMatchObject({ child_first_name: 'Maya', parent_email: 'mum.tan@example.com' })
  })

  it('turns bad input into a clear 400 and keeps nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(parentalConsentRequests))[0].n
    const noEmail = await ask({ child_first_name: 'Maya', parent_email: 'not-an-email' })
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.body).toContain('That does not look like an email address')
    const noName = await ask({ child_first_name: '  ', parent_email: 'mum@example.com' })
    expect(noName.statusCode).toBe(400)
    expect(noName.body).toContain('Write your first name.')
    const tooMuch = await ask({ child_first_name: 'maya@example.com', parent_email: 'mum@example.com' })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.body).toContain('Write just your first name')
    const long = await ask({ child_first_name: 'M'.repeat(41), parent_email: 'mum@example.com' })
    expect(long.statusCode).toBe(400)
    expect((await t.database.db.select({ n: count() }).from(parentalConsentRequests))[0].n).toBe(before)
  })

  it('lets the parent make the child’s account from the link, once, and says so afterwards', async () => {
    const { token } = await askAndGetToken('Leo', 'leo.parent@example.com')
    const parent = await signIn(t.app, 'parent@lantern.test')
    const child = {
      first_name: 'Leo',
      last_name: 'Tan',
      username: 'leo.tan',
      password: 'Paper-kite-harbour',
      academic_level_id: p5,
      consent_token: token,
    }
    const res = await createChild(parent.headers, child)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ first_name: 'Leo', username: 'leo.tan' })
    const kids = await t.app.inject({ method: 'GET', url: '/api/v1/users/children', headers: parent.headers })
    expect(kids.json().children.map((c: { username: string }) => c.username)).toContain('leo.tan')

    const rows = await t.database.db
      .select()
      .from(parentalConsentRequests)
      .where(eq(parentalConsentRequests.parentEmail, 'leo.parent@example.com'))
    expect(rows).toEqual([])
    const confirmation = await lastOutboxMessage(t.app, 'leo.parent@example.com')
    expect(confirmation?.subject).toBe('The Lantern account you agreed to is ready')
    expect(confirmation?.text).toContain('leo.tan')

    const again = await createChild(parent.headers, { ...child, username: 'leo.two' })
    expect(again.statusCode).toBe(410)
    expect(again.json().message).toContain('expired or was already answered')
    const [two] = await t.database.db.select().from(users).where(eq(users.username, 'leo.two'))
    expect(two).toBeUndefined()
  })

  it('keeps the link working when the account cannot be made (taken username)', async () => {
    const { token } = await askAndGetToken('Zoe', 'zoe.parent@example.com')
    const parent = await signIn(t.app, 'parent@lantern.test')
    const child = {
      first_name: 'Zoe',
      last_name: 'Lim',
      password: 'Paper-kite-harbour',
      academic_level_id: p5,
    }
    const taken = await createChild(parent.headers, { ...child, username: 'ava', consent_token: token })
    expect(taken.statusCode).toBe(409)
    expect((await t.app.inject({ method: 'GET', url: `${CONSENT}/${token}` })).statusCode).toBe(200)
    const made = await createChild(parent.headers, { ...child, username: 'zoe.lim', consent_token: token })
    expect(made.statusCode).toBe(201)
  })

  it('deletes the request when the parent says no', async () => {
    const { token } = await askAndGetToken('Sam', 'sam.parent@example.com')
    const no = await t.app.inject({ method: 'POST', url: `${CONSENT}/${token}/decline` })
    expect(no.statusCode).toBe(200)
    const rows = await t.database.db
      .select()
      .from(parentalConsentRequests)
      .where(eq(parentalConsentRequests.parentEmail, 'sam.parent@example.com'))
    expect(rows).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: `${CONSENT}/${token}` })).statusCode).toBe(410)
    const parent = await signIn(t.app, 'parent@lantern.test')
    const late = await createChild(parent.headers, {
      first_name: 'Sam',
      last_name: 'Ng',
      username: 'sam.ng',
      password: 'Paper-kite-harbour',
      academic_level_id: p5,
      consent_token: token,
    })
    expect(late.statusCode).toBe(410)
    expect((await t.app.inject({ method: 'POST', url: `${CONSENT}/${token}/decline` })).statusCode).toBe(410)
  })

  it('refuses an expired link, makes no account, and the sweep deletes the request', async () => {
    const { token } = await askAndGetToken('Ivy', 'ivy.parent@example.com')
    const mine = eq(parentalConsentRequests.parentEmail, 'ivy.parent@example.com')
    await t.database.db
      .update(parentalConsentRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine)
    expect((await t.app.inject({ method: 'GET', url: `${CONSENT}/${token}` })).statusCode).toBe(410)
    const parent = await signIn(t.app, 'parent@lantern.test')
    const res = await createChild(parent.headers, {
      first_name: 'Ivy',
      last_name: 'Ong',
      username: 'ivy.ong',
      password: 'Paper-kite-harbour',
      academic_level_id: p5,
      consent_token: token,
    })
    expect(res.statusCode).toBe(410)
    expect(await t.database.db.select().from(users).where(eq(users.username, 'ivy.ong'))).toEqual([])

    expect(await deleteExpiredConsentRequests(t.database.db)).toBeGreaterThanOrEqual(1)
    expect(await t.database.db.select().from(parentalConsentRequests).where(mine)).toEqual([])
  })

  it('only lets a parent use the link', async () => {
    const { token } = await askAndGetToken('Kai', 'kai.parent@example.com')
    const student = await signIn(t.app, 'ava')
    const res = await createChild(student.headers, {
      first_name: 'Kai',
      last_name: 'Lee',
      username: 'kai.lee',
      password: 'Paper-kite-harbour',
      academic_level_id: p5,
      consent_token: token,
    })
    expect(res.statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: `${CONSENT}/${token}` })).statusCode).toBe(200)
  })
})
