import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { SessionUser } from '../../contracts/common'
import { SessionLogBatchSchema } from '../../contracts/session-logs'
import { authMachine } from '../../machines/auth.machine'
import { evaluation } from '../../machines/quizSession.fixtures'
import { quizSessionMachine } from '../../machines/quizSession.machine'
import { sessionUser } from '../test/fixtures'
import { EventLog } from './event-log'
import { createRedactor } from './redact'

const CHILD_ANSWER = 'Whales breathe air so they are mammals'
const PASSWORD = 'correct horse battery staple'
const TOKEN = 'tok_2f9c81d7e4a6b3'

function recorded() {
  const log = new EventLog()
  log.recording = true
  return { log, inspect: (event: Parameters<EventLog['observe']>[0]) => log.observe(event) }
}

describe('the event log of a recorded session', () => {
  it('keeps no trace of a child’s answer or a password, only types, ids and states', async () => {
    const { log, inspect } = recorded()
    const user: SessionUser = { ...sessionUser({ user_role_id: 1 }), access_token: TOKEN, username: 'ava' }
    const auth = createActor(authMachine.provide({ actors: { signIn: fromPromise(async () => user) } }), {
      input: { storedUser: null },
      inspect,
    })
    auth.start()
    auth.send({ type: 'auth.signIn', body: { login_type: 'username', username: 'ava', password: PASSWORD } })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const quiz = createActor(quizSessionMachine, {
      input: {
        quizId: 7,
        questionIds: [11],
        evaluations: [evaluation({ id: 101, question_id: 11, value: CHILD_ANSWER })],
        timeLimitSeconds: null,
      },
      inspect,
    })
    quiz.start()
    quiz.send({ type: 'quiz.answer', questionId: 11, value: `${CHILD_ANSWER}!` })
    quiz.stop()

    const entries = log.take(1000, Number.POSITIVE_INFINITY)
    const text = JSON.stringify(entries)
    for (const secret of [CHILD_ANSWER, 'Whales', PASSWORD, TOKEN, user.email!, user.first_name, '"ava"'])
      expect(text).not.toContain(secret)

    const answer = entries.find((e) => e.event.type === 'quiz.answer')!
    expect(answer).toMatchObject({
      actor: 'quizSession#1',
      from: 'app',
      value: { attempting: { answering: 'dirty' } },
    })
    expect(answer.event.data).toEqual({ questionId: 11, value: expect.stringMatching(/^‹text \d+›$/) })
    const signIn = entries.find((e) => e.event.type === 'auth.signIn')!
    expect(signIn.event.data).toEqual({
      body: { login_type: 'username', username: '‹text 1›', password: '‹text 2›' },
    })
    const signedIn = entries.find((e) => e.event.type === 'xstate.done.actor.signIn')!
    expect(signedIn).toMatchObject({ from: 'child', child: 'signIn', value: 'signedIn' })
    expect(entries.map((e) => `${e.actor} ${e.kind} ${e.event.type}`)).toEqual([
      'auth#1 start xstate.init',
      'auth#1 event auth.signIn',
      'auth#1 event xstate.done.actor.signIn',
      'quizSession#1 start xstate.init',
      'quizSession#1 event quiz.answer',
      'quizSession#1 stop xstate.stop',
    ])
    // What the browser records is what the server accepts.
    const batch = {
      recording_id: crypto.randomUUID(),
      started_at: log.startedAt.toISOString(),
      seq: 0,
      entries,
    }
    expect(SessionLogBatchSchema.safeParse(batch).success).toBe(true)
  })

  it('gives equal texts equal tokens and keeps blanks blank, so guards replay the same', () => {
    const redact = createRedactor()
    expect(redact.value({ value: 'a fox', again: 'a fox', other: 'a dog', blank: '  ', empty: '' })).toEqual({
      value: '‹text 1›',
      again: '‹text 1›',
      other: '‹text 2›',
      blank: '  ',
      empty: '',
    })
  })

  it('keeps ids, kinds, times and error names, but not text under those names', () => {
    const redact = createRedactor()
    const denied = Object.assign(new Error('Permission denied by the user'), { name: 'NotAllowedError' })
    expect(
      redact.value({
        quizId: 'q_12',
        type: 'a sentence with spaces',
        expires_at: '2026-11-21T08:00:00.000Z',
        name: 'Ava',
        error: denied,
        blob: new Blob(['audio']),
        now: () => 1,
      }),
    ).toEqual({
      quizId: 'q_12',
      type: '‹text 1›',
      expires_at: '2026-11-21T08:00:00.000Z',
      name: '‹text 2›',
      error: { name: 'NotAllowedError', message: '‹text 3›' },
      blob: { '[class]': 'Blob' },
      now: '[function]',
    })
  })
})
