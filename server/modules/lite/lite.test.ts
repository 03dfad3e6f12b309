import { and, count, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lastOutboxMessage, signIn, useTestApp } from '../../../tests/server'
import { levelProducts, localSubscription } from '../../authorization/world-commerce'
import { academicLevels, activityDays, courses, studentSettings, users, worksheets } from '../../db/schema'
import { signUp as signUpStudent } from '../children/testing'
import { NUDGE_MESSAGES, premiumNudge } from './nudge'

const REDEEM = '/api/v1/users/redeem-free-tier-access'
const NUDGE = '/api/v1/users/get-premium-access-nudge'
/** Words a ten-year-old should never meet in the nudge. */
const GROWN_UP_WORDS =
  /entitlement|403|subscri|payment|purchase|billing|upgrade|tier|paywall|error|access|account/i

type Summary = { worksheet_id: number; course_id: number }

describe('Lantern Lite (ADR 0028)', () => {
  const t = useTestApp()
  const db = () => t.app.ctx.db
  const redeem = (headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'PATCH', url: REDEEM, headers, payload })
  const signUp = async (fields: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { last_name: 'Koh', password: 'a-good-password', has_agreed_policy: true, ...fields },
    })
    expect(res.statusCode).toBe(201)
    const user = res.json()
    return { id: user.id as number, headers: { authorization: `Bearer ${user.access_token}` } }
  }
  /** A student account with no parent and no school, as sign-up made them before ADR 0057. */
  const studentAlone = async (level?: number) => {
    const made = await signUpStudent(t.app, 1, { academic_level_id: level })
    return { id: made.user.id as number, headers: made.headers, username: made.username }
  }
  const userNamed = async (username: string) =>
    (await db().select().from(users).where(eq(users.username, username)))[0]

  it('a student with no parent or school has no course until they turn Lite on, then 3 worksheets per course', async () => {
    const [p4] = await db().select().from(academicLevels).where(eq(academicLevels.name, 'P4'))
    const lena = await studentAlone(p4.id)
    const { headers } = lena
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })
    expect(before.json().quizzes).toEqual([])

    const res = await redeem(headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ student_id: lena.id, is_free_tier: true, access_expires_at: null })

    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json()
      .quizzes as Summary[]
    // The seed flags the first three shared worksheets of each course; a course with fewer has them all free.
    const shared = await db()
      .select({ id: courses.id, sheets: count(worksheets.id) })
      .from(courses)
      .innerJoin(worksheets, and(eq(worksheets.courseId, courses.id), isNull(worksheets.ownerId)))
      .where(eq(courses.academicLevelId, p4.id))
      .groupBy(courses.id)
    expect(shared.some((c) => c.sheets >= 3)).toBe(true)
    for (const course of shared)
      expect(
        listed.filter((q) => q.course_id === course.id),
        `course ${course.id}`,
      ).toHaveLength(Math.min(3, course.sheets))
    expect(new Set(listed.map((q) => q.course_id))).toEqual(new Set(shared.map((c) => c.id)))

    const again = await redeem(headers)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('You already have Lantern Lite.')
  })

  it('a parent turns Lite on for their own child; another family cannot', async () => {
    const parent = await signIn(t.app, 'parent@lantern.test')
    const ava = await userNamed('ava')
    const ben = await userNamed('ben')
    const own = await redeem(parent.headers, { student_id: ava.id })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ student_id: ava.id, is_free_tier: true })
    expect((await redeem(parent.headers, { student_id: ben.id })).statusCode).toBe(409)
    const choose = await redeem(parent.headers)
    expect(choose.statusCode).toBe(400)

    // Another family's parent cannot reach ben.
    const nadia = await signUp({ first_name: 'Nadia', email: 'nadia@example.com' })
    const refused = await redeem(nadia.headers, { student_id: ben.id })
    expect(refused.statusCode).toBe(404)
    expect((await userNamed('ben')).updatedAt).toEqual(ben.updatedAt)
  })

  it('a student who already has a subscription needs no Lite', async () => {
    const [p5] = await db().select().from(academicLevels).where(eq(academicLevels.name, 'P5'))
    const omar = await studentAlone(p5.id)
    const [product] = await levelProducts(db(), p5.id)
    await localSubscription(db(), omar.id, omar.id, [product])
    const res = await redeem(omar.headers)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/already unlocked/)
    expect((await userNamed(omar.username)).isFreeTier).toBe(false)
  })

  it('a student cannot turn Lite on for a sibling or anyone else', async () => {
    const ava = await signIn(t.app, 'ava')
    const chloe = await userNamed('chloe')
    const ben = await userNamed('ben')
    for (const id of [ben.id, chloe.id]) {
      const res = await redeem(ava.headers, { student_id: id })
      expect([403, 404]).toContain(res.statusCode)
    }
    expect((await userNamed('chloe')).isFreeTier).toBe(false)
  })

  describe('the premium nudge', () => {
    // 09:00 in Singapore on Monday 23 November 2026.
    const monday = new Date('2026-11-23T01:00:00Z')
    const later = (at: Date, hours: number) => new Date(at.getTime() + hours * 3600_000)

    it('waits until the child practised today, then at most once per three days', async () => {
      const ben = await userNamed('ben')
      await db().delete(activityDays).where(eq(activityDays.userId, ben.id))
      await db().delete(studentSettings).where(eq(studentSettings.userId, ben.id))
      expect(await premiumNudge(t.app.ctx, ben, undefined, monday)).toEqual({
        should_nudge: false,
        message: null,
        next_nudge_at: null,
      })

      await db().insert(activityDays).values({ userId: ben.id, day: '2026-11-23' })
      const first = await premiumNudge(t.app.ctx, ben, undefined, monday)
      expect(first).toEqual({
        should_nudge: true,
        message: NUDGE_MESSAGES.practised,
        next_nudge_at: '2026-11-26T01:00:00.000Z',
      })

      const shown = monday.toISOString()
      const tuesday = await premiumNudge(t.app.ctx, ben, shown, later(monday, 24))
      expect(tuesday).toEqual({ should_nudge: false, message: null, next_nudge_at: first.next_nudge_at })
      // Three days on, but no practice that day: still nothing.
      const thursday = later(monday, 72)
      expect((await premiumNudge(t.app.ctx, ben, shown, thursday)).should_nudge).toBe(false)
      await db().insert(activityDays).values({ userId: ben.id, day: '2026-11-26' })
      expect((await premiumNudge(t.app.ctx, ben, shown, thursday)).should_nudge).toBe(true)
    })

    it('comes when a child runs out of hearts, even without practice today', async () => {
      const ben = await userNamed('ben')
      await db().delete(activityDays).where(eq(activityDays.userId, ben.id))
      await db().insert(studentSettings).values({ userId: ben.id, hearts: 0, heartsUpdatedAt: monday })
      const res = await premiumNudge(t.app.ctx, ben, undefined, later(monday, 0.25))
      expect(res).toMatchObject({ should_nudge: true, message: NUDGE_MESSAGES.outOfHearts })
      // A heart back after 30 minutes: no practice today, so no nudge.
      expect((await premiumNudge(t.app.ctx, ben, undefined, later(monday, 0.5))).should_nudge).toBe(false)
    })

    it('never nudges a student who is not on Lite', async () => {
      const chloe = await userNamed('chloe')
      await db().insert(activityDays).values({ userId: chloe.id, day: '2026-11-23' }).onConflictDoNothing()
      expect(await premiumNudge(t.app.ctx, chloe, undefined, monday)).toEqual({
        should_nudge: false,
        message: null,
        next_nudge_at: null,
      })
    })

    it('speaks in words a ten-year-old understands', () => {
      for (const message of Object.values(NUDGE_MESSAGES)) {
        expect(message).not.toMatch(GROWN_UP_WORDS)
        expect(message).toMatch(/grown-up/)
        expect(message.split(/[.!:]/).every((sentence) => sentence.split(' ').length <= 20)).toBe(true)
      }
    })

    it('is served over HTTP, and a date it cannot read is a 400', async () => {
      const ben = await signIn(t.app, 'ben')
      const ok = await t.app.inject({ method: 'GET', url: NUDGE, headers: ben.headers })
      expect(ok.statusCode).toBe(200)
      expect(ok.json()).toHaveProperty('should_nudge')
      const bad = await t.app.inject({
        method: 'GET',
        url: `${NUDGE}?last_sent_message_at=yesterday`,
        headers: ben.headers,
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().issues[0].path).toBe('last_sent_message_at')
      const parent = await signIn(t.app, 'parent@lantern.test')
      expect((await t.app.inject({ method: 'GET', url: NUDGE, headers: parent.headers })).statusCode).toBe(
        403,
      )
    })
  })

  describe('"Ask a grown-up" (issue 14 item 8, ADR 0064)', () => {
    const ASK = '/api/v1/users/premium-nudge/ask-grown-up'
    const ask = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: ASK, headers })

    it('mails the Lite child’s parent the nudge once a day, with where to unlock a subject', async () => {
      const { headers, user } = await signIn(t.app, 'ben')
      const first = await ask(headers)
      expect(first.statusCode).toBe(200)
      expect(first.json().sent_to).toBe(1)
      const mail = await lastOutboxMessage(t.app, 'parent@lantern.test')
      expect(mail?.subject).toBe('Ben would like to do more on Lantern')
      expect(mail?.text).toContain(`/academy/child/${user.id}/manage`)
      expect(Object.values(NUDGE_MESSAGES).some((m) => mail?.text.includes(m))).toBe(true)

      const again = await ask(headers)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toMatch(/ask again tomorrow/)
    })

    it('sends one e-mail for two presses at once, and lets the child ask again a day later', async () => {
      const { headers, user } = await signIn(t.app, 'ben')
      const yesterday = new Date(Date.now() - 24 * 60 * 60_000 - 1000)
      await db()
        .update(studentSettings)
        .set({ grownUpAskedAt: yesterday })
        .where(eq(studentSettings.userId, user.id))
      const replies = await Promise.all([ask(headers), ask(headers)])
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409])
    })

    it('is for Lite children with a parent only', async () => {
      // ava is made Lite earlier in this file; chloe never is.
      const chloe = await signIn(t.app, 'chloe')
      expect((await ask(chloe.headers)).statusCode).toBe(409)
      const parent = await signIn(t.app, 'parent@lantern.test')
      expect((await ask(parent.headers)).statusCode).toBe(403)
      expect((await ask({})).statusCode).toBe(401)
      const alone = await studentAlone()
      await db().update(users).set({ isFreeTier: true }).where(eq(users.id, alone.id))
      const refused = await ask(alone.headers)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toMatch(/No grown-up is linked/)
    })
  })
})
