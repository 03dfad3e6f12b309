import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, signIn, useTestApp } from '../../../tests/server'

const DEMO_ACCOUNTS = [
  ['admin@lantern.test', 3],
  ['owner@lantern.test', 2],
  ['teacher@lantern.test', 2],
  ['parent@lantern.test', 6],
  ['ava', 1],
  ['ben', 1],
  ['chloe', 1],
  ['curriculum@lantern.test', 4],
  ['guest@lantern.test', 5],
] as const

describe('POST /api/v1/auth/login', () => {
  const t = useTestApp()

  it.each(DEMO_ACCOUNTS)('signs in %s with the demo password', async (who, role) => {
    const { user } = await signIn(t.app, who)
    expect(user.user_role_id).toBe(role)
    expect(user.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Date(user.expires_at).getTime()).toBeGreaterThan(Date.now())
  })

  it('gives a Lite student is_free_tier and a flag', async () => {
    const { user } = await signIn(t.app, 'ben')
    expect(user.is_free_tier).toBe(true)
    expect(user.flag).toEqual({ has_agreed_policy: true, email_verified: true })
  })

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'email', email: 'parent@lantern.test', password: 'not-the-password' },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'email', email: 'nobody@lantern.test', password: 'not-the-password' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json().message).toBe(unknown.json().message)
    expect(wrong.json().message).toMatch(/don't match/)
  })

  it('accepts usernames and emails in any case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'username', username: 'AVA', password: DEMO_PASSWORD },
    })
    expect(res.statusCode).toBe(200)
  })

  it('says which field is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'username', username: 'ava' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: 'Enter your password.', issues: [{ path: 'password' }] })
  })

  it('rejects an unknown login_type with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'fax', email: 'a@b.c', password: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('login_type')
  })

  it('refuses a sign-in on the wrong role tab with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'email', email: 'parent@lantern.test', password: DEMO_PASSWORD, login_role: 2 },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toMatch(/parent account/)
  })

  it('refuses providers that are not configured with 501 and a way forward', async () => {
    for (const body of [
      { login_type: 'google', google_jwt: 'x.y.z' },
      { login_type: 'apple', apple_auth_grant_code: 'c' },
      { login_type: 'canvas', canvas_code: 'c' },
      { login_type: 'd2l', d2l_code: 'c' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body })
      expect(res.statusCode).toBe(501)
      expect(res.json().message).toMatch(/not set up on this server/)
    }
  })
})

describe('sessions', () => {
  const t = useTestApp()

  it('logout revokes the token: the next call gets 401', async () => {
    const { headers } = await signIn(t.app, 'parent@lantern.test')
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    expect(me.statusCode).toBe(200)
    expect(me.json().email).toBe('parent@lantern.test')
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })
    expect(out.statusCode).toBe(200)
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toMatch(/session has ended/)
  })

  it('answers 401 without a token and for a made-up one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/users/information' })
    expect(none.statusCode).toBe(401)
    const fake = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/information',
      headers: { authorization: 'Bearer made-up' },
    })
    expect(fake.statusCode).toBe(401)
  })

  it('answers 401 for an expired session', async () => {
    const { headers, user } = await signIn(t.app, 'ava')
    const { sessions } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id))
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    expect(res.statusCode).toBe(401)
  })
})

describe('sign-in throttling', () => {
  const t = useTestApp()
  const attempt = (username: string, password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'username', username, password },
      remoteAddress: from,
    })

  it('never refuses many good sign-ins at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 15 }, () => attempt('chloe', DEMO_PASSWORD, '10.1.0.1')),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(15).fill(200))
  })

  it('makes one address wait after five wrong passwords, the right one included, and says how long', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('chloe', 'wrong-password', '10.1.0.2')).statusCode).toBe(401)
    const waiting = await attempt('chloe', DEMO_PASSWORD, '10.1.0.2')
    expect(waiting.statusCode).toBe(429)
    expect(waiting.json().message).toMatch(/^Too many wrong passwords\. Wait \d+ seconds?, then try again\.$/)
    // The owner at another address is not slowed at all.
    expect((await attempt('chloe', DEMO_PASSWORD, '10.1.0.3')).statusCode).toBe(200)
  })

  it('a stranger cannot lock a child out: after 100 failures only addresses the child used before get in', async () => {
    expect((await attempt('ava', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200)
    for (let i = 0; i < 100; i++) {
      const res = await attempt('ava', `guess-${i}`, `198.51.100.${Math.floor(i / 4)}`)
      expect(res.statusCode, `guess ${i}`).toBe(401)
    }
    const stranger = await attempt('ava', DEMO_PASSWORD, '203.0.113.50')
    expect(stranger.statusCode).toBe(429)
    expect(stranger.json().message).toMatch(/only accepts sign-ins from a device that used it before/)
    expect((await attempt('ava', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200)
    // That good sign-in ends the lock for everyone.
    expect((await attempt('ava', DEMO_PASSWORD, '203.0.113.50')).statusCode).toBe(200)
  })

  it('answers a name no account has exactly as it answers a real one', async () => {
    const replies = async (username: string, from: string) => {
      const out: [number, string][] = []
      for (let i = 0; i < 7; i++) {
        const res = await attempt(username, 'wrong-password', from)
        out.push([res.statusCode, res.json().message.replace(/\d+ seconds?/, 'N seconds')])
      }
      return out
    }
    expect(await replies('no-such-child', '10.3.0.1')).toEqual(await replies('ben', '10.3.0.2'))
  })
})
