// @vitest-environment happy-dom
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { SessionLogBatch } from '../../contracts/session-logs'
import { authMachine } from '../../machines/auth.machine'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { EventLog } from './event-log'
import { startUploads } from './upload'

vi.useFakeTimers()
afterAll(() => vi.useRealTimers())

const sent: { body: SessionLogBatch; authorization?: string }[] = []
vi.stubGlobal(
  'fetch',
  vi.fn(async (_url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>
    sent.push({ body: JSON.parse(String(init.body)), authorization: headers.authorization })
    return new Response(JSON.stringify({ ok: true }), { status: 202 })
  }),
)

describe('sending a recorded session', () => {
  it('sends batches as a visitor, then starts a new recording under the account that signs in', async () => {
    const log = new EventLog()
    log.recording = true
    const actor = createActor(authMachine, { input: { storedUser: null }, inspect: (e) => log.observe(e) })
    actor.start()
    startUploads(log, 'always')
    actor.send({ type: 'auth.clearError' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(sent).toHaveLength(1)
    const visitor = sent[0]
    expect(visitor.authorization).toBeUndefined()
    expect(visitor.body).toMatchObject({ seq: 0, visitor_session_id: expect.stringMatching(/^[\w-]{22,}$/) })
    expect(visitor.body.entries.map((e) => e.event.type)).toEqual(['xstate.init', 'auth.clearError'])

    actor.send({ type: 'auth.clearError' })
    setSessionUser(sessionUser({ access_token: 'token-of-pat' }))
    await vi.advanceTimersByTimeAsync(5_000)
    // The visitor's last entry went under the visitor's recording the moment someone signed in.
    const [last, signedIn] = sent.slice(1)
    expect(last.body).toMatchObject({ recording_id: visitor.body.recording_id, seq: 1 })
    expect(last.body.entries.map((e) => e.event.type)).toEqual(['auth.clearError'])
    expect(signedIn.authorization).toBe('Bearer token-of-pat')
    expect(signedIn.body.recording_id).not.toBe(visitor.body.recording_id)
    expect(signedIn.body).not.toHaveProperty('visitor_session_id')
    expect(signedIn.body.entries[0]).toMatchObject({
      seq: 0,
      kind: 'join',
      actor: 'auth#1',
      value: 'signedOut',
    })
  })
})
