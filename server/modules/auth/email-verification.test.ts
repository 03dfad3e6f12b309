import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lastOutboxMessage, signIn, useTestApp } from '../../../tests/server'
import { users } from '../../db/schema'

const tokenIn = (text = '') => /verify-email\?token=([\w-]+)/.exec(text)?.[1] ?? ''
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('new accounts verify their email', () => {
  const t = useTestApp()
  const signUp = (email: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        first_name: 'Nadia',
        last_name: 'Rahman',
        email,
        password: 'a-good-password',
        has_agreed_policy: true,
        ...extra,
      },
    })
  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/email/verify', payload: { token } })

  it('signs the new account in unverified and mails a single-use link that verifies it', async () => {
    const res = await signUp('verify.me@example.com')
    expect(res.statusCode).toBe(201)
    const user = res.json()
    expect(user.flag.email_verified).toBe(false)

    const mail = await lastOutboxMessage(t.app, 'verify.me@example.com')
    expect(mail?.subject).toBe('Verify your Lantern email')
    const token = tokenIn(mail?.text)
    const ok = await verify(token)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ ok: true, email: 'verify.me@example.com' })

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/information',
      headers: bearer(user.access_token),
    })
    expect(me.json().flag.email_verified).toBe(true)

    const twice = await verify(token)
    expect(twice.statusCode).toBe(410)
    expect(twice.json().message).toContain('expired or was already used')
  })

  it('resends on request, voiding the earlier link, and says when there is nothing to verify', async () => {
    const user = (await signUp('resend.me@example.com')).json()
    const first = tokenIn((await lastOutboxMessage(t.app, 'resend.me@example.com'))?.text)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/verification',
      headers: bearer(user.access_token),
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().message).toContain('resend.me@example.com')
    const second = tokenIn((await lastOutboxMessage(t.app, 'resend.me@example.com'))?.text)
    expect(second).not.toBe(first)
    expect((await verify(first)).statusCode).toBe(410)
    expect((await verify(second)).statusCode).toBe(200)

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/verification',
      headers: bearer(user.access_token),
    })
    expect(done.json().message).toBe('Your email is already verified.')
  })

  it('counts demo accounts as verified and needs a sign-in to resend', async () => {
    const parent = await signIn(t.app, 'parent@lantern.test')
    expect(parent.user.flag.email_verified).toBe(true)
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/auth/email/verification' })
    expect(anon.statusCode).toBe(401)
  })

  it('refuses a made-up or malformed token with 410 or a clear 400', async () => {
    expect((await verify('x'.repeat(40))).statusCode).toBe(410)
    const short = await verify('abc')
    expect(short.statusCode).toBe(400)
  })

  it('verifies at once a parent who signs up from a child’s consent link with the address it went to', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/parental-consent',
      payload: { child_first_name: 'Maya', parent_email: 'consenting@example.com' },
    })
    const mail = await lastOutboxMessage(t.app, 'consenting@example.com')
    const consent = /parent-consent\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
    const proven = await signUp('consenting@example.com', { consent_token: consent })
    expect(proven.json().flag.email_verified).toBe(true)
    const other = await signUp('someone.else@example.com', { consent_token: consent })
    expect(other.json().flag.email_verified).toBe(false)
  })

  it('a magic link counts as proof of the address', async () => {
    await signUp('magic.me@example.com')
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/magic-link',
      payload: { email: 'magic.me@example.com' },
    })
    const mail = await lastOutboxMessage(t.app, 'magic.me@example.com')
    const token = /magic-link\/validation\/([\w-]+)/.exec(mail?.text ?? '')?.[1]
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'magic_link', login_token: token },
    })
    expect(res.json().flag.email_verified).toBe(true)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'magic.me@example.com'))
    expect(row.emailVerifiedAt).not.toBeNull()
  })
})
