import { describe, expect, it } from 'vitest'
import { lastOutboxMessage, signIn, useTestApp } from '../../../tests/server'

describe('children, people lookup, support messages and account switches', () => {
  const t = useTestApp()

  it('a parent lists only their own children', async () => {
    const { headers } = await signIn(t.app, 'parent@lantern.test')
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/children', headers })
    expect(res.statusCode).toBe(200)
    const children = res.json().children
    expect(children.map((c: { username: string }) => c.username)).toEqual(['ava', 'ben'])
    expect(children[1]).toMatchObject({ first_name: 'Ben', is_free_tier: true })
  })

  it('GET /users: an admin searches everyone, others only an exact email within reach', async () => {
    const admin = await signIn(t.app, 'admin@lantern.test')
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/users?size=5', headers: admin.headers })
    expect(all.json()).toMatchObject({ total_count: 10, size: 5, page: 1 })
    expect(all.json().items).toHaveLength(5)

    const teacher = await signIn(t.app, 'teacher@lantern.test')
    const noEmail = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: teacher.headers })
    expect(noEmail.statusCode).toBe(400)
    const colleague = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?email=owner@lantern.test',
      headers: teacher.headers,
    })
    expect(colleague.json().items).toHaveLength(1)
    const outsider = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?email=parent@lantern.test',
      headers: teacher.headers,
    })
    expect(outsider.json()).toMatchObject({ items: [], total_count: 0 })
  })

  it('the public contact form reaches the support inbox; bad input is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mailer/contact-us',
      payload: { from_email: 'mum@example.com', message: 'How do I add a second child?' },
    })
    expect(res.statusCode).toBe(202)
    const mail = await lastOutboxMessage(t.app, 'support@lantern.test')
    expect(mail!.text).toContain('How do I add a second child?')
    expect(mail!.text).toContain('mum@example.com')
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mailer/contact-us',
      payload: { from_email: 'mum@example.com', message: '   ' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toMatch(/Write a message/)
  })

  it('a signed-in user writes to support as themself', async () => {
    const { headers } = await signIn(t.app, 'owner@lantern.test')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/contact-us',
      headers,
      payload: { subject: 'Class import', message: 'Can we import a class list?' },
    })
    expect(res.statusCode).toBe(202)
    const mail = await lastOutboxMessage(t.app, 'support@lantern.test')
    expect(mail!.subject).toBe('[Lantern support] Class import')
    expect(mail!.text).toContain('Olivia Owner')
  })

  it('an admin switches an account off (its sessions end, sign-in refused) and on again', async () => {
    const admin = await signIn(t.app, 'admin@lantern.test')
    const chloe = await signIn(t.app, 'chloe')
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/user/deactivate/${chloe.user.id}`,
      headers: admin.headers,
    })
    expect(off.json()).toEqual({ id: chloe.user.id, is_active: false })
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/information',
      headers: chloe.headers,
    })
    expect(stale.statusCode).toBe(401)
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'username', username: 'chloe', password: 'Lantern-demo-2026' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/switched off/)
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/user/activate/${chloe.user.id}`,
      headers: admin.headers,
    })
    expect(on.json().is_active).toBe(true)
    await expect(signIn(t.app, 'chloe')).resolves.toBeTruthy()
  })

  it('an admin cannot switch themself off, and unknown users are 404', async () => {
    const admin = await signIn(t.app, 'admin@lantern.test')
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/user/deactivate/${admin.user.id}`,
      headers: admin.headers,
    })
    expect(self.statusCode).toBe(409)
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/user/deactivate/99999',
      headers: admin.headers,
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('per-address rate limits', () => {
  const t = useTestApp()

  it('answer a real 429 with a message once an address sends too many', async () => {
    const statuses: number[] = []
    let last = { message: '' }
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mailer/contact-us',
        payload: { from_email: 'mum@example.com', message: `Question ${i}` },
      })
      statuses.push(res.statusCode)
      last = res.json()
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
    expect(last.message).toMatch(/Too many requests/)
  })
})
