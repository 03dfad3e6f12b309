import { describe, expect, it } from 'vitest'
import { redisServerBinary, useRedisServer, useSharedRedis } from '../../tests/redis'
import { RedisSignInThrottle } from './redis-sign-in-throttle'
import {
  FREE_FAILURES,
  LOCK_AFTER,
  MAX_DELAY_MS,
  SignInThrottle,
  type SignInThrottling,
} from './sign-in-throttle'

type Clock = { t: number }
type MakeThrottle = (clock: Clock) => SignInThrottling

/** One wrong password, as the sign-in does it: ask, then report the failure. */
async function fail(th: SignInThrottling, account: string, address: string) {
  const v = await th.begin(account, address)
  if (!v.allowed) throw new Error(`refused: ${JSON.stringify(v)}`)
  await th.failed(account, address)
}

/** Fails as often as the throttle lets the address try, waiting out each delay. */
async function failRepeatedly(
  th: SignInThrottling,
  clock: Clock,
  account: string,
  address: string,
  n: number,
) {
  for (let i = 0; i < n; i++) {
    const v = await th.check(account, address)
    if (!v.allowed && v.reason === 'wait') clock.t += v.retryAfterMs
    await fail(th, account, address)
  }
}

/** The same rules, whichever store keeps the counts. */
function throttleRules(make: MakeThrottle) {
  const throttle = () => {
    const clock = { t: 1_000_000 }
    return { clock, th: make(clock) }
  }

  it('lets a few mistakes through, then makes the same address wait longer and longer, up to a minute', async () => {
    const { clock, th } = throttle()
    for (let i = 0; i < FREE_FAILURES - 1; i++) await fail(th, 'ava', '10.0.0.1')
    expect(await th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
    await fail(th, 'ava', '10.0.0.1')
    const delays: number[] = []
    for (let i = 0; i < 9; i++) {
      const v = await th.check('ava', '10.0.0.1')
      expect(v.allowed).toBe(false)
      if (v.allowed || v.reason !== 'wait') throw new Error('expected a wait')
      delays.push(v.retryAfterMs)
      clock.t += v.retryAfterMs
      await fail(th, 'ava', '10.0.0.1')
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, MAX_DELAY_MS, MAX_DELAY_MS, MAX_DELAY_MS])
  })

  it('slows only the guessing address: the owner elsewhere signs in at once', async () => {
    const { clock, th } = throttle()
    await failRepeatedly(th, clock, 'ava', '203.0.113.9', 20)
    expect((await th.check('ava', '203.0.113.9')).allowed).toBe(false)
    expect(await th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
  })

  it('after 100 failures in a row accepts passwords only from addresses the account used before', async () => {
    const { clock, th } = throttle()
    await th.succeeded('ava', '10.0.0.1')
    // A stranger spreads 100 guesses over many addresses.
    for (let i = 0; i < LOCK_AFTER; i++) await fail(th, 'ava', `198.51.100.${i % 50}`)
    expect(await th.check('ava', '192.0.2.7')).toEqual({ allowed: false, reason: 'locked' })
    expect(await th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
    await th.succeeded('ava', '10.0.0.1')
    expect(await th.check('ava', '192.0.2.7')).toEqual({ allowed: true })
    expect(clock.t).toBe(1_000_000)
  })

  it('a password reset clears the delays and the lock', async () => {
    const { clock, th } = throttle()
    await failRepeatedly(th, clock, 'ava', '203.0.113.9', LOCK_AFTER)
    expect((await th.check('ava', '203.0.113.9')).allowed).toBe(false)
    await th.forget(['ava'])
    expect(await th.check('ava', '203.0.113.9')).toEqual({ allowed: true })
  })

  it('forgets a quiet address after 15 minutes, and the account count after a day', async () => {
    const { clock, th } = throttle()
    await failRepeatedly(th, clock, 'ava', '10.0.0.1', FREE_FAILURES + 3)
    clock.t += 16 * 60_000
    expect(await th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
    for (let i = 0; i < FREE_FAILURES - 1; i++) await fail(th, 'ava', '10.0.0.1')
    expect(await th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
    await failRepeatedly(th, clock, 'bo', '198.51.100.1', LOCK_AFTER)
    expect(await th.check('bo', '192.0.2.7')).toEqual({ allowed: false, reason: 'locked' })
    clock.t += 25 * 3600_000
    expect(await th.check('bo', '192.0.2.7')).toEqual({ allowed: true })
  })

  it('counts guesses sent all at once before any of them is checked', async () => {
    const { th } = throttle()
    await th.succeeded('ava', '10.0.0.1')
    // 100 guesses from many addresses are all in flight (being hashed) when more arrive at the same moment.
    const guesses = Array.from({ length: LOCK_AFTER + 20 }, (_, i) => th.begin('ava', `198.51.100.${i}`))
    const verdicts = await Promise.all(guesses)
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(LOCK_AFTER)
    expect(await th.begin('ava', '192.0.2.7')).toEqual({ allowed: false, reason: 'locked' })
    expect((await th.begin('ava', '10.0.0.1')).allowed).toBe(true)
  })

  it('treats names that belong to no account exactly like real ones', async () => {
    const unknown = throttle()
    const known = throttle()
    await known.th.succeeded('ava', '10.0.0.9')
    await failRepeatedly(unknown.th, unknown.clock, 'nobody-here', '10.0.0.1', FREE_FAILURES + 1)
    await failRepeatedly(known.th, known.clock, 'ava', '10.0.0.1', FREE_FAILURES + 1)
    expect(await unknown.th.check('nobody-here', '10.0.0.1')).toEqual(await known.th.check('ava', '10.0.0.1'))
  })
}

describe('sign-in throttle, counted in this process', () => {
  throttleRules((clock) => new SignInThrottle(() => clock.t))
})

describe.skipIf(!redisServerBinary)('sign-in throttle, counted in Redis', () => {
  const server = useRedisServer()
  const shared = useSharedRedis(server)
  let throttles = 0
  // Each throttle its own key space, as if each test had a Redis of its own.
  throttleRules((clock) => new RedisSignInThrottle(shared.redis, () => clock.t, `test:${++throttles}:`))

  it('two instances count one account’s guesses together, and refuse when Redis is away', async () => {
    const clock = { t: 1_000_000 }
    const first = new RedisSignInThrottle(shared.redis, () => clock.t, 'pair:')
    const second = new RedisSignInThrottle(shared.redis, () => clock.t, 'pair:')
    for (let i = 0; i < FREE_FAILURES; i++) await fail(i % 2 ? second : first, 'ava', '10.0.0.1')
    expect(await first.check('ava', '10.0.0.1')).toEqual({
      allowed: false,
      reason: 'wait',
      retryAfterMs: 1000,
    })
    expect(await second.check('ava', '10.0.0.1')).toEqual({
      allowed: false,
      reason: 'wait',
      retryAfterMs: 1000,
    })

    await server.stop()
    try {
      await expect(first.begin('ava', '10.0.0.2')).rejects.toMatchObject({ status: 503 })
      await expect(first.check('bo', '10.0.0.2')).rejects.toMatchObject({ status: 503 })
      // A right password is not turned away because its success could not be written down.
      await expect(first.succeeded('ava', '10.0.0.2')).resolves.toBeUndefined()
      expect(shared.log.error).toHaveBeenCalledTimes(1)
    } finally {
      await server.start()
    }
  })
})
