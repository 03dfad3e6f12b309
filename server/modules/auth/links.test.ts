import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lastOutboxMessage, signIn, useTestApp } from '../../../tests/server'
import { oneTimeTokens, users } from '../../db/schema'
import { issueLoginLink } from './links'

const tokenFrom = (text: string, pattern: RegExp) => {
  const match = text.match(pattern)
  if (!match) throw new Error(`no link in: ${text}`)
  return match[1]
}

describe('magic links', () => {
  const t = useTestApp()
  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email, portal: 'ai_academy' } })

  it('emails a link that validates, signs in once, and is then used up', async () => {
    const res = await request('parent@lantern.test')
    expect(res.statusCode).toBe(200)
    const mail = await lastOutboxMessage(t.app, 'parent@lantern.test')
    const token = tokenFrom(mail!.text, /\/magic-link\/validation\/([A-Za-z0-9_-]+)/)

    const check = await t.app.inject({ method: 'GET', url: `/api/v1/auth/magic-link/${token}/validate` })
    expect(check.json()).toEqual({ email: 'parent@lantern.test' })

    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login_type: 'magic_link', login_token: token },
      })
    const first = await login()
    expect(first.statusCode).toBe(200)
    expect(first.json().email).toBe('parent@lantern.test')
    const second = await login()
    expect(second.statusCode).toBe(401)
    expect(second.json().message).toMatch(/expired or was already used/)
    const recheck = await t.app.inject({ method: 'GET', url: `/api/v1/auth/magic-link/${token}/validate` })
    expect(recheck.statusCode).toBe(410)
  })

  it('gives the same reply for an unknown email and sends nothing', async () => {
    const known = await request('teacher@lantern.test')
    const unknown = await request('stranger@example.com')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    expect(await lastOutboxMessage(t.app, 'stranger@example.com')).toBeUndefined()
  })

  it('expires after 15 minutes', async () => {
    await request('owner@lantern.test')
    const token = tokenFrom(
      (await lastOutboxMessage(t.app, 'owner@lantern.test'))!.text,
      /validation\/([A-Za-z0-9_-]+)/,
    )
    const [row] = await t.database.db.select().from(oneTimeTokens).orderBy(oneTimeTokens.id).limit(100)
    expect(row).toBeDefined()
    const all = await t.database.db.select().from(oneTimeTokens)
    const latest = all[all.length - 1]
    const ttl = latest.expiresAt.getTime() - latest.createdAt.getTime()
    expect(Math.round(ttl / 60_000)).toBe(15)
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.id, latest.id))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'magic_link', login_token: token },
    })
    expect(res.statusCode).toBe(401)
  })

  it('limits links per address', async () => {
    const replies = []
    for (let i = 0; i < 4; i++) replies.push((await request('admin@lantern.test')).statusCode)
    expect(replies).toEqual([200, 200, 200, 429])
  })

  it('rejects a malformed email with a 400', async () => {
    const res = await request('not-an-email')
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0]).toMatchObject({ path: 'email', message: 'Enter a valid email address.' })
  })
})

describe('password reset', () => {
  const t = useTestApp()

  it('resets with a single-use 30-minute link and signs out every session', async () => {
    const { headers } = await signIn(t.app, 'teacher@lantern.test')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset/link',
      payload: { email: 'teacher@lantern.test' },
    })
    expect(res.statusCode).toBe(200)
    const mail = await lastOutboxMessage(t.app, 'teacher@lantern.test')
    expect(mail!.subject).toBe('Reset your Lantern password')
    const token = tokenFrom(mail!.text, /reset-password\?token=([A-Za-z0-9_-]+)/)
    const rows = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.kind, 'password_reset'))
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()
    expect(Math.round(ttl / 60_000)).toBe(30)

    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset',
        payload: { token, new_password: password },
      })
    expect((await reset('short')).statusCode).toBe(400)
    const common = await reset('password123')
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toMatch(/one of the most common passwords/)
    expect((await reset('a-brand-new-password')).statusCode).toBe(200)
    expect((await reset('another-new-password')).statusCode).toBe(410)

    const old = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    expect(old.statusCode).toBe(401)
    await expect(signIn(t.app, 'teacher@lantern.test')).rejects.toThrow(/401/)
    await expect(signIn(t.app, 'teacher@lantern.test', 'a-brand-new-password')).resolves.toBeTruthy()
  })

  it('ends every outstanding link of the account: a magic link and a login link die with the old password', async () => {
    const [parent] = await t.database.db.select().from(users).where(eq(users.email, 'parent@lantern.test'))
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/magic-link',
      payload: { email: 'parent@lantern.test', portal: 'ai_academy' },
    })
    const magic = tokenFrom(
      (await lastOutboxMessage(t.app, 'parent@lantern.test'))!.text,
      /\/magic-link\/validation\/([A-Za-z0-9_-]+)/,
    )
    const loginLink = await issueLoginLink(t.app.ctx, parent.id)
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset/link',
      payload: { email: 'parent@lantern.test' },
    })
    const token = tokenFrom(
      (await lastOutboxMessage(t.app, 'parent@lantern.test'))!.text,
      /reset-password\?token=([A-Za-z0-9_-]+)/,
    )
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { token, new_password: 'lighthouse-pebble-tram' },
    })
    expect(reset.statusCode).toBe(200)
    const viaMagic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'magic_link', login_token: magic },
    })
    expect(viaMagic.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/token/${loginLink}` })).statusCode).toBe(
      410,
    )
  })

  it('replies before looking the address up or sending anything, for known and unknown emails alike', async () => {
    const mailer = t.app.ctx.mailer
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const sent: string[] = []
    t.app.ctx.mailer = {
      send: async (mail) => {
        await held
        sent.push(mail.to)
      },
    }
    try {
      for (const email of ['admin@lantern.test', 'nobody@lantern.test']) {
        for (const url of ['/api/v1/auth/password/reset/link', '/api/v1/auth/magic-link']) {
          const res = await t.app.inject({ method: 'POST', url, payload: { email, portal: 'ai_academy' } })
          expect(res.statusCode, `${url} for ${email}`).toBe(200)
        }
      }
      expect(sent).toEqual([])
      release()
      await t.app.ctx.tasks.drain()
      expect(sent).toEqual(['admin@lantern.test', 'admin@lantern.test'])
    } finally {
      t.app.ctx.mailer = mailer
    }
  })

  it('words the email for a new purchase differently', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset/link',
      payload: { email: 'owner@lantern.test', is_from_aiacademy_new_buy_page: true },
    })
    expect((await lastOutboxMessage(t.app, 'owner@lantern.test'))!.subject).toBe('Set your Lantern password')
  })
})

describe('login links (/auth/token/{id})', () => {
  const t = useTestApp()

  it('turns a link id into a one-time login token that signs in once', async () => {
    const [ava] = await t.database.db.select().from(users).where(eq(users.username, 'ava'))
    const linkId = await issueLoginLink(t.app.ctx, ava.id)
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/token/${linkId}` })
    expect(res.statusCode).toBe(200)
    const { token } = res.json()
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/auth/token/${linkId}` })
    expect(again.statusCode).toBe(410)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'token', login_token: token },
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().username).toBe('ava')
  })
})
