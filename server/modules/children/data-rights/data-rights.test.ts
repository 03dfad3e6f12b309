import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../../tests/server'
import { paymentRecords, subscriptions, users } from '../../../db/schema'
import { avaHandsInFirstQuiz } from '../../reports/testing'
import { buy, callsAs } from '../../subscription/testing'
import { createChild, levelId, signUp } from '../testing'
import { CHILD_REFERENCES, splitKey, userReferenceColumns } from './references'

describe("a parent's rights over a child's data", () => {
  const t = useTestApp()
  let parent: Awaited<ReturnType<typeof signIn>>
  let avaId: number

  beforeAll(async () => {
    parent = await signIn(t.app, 'parent@lantern.test')
    ;[{ id: avaId }] = await t.database.db.select().from(users).where(eq(users.username, 'ava'))
  })

  const exportOf = (childId: number, headers: Record<string, string>, format = 'json') =>
    t.app.inject({ method: 'GET', url: `/api/v1/users/children/${childId}/export?format=${format}`, headers })
  const deleteOf = (childId: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/users/children/${childId}`, headers, payload })

  it('classifies every column that points at an account, so a new table cannot slip past export or deletion', async () => {
    const found = (await userReferenceColumns(t.database.db)).map((r) => r.key).sort()
    expect(found).toEqual(Object.keys(CHILD_REFERENCES).sort())
  })

  it("downloads a child's answers and marks as a JSON file, without a single password hash or token", async () => {
    const quiz = await avaHandsInFirstQuiz(t.app, (q) => ({ question_id: q.id, value: 'my own answer 42' }))
    const res = await exportOf(avaId, parent.headers)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="lantern-ava-data.json"')
    const body = res.json()
    expect(body.child).toMatchObject({ id: avaId, username: 'ava', first_name: 'Ava' })
    expect(body.data.quizzes.map((q: { id: number }) => q.id)).toContain(quiz.id)
    expect(body.data.evaluations.some((e: { value: string }) => e.value === 'my own answer 42')).toBe(true)
    expect(body.data.parent_children).toHaveLength(1)
    expect(res.body).not.toMatch(/password_hash|token_hash|argon2/)
    // Nothing of the sibling: every attempt in the file is ava's.
    expect(body.data.quizzes.every((q: { student_id: number }) => q.student_id === avaId)).toBe(true)
  })

  it('gives the same data as a page a parent can read, with every value escaped', async () => {
    const res = await exportOf(avaId, parent.headers, 'html')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('<h1>Ava Lim: everything Lantern stores</h1>')
    expect(res.body).toContain('Answers and marks')
    expect(res.body).toContain('my own answer 42')
    expect(res.body).not.toMatch(/password_hash|<script/)
  })

  it("refuses another family's parent and the child themself", async () => {
    const stranger = await signUp(t.app, 6)
    expect((await exportOf(avaId, stranger.headers)).statusCode).toBe(404)
    expect((await deleteOf(avaId, stranger.headers, { confirm_name: 'Ava' })).statusCode).toBe(404)
    const ava = await signIn(t.app, 'ava')
    expect((await exportOf(avaId, ava.headers)).statusCode).toBe(403)
    expect((await deleteOf(avaId, ava.headers, { confirm_name: 'Ava' })).statusCode).toBe(403)
  })

  it("deletes a child only with the child's name typed and the parent's password, and says what is wrong", async () => {
    const wrongName = await deleteOf(avaId, parent.headers, {
      confirm_name: 'Ben',
      current_password: 'Lantern-demo-2026',
    })
    expect(wrongName.statusCode).toBe(400)
    expect(wrongName.json().message).toBe('Type Ava to confirm.')
    const noPassword = await deleteOf(avaId, parent.headers, { confirm_name: 'ava' })
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json().message).toBe("Enter your current password to delete Ava's account.")
    const wrongPassword = await deleteOf(avaId, parent.headers, {
      confirm_name: 'Ava',
      current_password: 'nope',
    })
    expect(wrongPassword.statusCode).toBe(403)
    expect(await t.database.db.select().from(users).where(eq(users.id, avaId))).toHaveLength(1)
  })

  it('ends the subscription first, then leaves no row that points at the child, except the payment records the law keeps', async () => {
    const family = await signUp(t.app, 6)
    const { child, username, password } = await createChild(
      t.app,
      family.headers,
      await levelId(t.database.db, 'P5'),
    )
    const calls = callsAs(t.app, family.headers)
    const sub = await buy(calls, child.id, ['lantern_p5_maths_month'])
    const kid = await signIn(t.app, username, password)
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers: kid.headers })).json()
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${list.quizzes[0].id}`, headers: kid.headers })
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/custom',
      headers: kid.headers,
      payload: { course_id: sub.course_ids[0], user_req: 'fractions' },
    })
    expect(own.statusCode, own.body).toBeLessThan(300)

    const res = await deleteOf(child.id, family.headers, {
      confirm_name: 'Kit',
      current_password: family.password,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ deleted: true, ended_subscriptions: 1 })

    for (const { key } of await userReferenceColumns(t.database.db)) {
      const { table, column } = splitKey(key)
      const left = await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${child.id}`,
      )
      expect((left as unknown as { rows: { n: number }[] }).rows[0].n, key).toBe(0)
    }
    const [kept] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.publicId, sub.subscription_id))
    expect(kept).toMatchObject({ studentId: null, status: 'canceled' })
    expect(kept.endedAt).not.toBeNull()
    const records = await t.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.subscriptionId, kept.id))
    expect(records.length).toBeGreaterThan(0)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'username', username, password },
    })
    expect(again.statusCode).toBe(401)
  })
})
