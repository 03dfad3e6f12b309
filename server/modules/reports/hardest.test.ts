import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { users } from '../../db/schema'
import { hardestOf, hardestQuestionReport } from './hardest'
import { avaHandsInFirstQuiz } from './testing'

const stats = (questionId: number, attempts: number, correct: number) => ({
  questionId,
  attempts,
  correct,
  text: `Question ${questionId}`,
  topic: null,
})

describe('the questions a child found hardest', () => {
  const t = useTestApp()

  it('orders by the share answered right, then by how often tried; leaves out what was always right', () => {
    const hardest = hardestOf([
      stats(1, 2, 2),
      stats(2, 3, 1),
      stats(3, 1, 0),
      stats(4, 3, 0),
      stats(5, 2, 1),
    ])
    expect(hardest.map((h) => h.questionId)).toEqual([4, 3, 2, 5])
    expect(hardestOf([stats(1, 1, 1)])).toEqual([])
  })

  it('makes a report from wrong answers, keeps it for a week, marks it seen when asked', async () => {
    // Wrong on purpose: a number where words are wanted, the last option of each choice.
    await avaHandsInFirstQuiz(t.app, (q) =>
      q.options.length
        ? { question_id: q.id, selected_option_id: q.options.at(-1)!.id }
        : { question_id: q.id, value: '0' },
    )

    const parent = await signIn(t.app, 'parent@lantern.test')
    const [avaRow] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'ava'))
    const url = `/api/v1/users/children/hardest-question-report?child_id=${avaRow.id}`
    const first = (await t.app.inject({ method: 'GET', url, headers: parent.headers })).json()
    expect(first.questions.length).toBeGreaterThan(0)
    expect(first.questions.length).toBeLessThanOrEqual(5)
    expect(first).toMatchObject({ seen: false, seen_at: null })
    expect(first.questions[0]).toMatchObject({ attempts: 1, correct_rate: 0 })
    expect(first.questions[0].text_preview.length).toBeGreaterThan(0)

    const seen = (
      await t.app.inject({ method: 'GET', url: `${url}&updates=true`, headers: parent.headers })
    ).json()
    expect(seen).toMatchObject({ seen: true, report_created_at: first.report_created_at })
    expect(seen.seen_at).not.toBeNull()

    // Two weeks on, with nothing answered since, no new report is made: the last one stays.
    const parentRow = (
      await t.app.ctx.db.select().from(users).where(eq(users.email, 'parent@lantern.test'))
    )[0]
    const later = new Date(Date.now() + 15 * 86_400_000)
    const next = await hardestQuestionReport(t.app.ctx, parentRow, { child_id: avaRow.id }, later)
    expect(next.report_created_at).toBe(first.report_created_at)

    const chloe = (await t.app.ctx.db.select().from(users).where(eq(users.username, 'chloe')))[0]
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/children/hardest-question-report?child_id=${chloe.id}`,
      headers: parent.headers,
    })
    expect(foreign.statusCode).toBe(404)
  })
})
