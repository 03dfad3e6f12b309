import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import { offlineProvider } from '../../ai'
import type { MarkingProvider } from '../../ai/provider'
import { buildApp } from '../../app'
import { evaluations, gradingLeases, quizzes } from '../../db/schema'
import { answersFor, firstQuiz, xpOf } from './testing'

/** The SSE ids of a body, beside its events (tests/sse.ts leaves ids out). */
const idsOf = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.includes('event: evaluations') || block.includes('event: grading_completed'))
    .map((block) => block.match(/^id: (.*)$/m)?.[1])

/**
 * A marker whose calls can be held: a held call waits until let go, as a process that hangs or died would leave
 * it. Everything else is the offline engine.
 */
function holdableProvider() {
  const state = { holdAfter: Number.POSITIVE_INFINITY, calls: 0, delayMs: 0 }
  let letGo: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    letGo = resolve
  })
  const provider: MarkingProvider = {
    name: 'offline',
    async mark(q, a, o) {
      state.calls++
      if (state.calls > state.holdAfter) await released
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs))
      return offlineProvider.mark(q, a, o)
    },
    explain: (q, a, r, o) => offlineProvider.explain(q, a, r, o),
    transcribe: async () => null,
  }
  return { provider, state, letGo: () => letGo() }
}

describe('marking jobs outlive the instance that started them (ADR 0047)', () => {
  const t = useTestApp({ markingSweepMs: 0 })
  const apps: TestApp[] = []
  /** Another instance on the same database, with its own marker, lease length and sweep. */
  const instance = async (ai: MarkingProvider, markingSweepMs: number) => {
    const app = await buildApp({
      config: { ...t.config, markingLeaseSeconds: 1, markingSweepMs },
      database: t.database,
      ai,
      logger: false,
    })
    apps.push(app)
    return app
  }
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
  })
  const leaseOf = async (quizId: number) =>
    (await t.database.db.select().from(gradingLeases).where(eq(gradingLeases.quizId, quizId)))[0]
  const until = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out')
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  it('an instance that stops mid-marking: another takes the job over, and the marks and XP count once', async () => {
    const hung = holdableProvider()
    hung.state.holdAfter = 2
    const first = await instance(hung.provider, 0)
    // As a process that died: its marker hangs and its lease is no longer renewed.
    ;(first.ctx.marking as unknown as { renew: () => Promise<boolean> }).renew = async () => true
    const { headers } = await signIn(t.app, 'chloe')
    const quiz = await firstQuiz(t.app, headers)
    const xpBefore = await xpOf(t.app, headers)
    const firstStream = first.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: { evaluations: answersFor(quiz) },
    })
    await until(async () => hung.state.calls > 2)
    const lease = await leaseOf(quiz.id)
    expect(lease.owner).toBe(first.ctx.marking.owner)
    expect(lease.job).toMatchObject({
      evaluationIds: quiz.evaluations.map((e) => e.id),
      isReview: false,
      mode: expect.stringMatching(/^(practice|test)$/),
    })
    // Stored as a job from before the mode was kept with it: the run reads the quiz's mode itself.
    const { mode: _, ...older } = lease.job as Record<string, unknown>
    await t.database.db
      .update(gradingLeases)
      .set({ job: older as typeof lease.job })
      .where(eq(gradingLeases.quizId, quiz.id))

    // The second instance's sweep takes the stale job and finishes it.
    const second = await instance(offlineProvider, 100)
    await until(async () => !(await leaseOf(quiz.id)))
    const [done] = await t.database.db.select().from(quizzes).where(eq(quizzes.id, quiz.id))
    expect(done.status).toBe('completed')
    const marked = await t.database.db.select().from(evaluations).where(eq(evaluations.quizId, quiz.id))
    expect(marked.every((e) => e.gradingCompleted)).toBe(true)
    expect(done.marksGiven).toBe(marked.reduce((sum, e) => sum + (e.marksGiven ?? 0), 0))
    const xpAfter = await xpOf(t.app, headers)
    expect(xpAfter - xpBefore).toBe(done.xpEarned)

    // The stream that broke picks up on the second instance from the last mark it had: that mark again, the rest,
    // and the totals with the XP the job paid.
    const secondId = String(quiz.evaluations[1].id)
    const followed = await second.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}/events`,
      headers: { ...headers, 'last-event-id': secondId },
    })
    expect(followed.statusCode).toBe(200)
    const events = parseSse(followed.body).filter((e) => e.event !== 'heartbeat')
    const marks = events.filter((e) => e.event === 'evaluations')
    expect(marks.map((e) => (e.data as { id: number }[])[0].id)).toEqual(
      quiz.evaluations.slice(1).map((e) => e.id),
    )
    expect(events.at(-1)).toEqual({
      event: 'grading_completed',
      data: expect.objectContaining({ marks_given: done.marksGiven, xp_earned: done.xpEarned }),
    })
    expect(idsOf(followed.body)).toEqual([...quiz.evaluations.slice(1).map((e) => String(e.id)), 'done'])

    // The first instance wakes up: its lease was taken, so it counts nothing and says nothing more.
    hung.letGo()
    const late = await firstStream
    expect(parseSse(late.body).map((e) => e.event)).not.toContain('grading_completed')
    expect(await xpOf(t.app, headers)).toBe(xpAfter)
  }, 30_000)

  it('hands its jobs back when it shuts down; the next instance finishes them and the student follows there', async () => {
    const slow = holdableProvider()
    slow.state.delayMs = 150
    const leaving = await instance(slow.provider, 0)
    const { headers } = await signIn(t.app, 'ava')
    const quiz = await firstQuiz(t.app, headers)
    const stream = leaving.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: { evaluations: answersFor(quiz) },
    })
    await until(async () => slow.state.calls >= 2)
    await leaving.close()
    apps.splice(apps.indexOf(leaving), 1)
    const cut = await stream
    const received = parseSse(cut.body).filter((e) => e.event === 'evaluations')
    expect(received.length).toBeGreaterThan(0)
    expect(received.length).toBeLessThan(quiz.evaluations.length)
    expect(parseSse(cut.body).map((e) => e.event)).not.toContain('error')
    // Handed back: nobody's, and stale at once.
    expect(await leaseOf(quiz.id)).toMatchObject({ owner: null })

    const next = await instance(offlineProvider, 50)
    const last = idsOf(cut.body).at(-1)!
    const followed = await next.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}/events?last_event_id=${last}`,
      headers,
    })
    const events = parseSse(followed.body).filter((e) => e.event !== 'heartbeat')
    const ids = events.filter((e) => e.event === 'evaluations').map((e) => (e.data as { id: number }[])[0].id)
    // From the last mark received (sent again with its whole explanation) to the end, in order, and the totals.
    expect(ids).toEqual(quiz.evaluations.map((e) => e.id).slice(received.length - 1))
    expect(events.at(-1)?.event).toBe('grading_completed')
  }, 30_000)

  it('follows only a quiz of your own that was handed in', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    const quiz = await firstQuiz(t.app, headers, 2)
    const notYet = await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}/events`, headers })
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().message).toMatch(/not been handed in/)
    const other = await signIn(t.app, 'ava')
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}/events`,
      headers: other.headers,
    })
    expect(theirs.statusCode).toBe(404)
    const parent = await signIn(t.app, 'parent@lantern.test')
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}/events`,
      headers: parent.headers,
    })
    expect(refused.statusCode).toBe(403)
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/quiz/abc/events', headers })
    expect(bad.statusCode).toBe(400)
  })

  it('a job whose instance died before the answers were committed gives the quiz back', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const quiz = await firstQuiz(t.app, headers, 1)
    await t.database.db.update(quizzes).set({ status: 'grading' }).where(eq(quizzes.id, quiz.id))
    await t.database.db
      .insert(gradingLeases)
      .values({ quizId: quiz.id, owner: 'gone:1:dead', takenAt: new Date(Date.now() - 60_000) })
    await instance(offlineProvider, 50)
    await until(async () => !(await leaseOf(quiz.id)))
    const [row] = await t.database.db.select().from(quizzes).where(eq(quizzes.id, quiz.id))
    expect(row.status).toBe('in_progress')
  })
})
