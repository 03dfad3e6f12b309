import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { QUESTION_TYPE } from '../../ai/types'
import { buildApp } from '../../app'
import { evaluations, gradingLeases, questions, users, worksheetQuestions } from '../../db/schema'
import { answersFor, firstQuiz, flakyProvider, xpOf } from './testing'

describe('submit survives failures and never double-counts', () => {
  const flaky = flakyProvider()
  const t = useTestApp({ sseHeartbeatMs: 50 }, { ai: flaky.provider })

  it('a crashed marker ends the stream with an error event; answers stay saved; a resubmission counts once', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const quiz = await firstQuiz(t.app, headers)
    flaky.state.failMarking = true
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: { evaluations: answersFor(quiz) },
    })
    const events = parseSse(failed.body)
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { message: expect.stringMatching(/answers are saved/) },
    })
    const saved = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}/evaluations`, headers })
    ).json()
    expect(
      saved.evaluations.every(
        (e: { is_submitted: boolean; value: string }) => e.is_submitted && e.value === '7',
      ),
    ).toBe(true)

    flaky.state.failMarking = false
    const xp0 = await xpOf(t.app, headers)
    const first = parseSse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/quiz/${quiz.id}/submit`,
          headers,
          payload: { evaluations: answersFor(quiz) },
        })
      ).body,
    )
    const done = first.at(-1)!
    expect(done.event).toBe('grading_completed')
    const xp1 = await xpOf(t.app, headers)
    expect(xp1 - xp0).toBe((done.data as { xp_earned: number }).xp_earned)

    // Clear one answer and submit it again: the same marks do not pay twice.
    const evaluationId = quiz.evaluations[0].id
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/quiz/${quiz.id}/evaluations/${evaluationId}`,
      headers,
      payload: { is_submitted: false, value: null },
    })
    const again = parseSse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/quiz/${quiz.id}/submit`,
          headers,
          payload: { evaluations: [answersFor(quiz)[0]] },
        })
      ).body,
    )
    expect(again.at(-1)).toMatchObject({ event: 'grading_completed', data: { xp_earned: 0 } })
    expect(await xpOf(t.app, headers)).toBe(xp1)
  })

  it('sends heartbeats while marking takes time', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const quiz = await firstQuiz(t.app, headers)
    flaky.state.delayMs = 120
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: { evaluations: answersFor(quiz).slice(0, 2) },
    })
    flaky.state.delayMs = 0
    const events = parseSse(res.body)
    expect(events.filter((e) => e.event === 'heartbeat').length).toBeGreaterThanOrEqual(2)
    expect(events.at(-1)!.event).toBe('grading_completed')
  })

  it('refuses a second submit of a quiz while it is being marked (409), on this instance or another', async () => {
    const other = await buildApp({
      config: t.config,
      database: t.database,
      ai: flaky.provider,
      logger: false,
    })
    const { headers } = await signIn(t.app, 'chloe')
    const quiz = await firstQuiz(t.app, headers, 1)
    flaky.state.delayMs = 150
    const submit = (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/quiz/${quiz.id}/submit`,
        headers,
        payload: { evaluations: answersFor(quiz) },
      })
    const slow = submit(t.app)
    await new Promise((r) => setTimeout(r, 60))
    expect((await submit(t.app)).statusCode).toBe(409)
    expect((await submit(other)).statusCode).toBe(409)
    flaky.state.delayMs = 0
    expect((await slow).statusCode).toBe(200)
    // Given back when marking ended: the next submit is marked.
    expect((await submit(other)).statusCode).toBe(200)
    await other.close()
  })

  it('takes over a marking lease left by an instance that died', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const quiz = await firstQuiz(t.app, headers, 1)
    const longAgo = new Date(Date.now() - (t.config.markingLeaseSeconds + 1) * 1000)
    await t.database.db.insert(gradingLeases).values({ quizId: quiz.id, takenAt: longAgo })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: { evaluations: answersFor(quiz) },
    })
    expect(res.statusCode).toBe(200)
    expect(parseSse(res.body).at(-1)?.event).toBe('grading_completed')
    expect(await t.database.db.select().from(gradingLeases).where(eq(gradingLeases.quizId, quiz.id))).toEqual(
      [],
    )
  })

  it('stores marks as each is given when marking is slow, and all at once when it is quick', async () => {
    const { headers } = await signIn(t.app, 'ben')
    const quiz = await firstQuiz(t.app, headers)
    const storedNow = async () =>
      (await t.database.db.select().from(evaluations).where(eq(evaluations.quizId, quiz.id))).filter(
        (e) => e.gradingCompleted,
      ).length
    const seen: number[] = []
    flaky.state.beforeMark = async () => {
      seen.push(await storedNow())
    }
    flaky.state.delayMs = 300
    const slow = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: { evaluations: answersFor(quiz).slice(0, 3) },
    })
    flaky.state.delayMs = 0
    expect(slow.statusCode).toBe(200)
    // Each question took longer than the batching window: the ones before it were already stored.
    expect(seen).toEqual([0, 1, 2])

    seen.length = 0
    // Another worksheet: handing in the rest of a practice keeps the marks already given (ADR 0062).
    const other = await firstQuiz(t.app, headers, 3)
    const storedOther = async () =>
      (await t.database.db.select().from(evaluations).where(eq(evaluations.quizId, other.id))).filter(
        (e) => e.gradingCompleted,
      ).length
    flaky.state.beforeMark = async () => {
      seen.push(await storedOther())
    }
    const quick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${other.id}/submit`,
      headers,
      payload: { evaluations: answersFor(other) },
    })
    flaky.state.beforeMark = null
    expect(quick.statusCode).toBe(200)
    // Quick marking stores them all in one write at the end.
    expect(seen.length).toBe(other.questions.length)
    expect(seen.every((n) => n === 0)).toBe(true)
    const stored = await t.database.db.select().from(evaluations).where(eq(evaluations.quizId, other.id))
    expect(stored.every((e) => e.gradingCompleted && e.marksGiven !== null && e.explanation)).toBe(true)
  })

  it('a dropped connection loses nothing: marking finishes and the marks can be fetched', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address() as { port: number }
    const { headers } = await signIn(t.app, 'chloe')
    const quiz = await firstQuiz(t.app, headers, 2)
    flaky.state.delayMs = 80
    const controller = new AbortController()
    const res = await fetch(`http://127.0.0.1:${address.port}/api/v1/quiz/${quiz.id}/submit`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ evaluations: answersFor(quiz) }),
      signal: controller.signal,
    })
    const reader = res.body!.getReader()
    await reader.read()
    controller.abort()
    let marked = false
    for (let i = 0; i < 100 && !marked; i++) {
      await new Promise((r) => setTimeout(r, 100))
      const list = (
        await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}/evaluations`, headers })
      ).json()
      marked = list.evaluations.every((e: { grading_completed: boolean }) => e.grading_completed)
    }
    flaky.state.delayMs = 0
    expect(marked).toBe(true)
  })
})

describe('oral answers with no speech service, and teacher overrides', () => {
  const t = useTestApp()

  it('keeps the recording, flags the answer for a teacher, and the class teacher sets the marks', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const [oral] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.questionTypeId, QUESTION_TYPE.ORAL))
      .limit(1)
    if (!oral) throw new Error('the bank has no oral question')
    // Put the oral question into one of chloe's worksheets for this test.
    const quiz = await firstQuiz(t.app, headers)
    const [link] = await t.database.db
      .select()
      .from(worksheetQuestions)
      .where(eq(worksheetQuestions.questionId, quiz.questions[0].id))
    await t.database.db
      .update(worksheetQuestions)
      .set({ questionId: oral.id })
      .where(eq(worksheetQuestions.questionId, link.questionId))
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers })).json()
    expect(detail.questions.some((q: { id: number }) => q.id === oral.id)).toBe(true)

    const boundary = '----oral'
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)])
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="evaluations"\r\n\r\n${JSON.stringify({ question_id: oral.id })}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="audio_file"; filename="1795259663160.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
      ),
      webm,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(res.statusCode).toBe(200)
    const marked = parseSse(res.body).find((e) => e.event === 'evaluations')!.data as {
      id: number
      audio_url: string
      marks_given: number
    }[]
    expect(marked[0].audio_url).toMatch(/^\/uploads\/recordings\/\d+\/.+\.webm$/)
    expect(marked[0].marks_given).toBe(0)
    expect(marked[0]).toMatchObject({ awaiting_teacher: true })
    const explanation = parseSse(res.body)
      .filter((e) => e.event === 'explanation')
      .map((e) => (e.data as { delta: string }).delta)
      .join('')
    expect(explanation).toMatch(/teacher/i)
    const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.id, marked[0].id))
    expect(row.needsReview).toBe(true)

    const teacher = await signIn(t.app, 'teacher@lantern.test')
    const override = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/student-evaluation-questions/${marked[0].id}`,
      headers: teacher.headers,
      payload: { marks_given: oral.maxScore, explanation: 'Clear and confident reading. Well done!' },
    })
    expect(override.statusCode).toBe(200)
    expect(override.json()).toMatchObject({
      marks_given: oral.maxScore,
      is_full_marks: true,
      awaiting_teacher: false,
    })
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/student-evaluation-questions/${marked[0].id}`,
      headers: teacher.headers,
      payload: { marks_given: oral.maxScore + 1 },
    })
    expect(tooMany.statusCode).toBe(400)
    // The owner teaches no class with chloe but reaches the school's classes (ADR 0048, 0052): theirs to correct.
    const owner = await signIn(t.app, 'owner@lantern.test')
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/student-evaluation-questions/${marked[0].id}`,
      headers: owner.headers,
      payload: { marks_given: 0 },
    })
    expect(corrected.statusCode).toBe(200)
  })

  it('a Lite student loses a heart per wrong answer and cannot submit with none left', async () => {
    const { headers, user } = await signIn(t.app, 'ben')
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/users/heart-status', headers })).json()
    expect(before).toMatchObject({ hearts: 5, max_hearts: 5, is_free_tier: true, next_refill_at: null })
    const quiz = await firstQuiz(t.app, headers)
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: { evaluations: quiz.questions.map((q) => ({ question_id: q.id, value: 'zzz' })) },
    })
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/users/heart-status', headers })).json()
    expect(after.hearts).toBeLessThan(5)
    expect(after.next_refill_at).not.toBeNull()
    if (after.hearts > 0) {
      const { studentSettings } = await import('../../db/schema')
      await t.database.db
        .update(studentSettings)
        .set({ hearts: 0, heartsUpdatedAt: new Date() })
        .where(eq(studentSettings.userId, user.id))
    }
    const next = await firstQuiz(t.app, headers, 1)
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${next.id}/submit`,
      headers,
      payload: { evaluations: answersFor(next) },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/no hearts left/)
    const ava = await signIn(t.app, 'ava')
    const full = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/heart-status', headers: ava.headers })
    ).json()
    expect(full).toMatchObject({ hearts: 5, is_free_tier: false })
    void users
  })
})
