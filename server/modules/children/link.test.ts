import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, signIn, useTestApp } from '../../../tests/server'
import { SignInThrottle } from '../../lib/sign-in-throttle'
import { levelId, PARENT_CALLS, signUp } from './testing'

describe('linking an existing student account as a child', () => {
  const t = useTestApp()
  const link = (headers: Record<string, string>, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `${PARENT_CALLS}/link-child-account`,
      headers,
      payload: { username, password },
    })

  it('links a student account of no parent by its login; 409 once it has another parent', async () => {
    const student = await signUp(t.app, 1, { academic_level_id: await levelId(t.database.db, 'P5') })
    const parent = await signUp(t.app, 6)
    const res = await link(parent.headers, ` ${student.username.toUpperCase()} `, student.password)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: student.user.id, username: student.username, is_free_tier: false })
    expect(res.json().user_information.subject_ids).toEqual([])

    // Linking one's own child again changes nothing.
    expect((await link(parent.headers, student.username, student.password)).statusCode).toBe(200)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/users/children', headers: parent.headers })
    expect(list.json().children.map((c: { id: number }) => c.id)).toEqual([student.user.id])

    const demoParent = await signIn(t.app, 'parent@lantern.test')
    const taken = await link(demoParent.headers, student.username, student.password)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toMatch(/already linked to another parent/)
    expect((await link(parent.headers, 'ben', DEMO_PASSWORD)).statusCode).toBe(409)
    // The student's own session goes on.
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/information',
      headers: student.headers,
    })
    expect(info.statusCode).toBe(200)
  })

  it('links by email too, and only a student account', async () => {
    const student = await signUp(t.app, 1)
    const parent = await signUp(t.app, 6)
    expect((await link(parent.headers, student.email, student.password)).statusCode).toBe(200)
    const notAStudent = await link(parent.headers, 'teacher@lantern.test', DEMO_PASSWORD)
    expect(notAStudent.statusCode).toBe(409)
    expect(notAStudent.json().message).toMatch(/not a student account/)
  })

  it('refuses a wrong password and an unknown name alike, and counts the guesses with sign-in', async () => {
    // A still clock: the throttle's delays do not run out while the test runs.
    t.app.ctx.signIns = new SignInThrottle(() => 1_000_000)
    const student = await signUp(t.app, 1)
    const parent = await signUp(t.app, 6)
    const unknown = await link(parent.headers, 'nobody.here', 'Whatever-it-is')
    const replies = []
    for (let i = 0; i < 5; i++) replies.push(await link(parent.headers, student.username, 'Wrong-guess-123'))
    for (const res of [unknown, ...replies]) {
      // 403, not 401: the parent's own session is fine.
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'wrong_password', message: unknown.json().message })
    }
    const throttled = await link(parent.headers, student.username, student.password)
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().message).toMatch(/Too many wrong passwords/)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'username', username: student.username, password: student.password },
    })
    expect(login.statusCode).toBe(429)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/users/children', headers: parent.headers })
    expect(list.json().children).toEqual([])
  })

  it('refuses bad input with a 400', async () => {
    const parent = await signUp(t.app, 6)
    const res = await t.app.inject({
      method: 'POST',
      url: `${PARENT_CALLS}/link-child-account`,
      headers: parent.headers,
      payload: { username: '' },
    })
    expect(res.statusCode).toBe(400)
  })
})
