import { eq, or } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lastOutboxMessage, useTestApp } from '../../../tests/server'
import { users } from '../../db/schema'

const newParent = {
  first_name: 'Nadia',
  last_name: 'Rahman',
  email: 'nadia@example.com',
  password: 'a-good-password',
  has_agreed_policy: true,
}

describe('POST /api/v1/auth/signup', () => {
  const t = useTestApp()

  it('creates a parent account, signs it in, and marks it new', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: newParent })
    expect(res.statusCode).toBe(201)
    const user = res.json()
    expect(user).toMatchObject({ user_role_id: 6, is_free_tier: false, last_logged_in: null })
    expect(user.flag.has_agreed_policy).toBe(true)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/information',
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect(me.json().email).toBe('nadia@example.com')
  })

  it('makes a Lite account with is_free_tier', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup?is_free_tier=true',
      payload: { ...newParent, email: 'lite@example.com', username: 'lite.family' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ is_free_tier: true, user_role_id: 6, username: 'lite.family' })
  })

  it('refuses a child signing up alone, says how a child joins, and keeps nothing they typed', async () => {
    const child = { ...newParent, email: 'kid@example.com', user_role_id: 1, username: 'kid.alone' }
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: child })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/made by a parent or the school.*request from the sign-up page/),
      issues: [{ path: 'user_role_id' }],
    })
    const kept = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.email, 'kid@example.com'), eq(users.username, 'kid.alone')))
    expect(kept).toEqual([])
    expect(await lastOutboxMessage(t.app, 'kid@example.com')).toBeUndefined()
  })

  it('refuses a taken email with 409 and writes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { ...newParent, email: 'PARENT@lantern.test' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/already uses this email/)
  })

  it.each([
    [{ ...newParent, email: 'x1@example.com', has_agreed_policy: false }, 'has_agreed_policy'],
    [{ ...newParent, email: 'x2@example.com', password: 'short' }, 'password'],
    [{ ...newParent, email: 'x3@example.com', first_name: '  ' }, 'first_name'],
    [{ ...newParent, email: 'x4@example.com', user_role_id: 3 }, 'user_role_id'],
  ])('refuses bad input with a 400 naming the field (%#)', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'email', email: payload.email, password: payload.password },
    })
    expect(login.statusCode).toBe(401)
  })
})

describe('one-time codes by SMS', () => {
  const t = useTestApp()
  const send = (phone: string, validate = true) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/generate-otp?validate_number=${validate}`,
      payload: { country_code: '+65', phone_number: phone },
    })
  const login = (otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'otp', mobile_number: '+6591234567', otp },
    })

  it('sends a code to the parent’s number that signs in once', async () => {
    expect((await send('91234567')).statusCode).toBe(200)
    const sms = await lastOutboxMessage(t.app, '+6591234567')
    const code = sms!.text.match(/(\d{6})/)![1]
    expect((await login(code)).json().email).toBe('parent@lantern.test')
    expect((await login(code)).statusCode).toBe(401)
  })

  it('answers the same for a number with no account and sends nothing', async () => {
    const res = await send('81111111')
    expect(res.statusCode).toBe(200)
    expect(await lastOutboxMessage(t.app, '+6581111111')).toBeUndefined()
  })

  it('checks the number’s shape when validate_number is set', async () => {
    const res = await send('71234567')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/8 digits starting with 8 or 9/)
  })

  it('locks a code after five wrong tries', async () => {
    await send('91234567')
    const sms = await lastOutboxMessage(t.app, '+6591234567')
    const code = sms!.text.match(/(\d{6})/)![1]
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await login(wrong)).statusCode).toBe(401)
    expect((await login(code)).statusCode).toBe(429)
  })
})
