import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----lantern-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('own account calls', () => {
  const t = useTestApp()

  it('GET /users/information answers the signed-in user with school details', async () => {
    const { headers } = await signIn(t.app, 'teacher@lantern.test')
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      email: 'teacher@lantern.test',
      user_role_id: 2,
      teacher_role_id: 3,
      school_name: 'Lantern Demo Primary',
    })
    expect(res.json()).not.toHaveProperty('password_hash')
  })

  it('PATCH /users/ edits the profile and validates each field', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/',
      headers,
      payload: { first_name: 'Ava Mei', academic_level_id: 6, preferred_language_id: 2 },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ first_name: 'Ava Mei', academic_level_id: 6, preferred_language_id: 2 })

    const badLevel = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/',
      headers,
      payload: { academic_level_id: 99 },
    })
    expect(badLevel.statusCode).toBe(400)
    expect(badLevel.json().message).toMatch(/school level/)

    const emptyName = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/',
      headers,
      payload: { last_name: '' },
    })
    expect(emptyName.statusCode).toBe(400)
    expect(emptyName.json().issues[0].path).toBe('last_name')

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    expect(me.json()).toMatchObject({ first_name: 'Ava Mei', last_name: 'Lim', academic_level_id: 6 })
  })

  it('PATCH /users/has-agreed-policy records the agreement', async () => {
    const { headers, user } = await signIn(t.app, 'chloe')
    const { users } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    await t.database.db.update(users).set({ hasAgreedPolicy: false }).where(eq(users.id, user.id))
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    expect(before.json().flag.has_agreed_policy).toBe(false)
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/has-agreed-policy', headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().flag.has_agreed_policy).toBe(true)
  })

  describe('PATCH /users/{id}/profile-pic', () => {
    it('stores a PNG and serves it', async () => {
      const { headers, user } = await signIn(t.app, 'ben')
      const form = multipart('file', 'me.png', 'image/png', PNG)
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}/profile-pic`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      })
      expect(res.statusCode).toBe(200)
      const url = res.json().profile_pic_url
      expect(url).toMatch(/^\/uploads\/profile-pics\/\d+-[\w-]+\.png$/)
      const file = await t.app.inject({ method: 'GET', url })
      expect(file.statusCode).toBe(200)
      expect(file.rawPayload.equals(PNG)).toBe(true)
    })

    it('lets a parent set their child’s picture, but not another child’s', async () => {
      const { headers } = await signIn(t.app, 'parent@lantern.test')
      const ava = await signIn(t.app, 'ava')
      const chloe = await signIn(t.app, 'chloe')
      const send = (id: number) => {
        const form = multipart('file', 'p.png', 'image/png', PNG)
        return t.app.inject({
          method: 'PATCH',
          url: `/api/v1/users/${id}/profile-pic`,
          headers: { ...headers, ...form.headers },
          payload: form.payload,
        })
      }
      expect((await send(ava.user.id)).statusCode).toBe(200)
      expect((await send(chloe.user.id)).statusCode).toBe(403)
    })

    it('refuses another user’s picture with 403 and writes nothing', async () => {
      const { headers } = await signIn(t.app, 'chloe')
      const ben = await signIn(t.app, 'ben')
      const form = multipart('file', 'x.png', 'image/png', PNG)
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${ben.user.id}/profile-pic`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      })
      expect(res.statusCode).toBe(403)
    })

    it('refuses a file that is not an image, whatever it claims to be (415)', async () => {
      const { headers, user } = await signIn(t.app, 'ava')
      const form = multipart('file', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'))
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}/profile-pic`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      })
      expect(res.statusCode).toBe(415)
      expect(res.json().message).toMatch(/PNG, JPEG, GIF or WebP/)
    })

    it('refuses a picture over 2 MB (413)', async () => {
      const { headers, user } = await signIn(t.app, 'ava')
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)])
      const form = multipart('file', 'big.png', 'image/png', big)
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}/profile-pic`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      })
      expect(res.statusCode).toBe(413)
      expect(res.json().message).toMatch(/larger than 2 MB/)
    })

    it('refuses a JSON body with 415', async () => {
      const { headers, user } = await signIn(t.app, 'ava')
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}/profile-pic`,
        headers,
        payload: { file: 'x' },
      })
      expect(res.statusCode).toBe(415)
    })
  })
})

describe('white-label configuration', () => {
  const t = useTestApp()

  it('answers the demo school’s white-label fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/white-label',
      payload: { domain: 'Demo-Primary.lantern.test' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      school_name: 'Lantern Demo Primary',
      domain_name: 'demo-primary.lantern.test',
      primary: '#0f766e',
      logo: null,
    })
    expect(Object.keys(res.json())).toEqual(
      expect.arrayContaining(['secondary3', 'accent3', 'highlight3', 'mascot', 'bookcover', 'dashboard']),
    )
  })

  it('answers 404 for an unknown domain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/white-label',
      payload: { domain: 'nowhere.example' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toMatch(/No white-label site/)
  })
})

describe('the API surface', () => {
  const t = useTestApp()

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'not_found' })
  })

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login_type": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/malformed/)
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
