import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, lastOutboxMessage, signIn, useTestApp } from '../../../tests/server'

const linkToken = (text: string | undefined) => text?.match(/token=([\w-]+)/)?.[1]

describe('changing the email or password of an account', () => {
  const t = useTestApp()
  const patch = (headers: { authorization: string }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/users/', headers, payload })
  const me = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })).json()

  it('needs the current password: none gives 400, a wrong one 403, and nothing changes', async () => {
    const { headers } = await signIn(t.app, 'owner@lantern.test')
    const none = await patch(headers, { email: 'thief@example.com' })
    expect(none.statusCode).toBe(400)
    expect(none.json().issues[0].path).toBe('current_password')
    const wrong = await patch(headers, { email: 'thief@example.com', current_password: 'not-it-at-all' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toBe('That is not your current password.')
    const noPassword = await patch(headers, { new_password: 'a-brand-new-passphrase' })
    expect(noPassword.statusCode).toBe(400)
    expect((await me(headers)).email).toBe('owner@lantern.test')
    expect(await lastOutboxMessage(t.app, 'thief@example.com')).toBeUndefined()
  })

  it('moves the account only when the new address confirms, and tells the old address at once', async () => {
    const { headers } = await signIn(t.app, 'curriculum@lantern.test')
    const res = await patch(headers, { email: 'curriculum.new@example.com', current_password: DEMO_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json().pending_email).toBe('curriculum.new@example.com')
    expect(res.json().email).toBe('curriculum@lantern.test')
    const notice = await lastOutboxMessage(t.app, 'curriculum@lantern.test')
    expect(notice?.subject).toBe('Your Lantern email is about to change')
    expect(notice?.text).toContain('c***@example.com')
    const confirm = await lastOutboxMessage(t.app, 'curriculum.new@example.com')
    const token = linkToken(confirm?.text)
    expect(token).toBeTruthy()
    expect((await me(headers)).email).toBe('curriculum@lantern.test')

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/email/confirm',
      payload: { token },
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().email).toBe('curriculum.new@example.com')
    expect((await me(headers)).email).toBe('curriculum.new@example.com')
    expect((await lastOutboxMessage(t.app, 'curriculum@lantern.test'))?.subject).toBe(
      'Your Lantern email was changed',
    )
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/email/confirm',
      payload: { token },
    })
    expect(again.statusCode).toBe(410)
  })

  it('answers the same when another account uses the address, and changes nothing', async () => {
    const { headers } = await signIn(t.app, 'teacher@lantern.test')
    const res = await patch(headers, { email: 'admin@lantern.test', current_password: DEMO_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json().pending_email).toBe('admin@lantern.test')
    const note = await lastOutboxMessage(t.app, 'admin@lantern.test')
    expect(note?.subject).toBe('Someone tried to use this email on Lantern')
    expect(linkToken(note?.text)).toBeUndefined()
    expect((await me(headers)).email).toBe('teacher@lantern.test')
  })

  it('changes the password with the current one: other devices and old links end, this one stays', async () => {
    const here = await signIn(t.app, 'parent@lantern.test')
    const elsewhere = await signIn(t.app, 'parent@lantern.test')
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/magic-link',
      payload: { email: 'parent@lantern.test', portal: 'ai_academy' },
    })
    const magic = (await lastOutboxMessage(t.app, 'parent@lantern.test'))?.text.match(
      /validation\/([\w-]+)/,
    )?.[1]
    expect(magic).toBeTruthy()

    const common = await patch(here.headers, { new_password: 'iloveyou123', current_password: DEMO_PASSWORD })
    expect(common.statusCode).toBe(400)
    expect(common.json().issues[0]).toMatchObject({ path: 'new_password' })
    expect(common.json().message).toMatch(/most common passwords/)

    const res = await patch(here.headers, {
      new_password: 'kettle-harbour-violet',
      current_password: DEMO_PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: here.headers }))
        .statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: elsewhere.headers }))
        .statusCode,
    ).toBe(401)
    const viaLink = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'magic_link', login_token: magic },
    })
    expect(viaLink.statusCode).toBe(401)
    expect((await lastOutboxMessage(t.app, 'parent@lantern.test'))?.subject).toBe(
      'Your Lantern password was changed',
    )
    await signIn(t.app, 'parent@lantern.test', 'kettle-harbour-violet')
  })
})
