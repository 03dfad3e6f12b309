import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SessionLogEntry } from '../../../contracts/session-logs'
import { signIn, useTestApp } from '../../../tests/server'
import { sessionLogs } from '../../db/schema'
import { deleteExpiredSessionLogs } from './expiry'

const entry = (seq: number, overrides: Partial<SessionLogEntry> = {}): SessionLogEntry => ({
  seq,
  at: seq * 100,
  actor: 'quizSession#1',
  machine: 'quizSession',
  kind: 'event',
  event: { type: 'quiz.answer', data: { questionId: 11, value: `‹text ${seq}›` } },
  from: 'app',
  value: { attempting: { answering: 'dirty' } },
  status: 'active',
  ...overrides,
})
const batch = (recordingId: string, seq: number, entries: SessionLogEntry[], extra: object = {}) => ({
  recording_id: recordingId,
  started_at: '2026-11-24T08:00:00.000Z',
  seq,
  entries,
  ...extra,
})

describe('recorded sessions', () => {
  const t = useTestApp()
  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/session-logs', payload, headers })

  it('keeps batches per person and recording, once each, for admins to read in order', async () => {
    const ava = await signIn(t.app, 'ava')
    const admin = await signIn(t.app, 'admin@lantern.test')
    const recording = randomUUID()
    const second = await post(batch(recording, 1, [entry(2), entry(3)]), ava.headers)
    expect(second.statusCode).toBe(202)
    const first = await post(batch(recording, 0, [entry(0, { kind: 'start' }), entry(1)]), ava.headers)
    expect(first.json()).toMatchObject({ ok: true, session_log_id: second.json().session_log_id, stored: 2 })
    expect((await post(batch(recording, 0, [entry(0)]), ava.headers)).json()).toMatchObject({ stored: 0 })

    // The recording id is ava's: someone else, or a visitor, cannot add to it.
    const ben = await signIn(t.app, 'ben')
    expect((await post(batch(recording, 2, [entry(4)]), ben.headers)).statusCode).toBe(409)

    const id = first.json().session_log_id
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/session-logs?user_id=${ava.user.id}`,
      headers: admin.headers,
    })
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id,
        user_id: ava.user.id,
        user_name: 'Ava Lim',
        entry_count: 4,
        actors: ['quizSession#1'],
      }),
    ])
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/session-logs/${id}`,
      headers: admin.headers,
    })
    expect(log.json().entries.map((e: SessionLogEntry) => e.seq)).toEqual([0, 1, 2, 3])
    expect(log.json()).toMatchObject({
      environment: 'test',
      visitor: false,
      started_at: '2026-11-24T08:00:00.000Z',
    })
    const asStudent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/session-logs/${id}`,
      headers: ava.headers,
    })
    expect(asStudent.statusCode).toBe(403)
  })

  it('records a visitor by their session id, and nobody without one', async () => {
    const visitor = { visitor_session_id: randomUUID() }
    expect((await post(batch(randomUUID(), 0, [entry(0)], visitor))).statusCode).toBe(202)
    expect((await post(batch(randomUUID(), 0, [entry(0)]))).statusCode).toBe(401)
  })

  it('refuses free text, oversized batches and deep nesting with a 400', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const text =
      'The whale is a mammal because it breathes air and feeds its young with milk, unlike a shark.'
    const long = entry(0, { event: { type: 'quiz.answer', data: { value: `${text} ${text}` } } })
    expect((await post(batch(randomUUID(), 0, [long]), headers)).statusCode).toBe(400)
    const many = Array.from({ length: 201 }, (_, i) => entry(i))
    expect((await post(batch(randomUUID(), 0, many), headers)).statusCode).toBe(400)
    const bulky = Array.from({ length: 200 }, (_, i) =>
      entry(i, { event: { type: 'x', data: Array.from({ length: 60 }, () => '‹text 1234567890›') } }),
    )
    const big = await post(batch(randomUUID(), 0, bulky), headers)
    expect([big.statusCode, big.json().code]).toEqual([413, 'payload_too_large'])
    let deep: unknown = 'leaf'
    for (let i = 0; i < 12; i++) deep = [deep]
    const nested = entry(0, { event: { type: 'x', data: deep as never } })
    expect((await post(batch(randomUUID(), 0, [nested]), headers)).statusCode).toBe(400)
  })

  it('in production records only an account that turned recording on, and no visitor', async () => {
    const { headers } = await signIn(t.app, 'chloe')
    t.config.environment = 'production'
    try {
      expect((await post(batch(randomUUID(), 0, [entry(0)]), headers)).statusCode).toBe(403)
      const on = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/session-logs/recording',
        payload: { enabled: true },
        headers,
      })
      expect(on.json()).toMatchObject({ enabled: true, records_everyone: false })
      const days = (Date.parse(on.json().until) - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(6.9)
      expect((await post(batch(randomUUID(), 0, [entry(0)]), headers)).statusCode).toBe(202)
      const visitor = { visitor_session_id: randomUUID() }
      expect((await post(batch(randomUUID(), 0, [entry(0)], visitor))).statusCode).toBe(403)

      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/session-logs/recording',
        payload: { enabled: false },
        headers,
      })
      const state = await t.app.inject({ method: 'GET', url: '/api/v1/session-logs/recording', headers })
      expect(state.json()).toEqual({ enabled: false, until: null, records_everyone: false })
      expect((await post(batch(randomUUID(), 0, [entry(0)]), headers)).statusCode).toBe(403)
    } finally {
      t.config.environment = 'test'
    }
  })

  it('hides a recording older than 30 days at once and deletes it in the sweep', async () => {
    const { headers } = await signIn(t.app, 'ava')
    const admin = await signIn(t.app, 'admin@lantern.test')
    const id = (await post(batch(randomUUID(), 0, [entry(0)]), headers)).json().session_log_id
    const db = t.database.db
    await db
      .update(sessionLogs)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(sessionLogs.id, id))
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/session-logs/${id}`,
      headers: admin.headers,
    })
    expect(read.statusCode).toBe(404)
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/session-logs?size=100',
      headers: admin.headers,
    })
    expect(listed.json().items.map((l: { id: number }) => l.id)).not.toContain(id)
    await deleteExpiredSessionLogs(db)
    const [{ n }] = await db.select({ n: count() }).from(sessionLogs).where(eq(sessionLogs.id, id))
    expect(n).toBe(0)
  })
})
