import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { activityDays, studentSettings } from '../../db/schema'
import { localDate } from '../progress/dates'

type Summary = { id: number; title: string; worksheet_id: number; status: string; num_questions: number }
type Question = {
  id: number
  question_type_id: number
  text: string
  options: { id: number; text: string }[]
  sub_questions: unknown[]
}
type Evaluation = { id: number; question_id: number; marks_given: number | null; grading_completed: boolean }

async function openQuiz(app: TestApp, headers: Record<string, string>, pick: (q: Question[]) => boolean) {
  const list = await app.inject({ method: 'GET', url: '/api/v1/quiz', headers })
  expect(list.statusCode).toBe(200)
  for (const summary of list.json().quizzes as Summary[]) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/quiz/${summary.id}`, headers })
    const detail = res.json()
    if (pick(detail.questions))
      return detail as { id: number; questions: Question[]; evaluations: Evaluation[] }
  }
  throw new Error('no quiz matched')
}

const submit = (
  app: TestApp,
  headers: Record<string, string>,
  quizId: number,
  evaluations: object[],
  query = '',
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quizId}/submit${query}`,
    headers,
    payload: { evaluations },
  })

describe('quizzes: list, open, autosave, submit with streamed marking', () => {
  const t = useTestApp()

  it('lists a quiz for every worksheet of the student’s level, without answer keys', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })
    const quizzes = res.json().quizzes as Summary[]
    expect(quizzes.length).toBeGreaterThan(3)
    expect(quizzes.every((q) => q.status === 'not_started' && q.num_questions > 0)).toBe(true)
    expect(quizzes.some((q) => q.title.includes('P5'))).toBe(true)
    expect(quizzes.map((q) => (q as Summary & { subject_name: string }).subject_name)).toContain('Maths')
    // Every worksheet sits in a topic, except the mock exams, which cover the year.
    const topicless = quizzes.filter((q) => !(q as Summary & { topic_name: string }).topic_name)
    expect(topicless.map((q) => q.title).sort()).toEqual(['P5 Maths: Mock exam', 'P5 Science: Mock exam'])
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })
    expect(again.json().quizzes.map((q: Summary) => q.id)).toEqual(quizzes.map((q) => q.id))
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quizzes[0].id}`, headers })
    expect(detail.body).not.toMatch(/answer_key|"solution"|"correct"/)
    expect(detail.json().evaluations).toHaveLength(detail.json().questions.length)
  })

  it('autosaves, then submits and streams evaluations, explanations and grading_completed in order', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const xpBefore = (await t.app.inject({ method: 'GET', url: '/api/v1/users/xp', headers })).json().xp
    const quiz = await openQuiz(t.app, headers, (qs) => qs.some((q) => q.question_type_id === 1))
    const choice = quiz.questions.find((q) => q.question_type_id === 1)!
    const evaluation = quiz.evaluations.find((e) => e.question_id === choice.id)!

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/quiz/${quiz.id}/evaluations/${evaluation.id}`,
      headers,
      payload: { selected_option_id: choice.options[0].id, time_spent: 12 },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ selected_option: { id: choice.options[0].id }, is_submitted: false })
    const draft = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/quiz/${quiz.id}/evaluations/${evaluation.id}`,
      headers,
      payload: { selected_option_id: choice.options[0].id, value: null, is_submitted: false },
    })
    expect(draft.json().selected_option).toMatchObject({ id: choice.options[0].id })

    const answers = quiz.questions.map((q) =>
      q.question_type_id === 1
        ? { question_id: q.id, selected_option_id: q.options[1]?.id ?? q.options[0].id }
        : { question_id: q.id, value: '3/4' },
    )
    const res = await submit(t.app, headers, quiz.id, answers)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/event-stream/)
    const events = parseSse(res.body).filter((e) => e.event !== 'heartbeat')
    const names = events.map((e) => e.event)
    expect(names[0]).toBe('evaluations')
    expect(names.at(-1)).toBe('grading_completed')
    expect(names).not.toContain('error')
    // Each question: its evaluations event, then its explanation deltas, before the next question's marks.
    const firstMarks = names.indexOf('evaluations')
    expect(names[firstMarks + 1]).toBe('explanation')
    expect(names.filter((n) => n === 'evaluations')).toHaveLength(quiz.questions.length)

    const done = events.at(-1)!.data as {
      marks_given: number
      max_score: number
      xp_earned: number
      time_spent: number
    }
    expect(done.time_spent).toBe(12)
    const stored = await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}/evaluations`, headers })
    const evaluations = stored.json().evaluations as (Evaluation & { explanation: string })[]
    expect(evaluations.every((e) => e.grading_completed && e.marks_given !== null && e.explanation)).toBe(
      true,
    )
    expect(evaluations.reduce((sum, e) => sum + (e.marks_given ?? 0), 0)).toBe(done.marks_given)

    const xpAfter = (await t.app.inject({ method: 'GET', url: '/api/v1/users/xp', headers })).json().xp
    expect(xpAfter - xpBefore).toBe(done.xp_earned)
    expect(done.xp_earned).toBeGreaterThanOrEqual(20)

    const streaks = await t.app.inject({ method: 'GET', url: '/api/v1/users/streaks', headers })
    expect(streaks.json()).toMatchObject({ active: true, days: 1 })
  })

  it('a review resubmission re-marks without adding XP', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json()
      .quizzes as Summary[]
    const done = list.find((q) => q.status === 'completed')!
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${done.id}`, headers })).json()
    const xp = (await t.app.inject({ method: 'GET', url: '/api/v1/users/xp', headers })).json().xp
    const again = await submit(
      t.app,
      headers,
      done.id,
      detail.questions.map((q: Question) => ({ question_id: q.id, value: '1' })),
      '?is_review=true',
    )
    const events = parseSse(again.body)
    expect(events.at(-1)).toMatchObject({ event: 'grading_completed', data: { xp_earned: 0 } })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/xp', headers })).json().xp).toBe(xp)
    const changed = await submit(t.app, headers, done.id, [
      { question_id: detail.questions[0].id, value: '2' },
    ])
    expect(changed.statusCode).toBe(409)
    expect(changed.json().message).toMatch(/already marked/)
  })

  it('the same hand-in again (a retry after a dropped stream) streams the stored marks, marking nothing', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const quiz = await openQuiz(t.app, headers, (qs) => qs.every((q) => q.options.length > 1))
    const answers = quiz.questions.map((q) => ({ question_id: q.id, selected_option_id: q.options[0].id }))
    const first = parseSse((await submit(t.app, headers, quiz.id, answers)).body)
    const marked = (await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers })).json()
    const xp = (await t.app.inject({ method: 'GET', url: '/api/v1/users/xp', headers })).json().xp

    const again = await submit(t.app, headers, quiz.id, answers)
    expect(again.statusCode).toBe(200)
    const events = parseSse(again.body)
    const marks = (list: typeof events) =>
      list.filter((e) => e.event === 'evaluations').map((e) => (e.data as Evaluation[])[0].marks_given)
    expect(marks(events)).toEqual(marks(first))
    expect(
      events.filter((e) => e.event === 'explanation').map((e) => (e.data as { delta: string }).delta),
    ).toEqual(marked.evaluations.map((e: { explanation: string }) => e.explanation))
    expect(events.at(-1)).toMatchObject({
      event: 'grading_completed',
      data: {
        quiz_id: quiz.id,
        marks_given: (first.at(-1)?.data as { marks_given: number } | undefined)?.marks_given,
        xp_earned: 0,
      },
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/xp', headers })).json().xp).toBe(xp)
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers })).json()
    expect(after.evaluations).toEqual(marked.evaluations)
  })

  it('refuses malformed evaluations with a 400 and stores nothing', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const quiz = await openQuiz(t.app, headers, () => true)
    for (const bad of [[], [{ value: 'no question id' }], [{ question_id: 999999, value: '1' }]]) {
      const res = await submit(t.app, headers, quiz.id, bad)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBeTruthy()
    }
    const stored = await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}/evaluations`, headers })
    expect(stored.json().evaluations.every((e: { is_submitted: boolean }) => !e.is_submitted)).toBe(true)
  })

  it('counts the day of a marking in the student’s own time zone, read with the quiz', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const id = (await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })).json().id
    // UTC+14: from 10:00 UTC its calendar day is neither UTC's nor the default Singapore's.
    const timeZone = 'Pacific/Kiritimati'
    await t.database.db
      .insert(studentSettings)
      .values({ userId: id, timeZone })
      .onConflictDoUpdate({ target: studentSettings.userId, set: { timeZone } })
    await t.database.db.delete(activityDays).where(eq(activityDays.userId, id))
    const quiz = await openQuiz(t.app, headers, () => true)
    const before = localDate(new Date(), timeZone)
    const res = await submit(
      t.app,
      headers,
      quiz.id,
      quiz.questions.map((q) => ({ question_id: q.id, value: '1' })),
    )
    expect(res.body).toContain('grading_completed')
    const days = await t.database.db
      .select({ day: activityDays.day })
      .from(activityDays)
      .where(eq(activityDays.userId, id))
    // The day it was when the marking ran (the test may cross the zone's midnight).
    expect([before, localDate(new Date(), timeZone)]).toContain(days.map((d) => d.day).join())
  })

  it('another student’s quiz is 404, and a teacher cannot use student quiz calls (403)', async () => {
    const ava = await signIn(t.app, 'ava')
    const quiz = await openQuiz(t.app, ava.headers, () => true)
    const chloe = await signIn(t.app, 'chloe')
    for (const [method, url] of [
      ['GET', `/api/v1/quiz/${quiz.id}`],
      ['GET', `/api/v1/quiz/${quiz.id}/evaluations`],
      ['PUT', `/api/v1/quiz/${quiz.id}/evaluations/${quiz.evaluations[0].id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: chloe.headers,
        payload: method === 'PUT' ? {} : undefined,
      })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    const theirs = await submit(t.app, chloe.headers, quiz.id, [
      { question_id: quiz.questions[0].id, value: '1' },
    ])
    expect(theirs.statusCode).toBe(404)
    const teacher = await signIn(t.app, 'teacher@lantern.test')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers: teacher.headers })).statusCode,
    ).toBe(403)
  })
})
