import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeIdentityProvider } from '../../../tests/fake-identity-provider'
import { DEMO_PASSWORD, lastOutboxMessage, useTestApp } from '../../../tests/server'
import { loadConfig } from '../../config'

const idp = await startFakeIdentityProvider()
const parent = { sub: 'g-100', email: 'parent@lantern.test', given_name: 'Priya', family_name: 'Parent' }
const stranger = { sub: 'g-200', email: 'stranger@example.com', given_name: 'Sam', family_name: 'Stranger' }

describe('sign-in through outside identity providers (local fake provider, real protocols)', () => {
  const providerConfig = loadConfig(idp.env)
  const t = useTestApp({
    google: providerConfig.google,
    apple: providerConfig.apple,
    canvas: providerConfig.canvas,
    d2l: providerConfig.d2l,
  })
  beforeAll(() => undefined)
  afterAll(() => idp.close())

  const login = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload })

  it('google: a verified ID token for a known email signs in and links the identity', async () => {
    const res = await login({ login_type: 'google', google_jwt: await idp.googleIdToken(parent) })
    expect(res.statusCode).toBe(200)
    expect(res.json().email).toBe('parent@lantern.test')
  })

  it('google: a token for another audience or a forged one is refused', async () => {
    const wrongAudience = await login({
      login_type: 'google',
      google_jwt: await idp.googleIdToken(parent, 'someone-else'),
    })
    expect(wrongAudience.statusCode).toBe(401)
    const token = await idp.googleIdToken(parent)
    const [h, p] = token.split('.')
    const forged = await login({ login_type: 'google', google_jwt: `${h}.${p}.AAAA` })
    expect(forged.statusCode).toBe(401)
    expect(forged.json().message).toMatch(/could not verify your Google sign-in/)
  })

  it('google: an identity with no account is refused and told to sign up', async () => {
    const res = await login({ login_type: 'google', google_jwt: await idp.googleIdToken(stranger) })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toMatch(/Sign up first/)
  })

  it('google validate: returns the claims and whether an account exists', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/google/${await idp.googleIdToken(stranger)}/validate`,
    })
    expect(res.json()).toEqual({
      email: 'stranger@example.com',
      first_name: 'Sam',
      last_name: 'Stranger',
      subject: 'g-200',
      has_account: false,
    })
  })

  it('apple: exchanges the code with an ES256 client secret and signs in', async () => {
    const res = await login({
      login_type: 'apple',
      apple_auth_grant_code: idp.code({ ...parent, sub: 'a-1' }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().email).toBe('parent@lantern.test')
    const { payload, protectedHeader } = await jwtVerify(idp.seenClientSecrets.at(-1)!, idp.applePublicKey)
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY123' })
    expect(payload).toMatchObject({ iss: 'TEAM123', sub: 'lantern-apple' })
  })

  it('apple: a used or unknown code is refused', async () => {
    const code = idp.code({ ...parent, sub: 'a-1' })
    expect((await login({ login_type: 'apple', apple_auth_grant_code: code })).statusCode).toBe(200)
    expect((await login({ login_type: 'apple', apple_auth_grant_code: code })).statusCode).toBe(401)
  })

  it('canvas: code → token → profile signs in the teacher', async () => {
    const res = await login({
      login_type: 'canvas',
      canvas_code: idp.code({
        sub: '42',
        email: 'teacher@lantern.test',
        given_name: 'Tom',
        family_name: 'Tan',
      }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().email).toBe('teacher@lantern.test')
  })

  it('d2l: code → token → whoami + user signs in the owner', async () => {
    const res = await login({
      login_type: 'd2l',
      d2l_code: idp.code({
        sub: '7',
        email: 'owner@lantern.test',
        given_name: 'Olivia',
        family_name: 'Owner',
      }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().email).toBe('owner@lantern.test')
  })

  it('a linked identity keeps working after the email changes', async () => {
    const first = await login({ login_type: 'google', google_jwt: await idp.googleIdToken(parent) })
    const headers = { authorization: `Bearer ${first.json().access_token}` }
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/',
      headers,
      payload: { email: 'priya@example.com', current_password: DEMO_PASSWORD },
    })
    const confirm = await lastOutboxMessage(t.app, 'priya@example.com')
    const token = confirm?.text.match(/token=([\w-]+)/)?.[1]
    await t.app.inject({ method: 'POST', url: '/api/v1/users/email/confirm', payload: { token } })
    const again = await login({ login_type: 'google', google_jwt: await idp.googleIdToken(parent) })
    expect(again.statusCode).toBe(200)
    expect(again.json().email).toBe('priya@example.com')
  })
})
