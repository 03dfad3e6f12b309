import { describe, expect, it } from 'vitest'
import { FREE_FAILURES, LOCK_AFTER, MAX_DELAY_MS, SignInThrottle } from './sign-in-throttle'

function throttle() {
  const clock = { t: 1_000_000 }
  return { clock, th: new SignInThrottle(() => clock.t) }
}

/** One wrong password, as the sign-in does it: ask, then report the failure. */
function fail(th: SignInThrottle, account: string, address: string) {
  const v = th.begin(account, address)
  if (!v.allowed) throw new Error(`refused: ${JSON.stringify(v)}`)
  th.failed(account, address)
}

/** Fails as often as the throttle lets the address try, waiting out each delay. */
function failRepeatedly(
  th: SignInThrottle,
  clock: { t: number },
  account: string,
  address: string,
  n: number,
) {
  for (let i = 0; i < n; i++) {
    const v = th.check(account, address)
    if (!v.allowed && v.reason === 'wait') clock.t += v.retryAfterMs
    fail(th, account, address)
  }
}

describe('sign-in throttle', () => {
  it('lets a few mistakes through, then makes the same address wait longer and longer, up to a minute', () => {
    const { clock, th } = throttle()
    for (let i = 0; i < FREE_FAILURES - 1; i++) fail(th, 'ava', '10.0.0.1')
    expect(th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
    fail(th, 'ava', '10.0.0.1')
    const delays: number[] = []
    for (let i = 0; i < 9; i++) {
      const v = th.check('ava', '10.0.0.1')
      expect(v.allowed).toBe(false)
      if (v.allowed || v.reason !== 'wait') throw new Error('expected a wait')
      delays.push(v.retryAfterMs)
      clock.t += v.retryAfterMs
      fail(th, 'ava', '10.0.0.1')
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, MAX_DELAY_MS, MAX_DELAY_MS, MAX_DELAY_MS])
  })

  it('slows only the guessing address: the owner elsewhere signs in at once', () => {
    const { clock, th } = throttle()
    failRepeatedly(th, clock, 'ava', '203.0.113.9', 20)
    expect(th.check('ava', '203.0.113.9').allowed).toBe(false)
    expect(th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
  })

  it('after 100 failures in a row accepts passwords only from addresses the account used before', () => {
    const { clock, th } = throttle()
    th.succeeded('ava', '10.0.0.1')
    // A stranger spreads 100 guesses over many addresses.
    for (let i = 0; i < LOCK_AFTER; i++) fail(th, 'ava', `198.51.100.${i % 50}`)
    expect(th.check('ava', '192.0.2.7')).toEqual({ allowed: false, reason: 'locked' })
    expect(th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
    th.succeeded('ava', '10.0.0.1')
    expect(th.check('ava', '192.0.2.7')).toEqual({ allowed: true })
    expect(clock.t).toBe(1_000_000)
  })

  it('a password reset clears the delays and the lock', () => {
    const { clock, th } = throttle()
    failRepeatedly(th, clock, 'ava', '203.0.113.9', LOCK_AFTER)
    expect(th.check('ava', '203.0.113.9').allowed).toBe(false)
    th.forget(['ava'])
    expect(th.check('ava', '203.0.113.9')).toEqual({ allowed: true })
  })

  it('forgets a quiet address after 15 minutes, and the account count after a day', () => {
    const { clock, th } = throttle()
    failRepeatedly(th, clock, 'ava', '10.0.0.1', FREE_FAILURES + 3)
    clock.t += 16 * 60_000
    expect(th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
    for (let i = 0; i < FREE_FAILURES - 1; i++) fail(th, 'ava', '10.0.0.1')
    expect(th.check('ava', '10.0.0.1')).toEqual({ allowed: true })
  })

  it('counts guesses sent all at once before any of them is checked', () => {
    const { th } = throttle()
    th.succeeded('ava', '10.0.0.1')
    // 100 guesses from many addresses are all in flight (being hashed) when the 101st arrives.
    for (let i = 0; i < LOCK_AFTER; i++) expect(th.begin('ava', `198.51.100.${i}`).allowed).toBe(true)
    expect(th.begin('ava', '192.0.2.7')).toEqual({ allowed: false, reason: 'locked' })
    expect(th.begin('ava', '10.0.0.1').allowed).toBe(true)
  })

  it('treats names that belong to no account exactly like real ones', () => {
    const unknown = throttle()
    const known = throttle()
    known.th.succeeded('ava', '10.0.0.9')
    failRepeatedly(unknown.th, unknown.clock, 'nobody-here', '10.0.0.1', FREE_FAILURES + 1)
    failRepeatedly(known.th, known.clock, 'ava', '10.0.0.1', FREE_FAILURES + 1)
    expect(unknown.th.check('nobody-here', '10.0.0.1')).toEqual(known.th.check('ava', '10.0.0.1'))
  })
})
