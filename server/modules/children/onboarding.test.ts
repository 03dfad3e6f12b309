import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { academyOnboarding } from '../../db/schema'
import { createChild, levelId, PARENT_CALLS, signUp } from './testing'

const ONBOARDING = '/api/v1/users/onboarding/aiacademy'

describe('the academy onboarding', () => {
  const t = useTestApp()
  const get = (headers: Record<string, string>, email?: string) =>
    t.app.inject({ method: 'GET', url: ONBOARDING, headers, query: email ? { email } : {} })
  const save = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: ONBOARDING, headers, payload })

  it("saves a parent's steps, each step's answers joining the earlier ones", async () => {
    const parent = await signUp(t.app, 6)
    expect((await get(parent.headers)).json()).toEqual({
      email: parent.email,
      step: 0,
      is_completed: false,
      answers: {},
      updated_at: null,
    })
    expect((await save(parent.headers, { step: 1, answers: { goal: 'PSLE' } })).statusCode).toBe(200)
    const done = await save(parent.headers, { step: 2, answers: { hours: 3 }, is_completed: true })
    expect(done.json()).toMatchObject({ step: 2, is_completed: true, answers: { goal: 'PSLE', hours: 3 } })
    // Leaving is_completed out keeps it.
    await save(parent.headers, { step: 3, answers: { goal: 'Confidence' } })
    expect((await get(parent.headers, parent.email)).json()).toMatchObject({
      step: 3,
      is_completed: true,
      answers: { goal: 'Confidence', hours: 3 },
    })
  })

  it("reaches an own child's onboarding by email, and nobody else's (403, nothing written)", async () => {
    const parent = await signUp(t.app, 6)
    const student = await signUp(t.app, 1)
    await t.app.inject({
      method: 'POST',
      url: `${PARENT_CALLS}/link-child-account`,
      headers: parent.headers,
      payload: { username: student.username, password: student.password },
    })
    const saved = await save(parent.headers, { email: student.email, step: 1, answers: { level: 'P5' } })
    expect(saved.json()).toMatchObject({ email: student.email, step: 1 })
    expect((await get(student.headers)).json()).toMatchObject({
      email: student.email,
      answers: { level: 'P5' },
    })

    const stranger = await signUp(t.app, 1)
    expect((await get(parent.headers, stranger.email)).statusCode).toBe(403)
    expect((await save(parent.headers, { email: stranger.email, step: 1, answers: {} })).statusCode).toBe(403)
    expect((await get(student.headers, parent.email)).statusCode).toBe(403)
    const rows = await t.database.db
      .select()
      .from(academyOnboarding)
      .where(eq(academyOnboarding.userId, stranger.user.id))
    expect(rows).toEqual([])
  })

  it('refuses bad steps and answers with a 400', async () => {
    const parent = await signUp(t.app, 6)
    expect((await save(parent.headers, { step: 99, answers: {} })).statusCode).toBe(400)
    expect((await save(parent.headers, { step: 1, answers: 'all of them' })).statusCode).toBe(400)
    expect((await get(parent.headers, 'not-an-email')).statusCode).toBe(400)
  })

  it('tells a parent what comes next: add a child, choose a plan, or nothing', async () => {
    const parent = await signUp(t.app, 6)
    const next = async () =>
      (await t.app.inject({ method: 'GET', url: PARENT_CALLS, headers: parent.headers })).json()
    expect(await next()).toEqual({ children: [], has_subscription: false, next_step: 'add_child' })

    const { child } = await createChild(t.app, parent.headers, await levelId(t.database.db, 'P5'))
    expect(await next()).toMatchObject({ children: [{ id: child.id }], next_step: 'choose_plan' })

    const admin = await signIn(t.app, 'admin@lantern.test')
    const subjects = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/parents/${parent.user.id}/children`,
        headers: admin.headers,
      })
    ).json().children[0].subjects as { subject_id: number; subject_name: string }[]
    const maths = subjects.find((s) => s.subject_name === 'Maths')!
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/parents/${parent.user.id}/children/${child.id}/subjects/${maths.subject_id}/activate`,
      headers: admin.headers,
    })
    const after = await next()
    expect(after).toMatchObject({ has_subscription: false, next_step: 'done' })
    expect(after.children[0].user_information.subject_ids).toEqual([maths.subject_id])
  })
})
