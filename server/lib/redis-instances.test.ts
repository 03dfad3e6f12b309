import { describe, expect, it } from 'vitest'
import { redisServerBinary, useTwoInstances } from '../../tests/redis'
import { lastOutboxMessage, type TestApp } from '../../tests/server'
import type { AppError } from '../errors'
import { checkOtp } from '../modules/auth/otp'
import { FREE_FAILURES } from './sign-in-throttle'

/*
 * Two instances of the app behind one imagined load balancer (issue 11, ADR 0044). With REDIS_URL they must
 * refuse at the same count as one instance would; without it, each counts alone, which is why Redis is needed.
 */
const PER_ADDRESS_PER_MINUTE = 8
const limits = { rateLimits: { enabled: true, perMinute: PER_ADDRESS_PER_MINUTE } }

type Call = { url: string; payload: object; from: string }
const post = (app: TestApp, { url, payload, from }: Call) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: from })

/** Sends `call(i)` to the instances in turn until one refuses; answers which try (from 1) was refused first. */
async function refusedAt(instances: TestApp[], call: (i: number) => Call, tries = 20) {
  for (let i = 0; i < tries; i++) {
    const res = await post(instances[i % instances.length], call(i))
    if (res.statusCode === 429) return { at: i + 1, message: res.json().message as string }
  }
  return { at: undefined, message: undefined }
}

const wrongPassword = (username: string, from: string) => () => ({
  url: '/api/v1/auth/login',
  payload: { login_type: 'username', username, password: 'not-the-password' },
  from,
})
const magicLink = (email: string) => (i: number) => ({
  url: '/api/v1/auth/magic-link',
  payload: { email },
  from: `198.51.100.${i + 1}`,
})
const code = (phone: string) => (i: number) => ({
  url: '/api/v1/auth/generate-otp',
  payload: { country_code: '+65', phone_number: phone },
  from: `192.0.2.${i + 1}`,
})

describe.skipIf(!redisServerBinary)('two instances sharing one Redis', () => {
  const t = useTwoInstances(limits, { shareThroughRedis: true })
  const both = () => [t.first, t.second]

  it('slow a run of wrong passwords at the same try as one instance would', async () => {
    const alone = await refusedAt([t.first], wrongPassword('nobody-one', '203.0.113.1'))
    const split = await refusedAt(both(), wrongPassword('nobody-two', '203.0.113.2'))
    expect(alone.at).toBe(FREE_FAILURES + 1)
    expect(split).toEqual({
      at: FREE_FAILURES + 1,
      message: expect.stringMatching(/Too many wrong passwords/),
    })
  })

  it('count emailed links per address and codes per number once, whichever instance is asked', async () => {
    const links = await refusedAt(both(), magicLink('someone@example.com'))
    expect(links).toEqual({ at: 4, message: expect.stringMatching(/several emails to this address/) })
    const codes = await refusedAt(both(), code('81111111'))
    expect(codes).toEqual({ at: 4, message: expect.stringMatching(/several codes to this number/) })
  })

  it('share the per-address limit of the sign-in calls', async () => {
    const fromOneAddress = (i: number) => wrongPassword(`stranger-${i}`, '203.0.113.50')()
    const refused = await refusedAt(both(), fromOneAddress)
    expect(refused).toEqual({
      at: PER_ADDRESS_PER_MINUTE + 1,
      message: expect.stringMatching(/Too many requests/),
    })
    // Another address is not held back by this one's count, nor this address on calls with limits of their own.
    expect((await post(t.second, wrongPassword('stranger-x', '203.0.113.51')())).statusCode).toBe(401)
    const link = { ...magicLink('stranger@example.com')(0), from: '203.0.113.50' }
    expect((await post(t.second, link)).statusCode).toBe(200)
    expect((await post(t.first, link)).statusCode).toBe(200)
  })

  it('judge only five of many wrong codes sent at once to both instances', async () => {
    expect((await post(t.first, code('91234567')(9))).statusCode).toBe(200)
    const sms = await lastOutboxMessage(t.first, '+6591234567')
    const right = sms?.text.match(/(\d{6})/)?.[1] ?? ''
    const wrong = right === '000000' ? '111111' : '000000'
    // Straight to the service, so that all twenty look the code up before any of them is judged.
    const guess = (otp: string, i: number) =>
      checkOtp((i % 2 ? t.second : t.first).ctx, '+6591234567', otp).then(
        () => 200,
        (error: AppError) => error.status,
      )
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(wrong, i)))
    expect(replies.filter((status) => status === 401)).toHaveLength(5)
    expect(replies.filter((status) => status === 429)).toHaveLength(15)
    expect(await guess(right, 0)).toBe(429)
  })
})

describe('two instances without Redis', () => {
  const t = useTwoInstances(limits, { shareThroughRedis: false })

  it('each count alone, so together they let through twice as much', async () => {
    const send = (app: TestApp, i: number) => post(app, magicLink('alone@example.com')(i))
    const replies = [
      ...(await Promise.all([0, 1, 2].map((i) => send(t.first, i)))),
      ...(await Promise.all([3, 4, 5].map((i) => send(t.second, i)))),
    ]
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    expect((await send(t.first, 6)).statusCode).toBe(429)
  })
})
