import type { Result } from 'ioredis'
import { limitsUnavailable, type SharedRedis } from './redis'
import {
  FORGET_FAILURES_MS,
  FORGET_PAIR_MS,
  FREE_FAILURES,
  KNOWN_ADDRESS_MS,
  LOCK_AFTER,
  MAX_DELAY_MS,
  type SignInThrottling,
  type ThrottleVerdict,
} from './sign-in-throttle'

/*
 * The rules of sign-in-throttle.ts, kept in Redis so that every instance counts the same guesses. Each account
 * name has three keys that share a hash tag (one Redis Cluster slot), and each step is one Lua script, so two
 * instances can never both let the 101st guess through. Times come from the app's clock, as in memory; the
 * keys' TTLs only clear away what the rules have already forgotten.
 *   pairs  hash: address -> "failures:nextAllowedAt:lastAt"
 *   fails  hash: failures (the account's run of wrong passwords), at (the last one)
 *   known  sorted set: address scored by when the account last signed in from it
 */
const VERDICT = `
local address, now, counts = ARGV[1], tonumber(ARGV[2]), ARGV[3] == '1'
local forgetPair, forgetFailures = tonumber(ARGV[4]), tonumber(ARGV[5])
local knownFor, lockAfter = tonumber(ARGV[6]), tonumber(ARGV[7])
local pair = redis.call('HGET', KEYS[1], address)
if pair then
  local _, nextAt, lastAt = string.match(pair, '^(%d+):(%d+):(%d+)$')
  nextAt, lastAt = tonumber(nextAt), tonumber(lastAt)
  if nextAt > now then return {'wait', nextAt - now} end
  if now - lastAt > forgetPair then redis.call('HDEL', KEYS[1], address) end
end
local failures = tonumber(redis.call('HGET', KEYS[2], 'failures') or '0')
local lastFailure = tonumber(redis.call('HGET', KEYS[2], 'at') or '0')
if failures > 0 and now - lastFailure > forgetFailures then failures = 0 end
if failures >= lockAfter then
  local seen = redis.call('ZSCORE', KEYS[3], address)
  if not seen or now - tonumber(seen) >= knownFor then return {'locked', 0} end
end
if counts then
  redis.call('HSET', KEYS[2], 'failures', string.format('%d', failures + 1), 'at', ARGV[2])
  redis.call('PEXPIRE', KEYS[2], forgetFailures)
end
return {'allowed', 0}
`

const FAILED = `
local address, now = ARGV[1], tonumber(ARGV[2])
local free, maxDelay, forgetPair = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local failures = 0
local pair = redis.call('HGET', KEYS[1], address)
if pair then
  local f, nextAt, lastAt = string.match(pair, '^(%d+):(%d+):(%d+)$')
  if not (now - tonumber(lastAt) > forgetPair and tonumber(nextAt) <= now) then failures = tonumber(f) end
end
failures = failures + 1
local nextAt = 0
if failures >= free then nextAt = now + math.min(maxDelay, 1000 * 2 ^ (failures - free)) end
redis.call('HSET', KEYS[1], address, string.format('%d:%.0f:%.0f', failures, nextAt, now))
redis.call('PEXPIRE', KEYS[1], forgetPair + maxDelay)
return failures
`

const SUCCEEDED = `
local address, now, knownFor = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('HDEL', KEYS[1], address)
redis.call('DEL', KEYS[2])
redis.call('ZADD', KEYS[3], ARGV[2], address)
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', string.format('(%.0f', now - knownFor))
redis.call('PEXPIRE', KEYS[3], knownFor)
return 1
`

type Keys = [pairs: string, fails: string, known: string]

declare module 'ioredis' {
  interface RedisCommander<Context> {
    signInVerdict(...args: [...Keys, ...(string | number)[]]): Result<[string, number], Context>
    signInFailed(pairs: string, ...args: (string | number)[]): Result<number, Context>
    signInSucceeded(...args: [...Keys, ...(string | number)[]]): Result<number, Context>
  }
}

export class RedisSignInThrottle implements SignInThrottling {
  constructor(
    private readonly redis: SharedRedis,
    private readonly now: () => number = Date.now,
    private readonly prefix = 'lantern:sign-in:',
  ) {
    const { client } = redis
    client.defineCommand('signInVerdict', { numberOfKeys: 3, lua: VERDICT })
    client.defineCommand('signInFailed', { numberOfKeys: 1, lua: FAILED })
    client.defineCommand('signInSucceeded', { numberOfKeys: 3, lua: SUCCEEDED })
  }

  check(account: string, address: string) {
    return this.verdict(account, address, false)
  }

  begin(account: string, address: string) {
    return this.verdict(account, address, true)
  }

  async failed(account: string, address: string) {
    const [pairs] = this.keys(account)
    const limits = [FREE_FAILURES, MAX_DELAY_MS, FORGET_PAIR_MS]
    await this.refuseIfUnreachable(() =>
      this.redis.client.signInFailed(pairs, address, this.now(), ...limits),
    )
  }

  /** The password was right: a Redis outage here is logged, but does not turn the person away. */
  async succeeded(account: string, address: string) {
    const keys = this.keys(account)
    await this.logIfUnreachable(() =>
      this.redis.client.signInSucceeded(...keys, address, this.now(), KNOWN_ADDRESS_MS),
    )
  }

  /** The new password is already saved: a Redis outage here is logged, and the old counts fade as usual. */
  async forget(accounts: string[]) {
    await this.logIfUnreachable(() =>
      Promise.all(
        accounts.map((account) => {
          const [pairs, fails] = this.keys(account)
          return this.redis.client.del(pairs, fails)
        }),
      ),
    )
  }

  private async verdict(account: string, address: string, counts: boolean): Promise<ThrottleVerdict> {
    const keys = this.keys(account)
    const limits = [FORGET_PAIR_MS, FORGET_FAILURES_MS, KNOWN_ADDRESS_MS, LOCK_AFTER]
    const [kind, waitMs] = await this.refuseIfUnreachable(() =>
      this.redis.client.signInVerdict(...keys, address, this.now(), counts ? 1 : 0, ...limits),
    )
    if (kind === 'wait') return { allowed: false, reason: 'wait', retryAfterMs: waitMs }
    if (kind === 'locked') return { allowed: false, reason: 'locked' }
    return { allowed: true }
  }

  private keys(account: string): Keys {
    const tag = `${this.prefix}{${account}}`
    return [`${tag}:pairs`, `${tag}:fails`, `${tag}:known`]
  }

  private async refuseIfUnreachable<T>(step: () => Promise<T>): Promise<T> {
    try {
      const result = await step()
      this.redis.health.up()
      return result
    } catch (error) {
      this.redis.health.down(error)
      throw limitsUnavailable()
    }
  }

  private async logIfUnreachable(step: () => Promise<unknown>) {
    try {
      await step()
      this.redis.health.up()
    } catch (error) {
      this.redis.health.down(error)
    }
  }
}
