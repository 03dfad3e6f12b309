import { eq, inArray, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import type { AnswerKey } from '../../ai/types'
import { badges, questions, quizzes, studentRewards, users, worksheets } from '../../db/schema'
import { firstQuiz } from '../quiz/testing'
import { awardRewards } from './award'

type Headers = Record<string, string>
const get = async (app: TestApp, url: string, headers: Headers) => app.inject({ method: 'GET', url, headers })

/** Right answers to every question of a quiz, from the answer keys, so the worksheet earns its marks. */
async function rightAnswers(t: ReturnType<typeof useTestApp>, quiz: { questions: { id: number }[] }) {
  const rows = await t.database.db
    .select()
    .from(questions)
    .where(
      inArray(
        questions.id,
        quiz.questions.map((q) => q.id),
      ),
    )
  return rows.map((q) => {
    const key = q.answerKey as AnswerKey
    if (key.kind === 'choice') return { question_id: q.id, selected_option_id: key.correct[0] }
    if (key.kind === 'numeric') return { question_id: q.id, value: String(key.value) }
    if (key.kind === 'text') return { question_id: q.id, value: key.accepted[0] }
    return { question_id: q.id, value: q.answer ?? 'lantern' }
  })
}

async function finishWorksheet(t: ReturnType<typeof useTestApp>, headers: Headers, index: number) {
  const quiz = await firstQuiz(t.app, headers, index)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quiz.id}/submit`,
    headers,
    payload: { evaluations: await rightAnswers(t, quiz) },
  })
  const last = parseSse(res.body).at(-1)
  expect(last?.event).toBe('grading_completed')
  return { quiz, last: last?.data as { marks_given: number } }
}

/** A Lantern worksheet the student finished with full marks, as a completed quiz. */
async function fullMarksWorksheet(t: ReturnType<typeof useTestApp>, studentId: number) {
  const [worksheet] = await t.database.db.select().from(worksheets).where(isNull(worksheets.ownerId)).limit(1)
  const [quiz] = await t.database.db
    .insert(quizzes)
    .values({
      studentId,
      worksheetId: worksheet.id,
      groupTypeId: 3,
      maxScore: 2,
      marksGiven: 2,
      status: 'completed',
      completedAt: new Date(),
    })
    .returning()
  return quiz
}

const studentId = async (t: ReturnType<typeof useTestApp>, username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0].id

describe('badges and collectibles (ADR 0060)', () => {
  const t = useTestApp()

  it('awards "First steps" and the first sticker when ava finishes a worksheet, once', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const before = (await get(t.app, '/api/v1/students/badges', headers)).json().badges
    expect(before.find((b: { name: string }) => b.name === 'First steps')).toMatchObject({ earned: false })
    const { last } = await finishWorksheet(t, headers, 0)
    expect(last.marks_given).toBeGreaterThan(0)

    const fresh = (await get(t.app, '/api/v1/students/rewards/new', headers)).json()
    const names = fresh.rewards.map((r: { name: string }) => r.name)
    expect(names).toContain('First steps')
    expect(names).toContain('Crescent moon')
    const badge = (await get(t.app, '/api/v1/students/badges', headers))
      .json()
      .badges.find((b: { name: string }) => b.name === 'First steps')
    expect(badge).toMatchObject({ earned: true, how_to_earn: 'Finish your first worksheet.' })
    expect(badge.image).toMatch(/^data:image\/svg\+xml,/)
    expect(badge.alt.length).toBeGreaterThan(5)

    const { themes } = (await get(t.app, '/api/v1/students/collectible-themes', headers)).json()
    expect(themes[0]).toMatchObject({ name: 'Night sky', total: 8 })
    expect(themes[0].earned).toBeGreaterThan(0)
    const page = (
      await get(t.app, `/api/v1/students/collectible-themes/${themes[0].id}/collectibles`, headers)
    ).json()
    expect(page.collectibles).toHaveLength(8)
    expect(page.collectibles[0]).toMatchObject({ name: 'Crescent moon', earned: true, subject_id: null })
    expect(page.collectibles.some((c: { earned: boolean }) => !c.earned)).toBe(true)

    // Seen once: the moments are not shown again.
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/students/rewards/seen',
      headers,
      payload: {
        reward_ids: fresh.rewards.map((r: { id: number }) => r.id),
        level: fresh.level?.level ?? null,
      },
    })
    expect(seen.statusCode).toBe(200)
    expect((await get(t.app, '/api/v1/students/rewards/new', headers)).json()).toEqual({
      rewards: [],
      level: null,
    })

    // The same badge is never awarded twice.
    const id = await studentId(t, 'ava')
    await awardRewards(t.database.db, id, { quizId: null, xpEarned: 0, now: new Date() })
    const [firstSteps] = await t.database.db.select().from(badges).where(eq(badges.name, 'First steps'))
    const held = await t.database.db
      .select()
      .from(studentRewards)
      .where(eq(studentRewards.badgeId, firstSteps.id))
    expect(held.filter((r) => r.studentId === id)).toHaveLength(1)
  })

  it('awards once when two completions are evaluated at the same time', async () => {
    // chloe has earned nothing yet: one worksheet finished with full marks.
    const id = await studentId(t, 'chloe')
    const quiz = await fullMarksWorksheet(t, id)
    const at = { quizId: quiz.id, xpEarned: 0, now: new Date() }
    const results = await Promise.all([
      t.database.db.transaction((tx) => awardRewards(tx, id, at)),
      t.database.db.transaction((tx) => awardRewards(tx, id, at)),
    ])
    const rows = await t.database.db.select().from(studentRewards).where(eq(studentRewards.studentId, id))
    expect(rows.length).toBeGreaterThan(0)
    expect(new Set(rows.map((r) => `${r.badgeId}:${r.collectibleId}`)).size).toBe(rows.length)
    expect(results.flat()).toHaveLength(rows.length)
  })

  it('keeps the marks when a reward cannot be awarded', async () => {
    const [broken] = await t.database.db
      .insert(badges)
      .values({
        name: 'Broken',
        image: '/rewards/x.svg',
        alt: 'A broken rule',
        rule: { kind: 'nope' } as never,
      })
      .returning()
    const { headers } = await signIn(t.app, 'ava')
    const { quiz, last } = await finishWorksheet(t, headers, 1)
    const [stored] = await t.database.db.select().from(quizzes).where(eq(quizzes.id, quiz.id))
    expect(stored.status).toBe('completed')
    expect(stored.marksGiven).toBe(last.marks_given)
    await t.database.db.delete(badges).where(eq(badges.id, broken.id))
  })

  it('shows five weeks of the streak calendar with the freezes held', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const res = await get(t.app, '/api/v1/students/streak-calendar', headers)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.days).toHaveLength(35)
    expect(body.days.find((d: { date: string }) => d.date === body.today).state).toBe('practised')
    expect(body).toMatchObject({ max_freezes: 2 })
    expect(body.streak_days).toBeGreaterThan(0)
  })
})

describe('who may call the reward calls', () => {
  const t = useTestApp()

  it('keeps the admin calls to admins and the student calls to students', async () => {
    const ava = (await signIn(t.app, 'ava')).headers
    const admin = (await signIn(t.app, 'admin@lantern.test')).headers
    const parent = (await signIn(t.app, 'parent@lantern.test')).headers
    expect((await get(t.app, '/api/v1/admin/badges', ava)).statusCode).toBe(403)
    expect((await get(t.app, '/api/v1/students/badges', admin)).statusCode).toBe(403)
    expect((await get(t.app, '/api/v1/students/badges', parent)).statusCode).toBe(403)
    expect((await get(t.app, '/api/v1/admin/badges', admin)).statusCode).toBe(200)
    expect(
      (await get(t.app, '/api/v1/students/collectible-themes/999999/collectibles', ava)).statusCode,
    ).toBe(404)
  })

  it('marks only the caller’s own rewards seen', async () => {
    const ava = (await signIn(t.app, 'ava')).headers
    const avaId = await studentId(t, 'ava')
    const benId = await studentId(t, 'ben')
    const [badge] = await t.database.db.select().from(badges).limit(1)
    const [bens] = await t.database.db
      .insert(studentRewards)
      .values({ studentId: benId, badgeId: badge.id })
      .returning()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/students/rewards/seen',
      headers: ava,
      payload: { reward_ids: [bens.id] },
    })
    expect(res.statusCode).toBe(200)
    const [after] = await t.database.db.select().from(studentRewards).where(eq(studentRewards.id, bens.id))
    expect(after.seenAt).toBeNull()
    expect(avaId).not.toBe(benId)
  })

  it('lets an admin add, change and delete a theme, collectible and badge, with clear refusals', async () => {
    const admin = (await signIn(t.app, 'admin@lantern.test')).headers
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin, payload })
    const theme = await send('POST', '/api/v1/admin/collectible-themes', { name: 'Ocean' })
    expect(theme.statusCode).toBe(201)
    const themeId = theme.json().id
    const art = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
    const bad = await send('POST', `/api/v1/admin/collectible-themes/${themeId}/collectibles`, {
      name: 'Whale',
      image: 'https://example.com/whale.png',
      alt: 'A blue whale',
      rule: { kind: 'worksheets', count: 3 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toMatch(/SVG data URL/)
    // A picture with a script or a link to elsewhere is refused by the server too, plain or base64.
    const svg = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inside}</svg>`
    for (const image of [
      `data:image/svg+xml,${encodeURIComponent(svg('<script>alert(1)</script>'))}`,
      `data:image/svg+xml;base64,${Buffer.from(svg('<image href="https://example.com/x.png"/>')).toString('base64')}`,
      `data:image/svg+xml,${encodeURIComponent(svg('<rect onclick="steal()"/>'))}`,
      'data:image/svg+xml,%E0%A4%A',
    ]) {
      const unsafe = await send('POST', '/api/v1/admin/badges', {
        name: 'Sneaky',
        image,
        alt: 'A sneaky picture',
        rule: { kind: 'worksheets', count: 3 },
      })
      expect(unsafe.statusCode, image).toBe(400)
      expect(unsafe.body).toMatch(/script, an event handler or a link/)
    }
    const noSubject = await send('POST', '/api/v1/admin/badges', {
      name: 'Far away',
      subject_id: 99999,
      image: art,
      alt: 'A far star',
      rule: { kind: 'worksheets', count: 3 },
    })
    expect(noSubject.statusCode).toBe(400)
    expect(noSubject.json().message).toMatch(/no subject/)
    const badRule = await send('POST', '/api/v1/admin/badges', {
      name: 'Speedy',
      image: art,
      alt: 'A rocket',
      rule: { kind: 'fastest_time', seconds: 10 },
    })
    expect(badRule.statusCode).toBe(400)

    const whale = await send('POST', `/api/v1/admin/collectible-themes/${themeId}/collectibles`, {
      name: 'Whale',
      image: art,
      alt: 'A blue whale',
      rule: { kind: 'worksheets', count: 3 },
    })
    expect(whale.statusCode).toBe(201)
    expect(whale.json()).toMatchObject({ how_to_earn: 'Finish 3 different worksheets.', earned_count: 0 })
    const renamed = await send('PATCH', `/api/v1/admin/collectibles/${whale.json().id}`, { name: 'Humpback' })
    expect(renamed.json().name).toBe('Humpback')
    expect((await send('PATCH', `/api/v1/admin/collectibles/${whale.json().id}`, {})).statusCode).toBe(400)
    expect((await send('DELETE', `/api/v1/admin/collectibles/${whale.json().id}`)).statusCode).toBe(200)
    expect((await send('DELETE', `/api/v1/admin/collectibles/${whale.json().id}`)).statusCode).toBe(404)
    expect((await send('DELETE', `/api/v1/admin/collectible-themes/${themeId}`)).statusCode).toBe(200)

    // What a child has earned stays theirs: deleting it is refused.
    const [badge] = await t.database.db.select().from(badges).limit(1)
    await t.database.db
      .insert(studentRewards)
      .values({ studentId: await studentId(t, 'ava'), badgeId: badge.id })
      .onConflictDoNothing()
    const refused = await send('DELETE', `/api/v1/admin/badges/${badge.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/keep what they earn/)
  })

  it('retires a badge (ADR 0066): nobody earns it any more, and the children who earned it keep it', async () => {
    const admin = (await signIn(t.app, 'admin@lantern.test')).headers
    const art = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/badges',
      headers: admin,
      payload: { name: 'Old star', image: art, alt: 'A faded star', rule: { kind: 'worksheets', count: 1 } },
    })
    const badgeId = created.json().id as number
    expect(created.json().retired).toBe(false)
    await t.database.db.insert(studentRewards).values({ studentId: await studentId(t, 'ava'), badgeId })
    const retired = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/badges/${badgeId}`,
      headers: admin,
      payload: { retired: true },
    })
    expect(retired.json()).toMatchObject({ retired: true, earned_count: 1 })
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/badges/${badgeId}`,
      headers: admin,
    })
    expect(refused.json().message).toMatch(/Retire it instead/)

    const namesFor = async (username: string) => {
      const { headers } = await signIn(t.app, username)
      const list = (await get(t.app, '/api/v1/students/badges', headers)).json().badges
      return list.map((b: { name: string }) => b.name)
    }
    expect(await namesFor('ava')).toContain('Old star')
    expect(await namesFor('chloe')).not.toContain('Old star')

    // chloe finishes a worksheet, which meets the rule: the retired badge is not awarded.
    const chloe = await studentId(t, 'chloe')
    const quiz = await fullMarksWorksheet(t, chloe)
    const awarded = await t.database.db.transaction((tx) =>
      awardRewards(tx, chloe, { quizId: quiz.id, xpEarned: 0, now: new Date() }),
    )
    // Without retiring, this rule (one worksheet) would be met here.
    expect(awarded.filter((a) => a.kind === 'badge').map((a) => a.id)).not.toContain(badgeId)

    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/badges/${badgeId}`,
      headers: admin,
      payload: { retired: false },
    })
    expect(back.json().retired).toBe(false)
  })
})
