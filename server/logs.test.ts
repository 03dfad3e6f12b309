import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, lastOutboxMessage, signIn, useTestApp } from '../tests/server'
import { parseSse } from '../tests/sse'
import { loadConfig } from './config'
import { loggerOptions, redactUrl, serializeError } from './lib/logging'

/** Every line the server logs, at the most talkative level, kept for the test to search. */
const lines: string[] = []
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})

describe('logs without secrets', () => {
  const t = useTestApp({}, { logger: { level: 'trace', stream } })

  it('keep no password, hash, token, link, code or child’s answer, across sign-up, sign-in, links and quizzes', async () => {
    const secrets: string[] = []
    const password = 'copper-lantern-meadow-42'
    secrets.push(password)
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        first_name: 'Mei',
        last_name: 'Lim',
        email: 'mei.lim@example.com',
        password,
        mobile_number: '+65 9123 4567',
        has_agreed_policy: true,
      },
    })
    expect(signup.statusCode).toBe(409)
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        first_name: 'Mei',
        last_name: 'Lim',
        email: 'mei.lim@example.com',
        password,
        has_agreed_policy: true,
      },
    })
    expect(ok.statusCode).toBe(201)
    secrets.push(ok.json().access_token)
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        first_name: 'A',
        last_name: 'B',
        email: 'ab@example.com',
        password: 'password1',
        has_agreed_policy: true,
      },
    })
    expect(weak.statusCode).toBe(400)
    secrets.push('password1')

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'email', email: 'mei.lim@example.com', password: 'not-my-password-at-all' },
    })
    expect(wrong.statusCode).toBe(401)
    secrets.push('not-my-password-at-all')

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset/link',
      payload: { email: 'mei.lim@example.com' },
    })
    const reset =
      (await lastOutboxMessage(t.app, 'mei.lim@example.com'))?.text.match(/token=([\w-]+)/)?.[1] ?? ''
    expect(reset).toBeTruthy()
    secrets.push(reset)
    // The reset page's address (with its token) is requested like any page.
    await t.app.inject({ method: 'GET', url: `/academy/reset-password?token=${reset}` })
    await t.app.inject({ method: 'GET', url: `/api/v1/auth/token/${reset}` })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/generate-otp',
      payload: { country_code: '+65', phone_number: '91234567' },
    })
    const code = (await lastOutboxMessage(t.app, '+6591234567'))?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    secrets.push(`code is ${code}`)

    const { headers } = await signIn(t.app, 'ava')
    secrets.push(headers.authorization.slice(7))
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes
    const quiz = (await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${list[0].id}`, headers })).json()
    const answer = 'my secret working about the zebra crossing'
    secrets.push(answer)
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers,
      payload: {
        evaluations: quiz.questions.map((q: { id: number }) => ({ question_id: q.id, value: answer })),
      },
    })
    expect(parseSse(submitted.body).at(-1)?.event).toBe('grading_completed')
    await t.app.ctx.tasks.drain()

    const log = lines.join('')
    expect(log.length).toBeGreaterThan(1000)
    expect(log).toContain('"url":"/academy/reset-password?token=[redacted]"')
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret)
    expect(log).not.toMatch(/\$argon2id\$/)
    expect(log).not.toContain(DEMO_PASSWORD)
  })

  it('an error from the database keeps its statement but not its parameters', () => {
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['mei@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      new Error('duplicate key value violates unique constraint "users_email_key"'),
    )
    const logged = JSON.stringify(serializeError(err))
    expect(logged).toContain('insert into')
    expect(logged).toContain('duplicate key value')
    expect(logged).not.toContain('argon2id')
    expect(logged).not.toContain('mei@example.com')
  })

  it('redacts secrets in logged addresses and nothing else', () => {
    expect(redactUrl('/api/v1/auth/magic-link/abc123/validate')).toBe(
      '/api/v1/auth/magic-link/[redacted]/validate',
    )
    expect(redactUrl('/api/v1/auth/google/eyJhbGci.x.y/validate')).toBe(
      '/api/v1/auth/google/[redacted]/validate',
    )
    expect(redactUrl('/api/v1/quiz/3/demo/evaluations?session_id=abc&x=1')).toBe(
      '/api/v1/quiz/3/demo/evaluations?session_id=[redacted]&x=1',
    )
    expect(redactUrl('/api/v1/quiz?page=2')).toBe('/api/v1/quiz?page=2')
    expect(redactUrl('/api/v1/payments/local-checkout/cs_local_abc/pay')).toBe(
      '/api/v1/payments/local-checkout/[redacted]/pay',
    )
    expect(redactUrl('/api/v1/activation/DEMO-P5-SCIENCE')).toBe('/api/v1/activation/[redacted]')
    expect(redactUrl('/api/v1/activation/courses?student_id=3')).toBe(
      '/api/v1/activation/courses?student_id=3',
    )
  })

  it('keeps no card number that a logged request body carries', async () => {
    const written: string[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk))
        done()
      },
    })
    const app = Fastify({
      logger: loggerOptions(loadConfig({ NODE_ENV: 'test' }), { level: 'info', stream: sink }),
    })
    app.log.info({ body: { card_number: '4242 4242 4242 4242' } }, 'a payment attempt')
    await app.close()
    const log = written.join('')
    expect(log).toContain('"card_number":"[redacted]"')
    expect(log).not.toContain('4242')
  })
})
