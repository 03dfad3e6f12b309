/**
 * Password sign-in throttling that slows guessing without letting a stranger lock anyone out
 * (NIST SP 800-63B §5.2.2; OWASP authentication cheat sheet). Counted per account name, whether or not
 * an account has that name, so the replies reveal nothing:
 *
 * - per account *and* address: the first FREE_FAILURES wrong passwords cost nothing; then each attempt from
 *   that address must wait a delay that doubles with every failure, up to MAX_DELAY_MS. It slows the guesser
 *   at that address only.
 * - per account, from every address: after LOCK_AFTER consecutive failures (NIST allows at most 100) the
 *   account accepts passwords only from addresses it has signed in from before, until a sign-in from such an
 *   address or a password reset. So a stranger elsewhere can never lock a child out of their own device.
 *
 * In this process by default, like the other limits (ADR 0006); in Redis when REDIS_URL is set, so that every
 * instance counts the same guesses (redis-sign-in-throttle.ts, ADR 0044). Both follow the rules above.
 */
export const FREE_FAILURES = 5
export const MAX_DELAY_MS = 60_000
export const LOCK_AFTER = 100
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600_000
export const FORGET_FAILURES_MS = 24 * 3600_000
/** A quiet address starts afresh: yesterday's forgotten password does not slow today's sign-in. */
export const FORGET_PAIR_MS = 15 * 60_000
const MAX_ENTRIES = 100_000

type PairState = { failures: number; nextAllowedAt: number; lastAt: number }
type AccountState = { failures: number; lastAt: number; known: Map<string, number> }

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'wait'; retryAfterMs: number }
  | { allowed: false; reason: 'locked' }

/** The throttle's calls; a store that cannot be reached refuses the guess rather than letting it through. */
export interface SignInThrottling {
  /** Whether a password for `account` from `address` may be checked now (counts nothing). */
  check(account: string, address: string): Promise<ThrottleVerdict>
  /**
   * `check`, and an allowed attempt counts at once as a failure of the account until `succeeded` says
   * otherwise, so guesses sent all at once cannot slip past the lock while their passwords are being hashed.
   */
  begin(account: string, address: string): Promise<ThrottleVerdict>
  /** A wrong password (after `begin`): the address waits longer before its next attempt. */
  failed(account: string, address: string): Promise<void>
  /** A right password: the counts start again and the address is remembered as the owner's. */
  succeeded(account: string, address: string): Promise<void>
  /** After a password reset: no delays and no lock remain for the account's names. */
  forget(accounts: string[]): Promise<void>
}

/** The in-process store. Each call does its work before its first await, so calls sent at once queue up. */
export class SignInThrottle implements SignInThrottling {
  private pairs = new Map<string, PairState>()
  private accounts = new Map<string, AccountState>()

  constructor(private readonly now: () => number = Date.now) {}

  async check(account: string, address: string): Promise<ThrottleVerdict> {
    return this.verdict(account, address)
  }

  private verdict(account: string, address: string): ThrottleVerdict {
    const t = this.now()
    const pair = this.livePair(`${account}|${address}`, t)
    if (pair && pair.nextAllowedAt > t) {
      return { allowed: false, reason: 'wait', retryAfterMs: pair.nextAllowedAt - t }
    }
    const acc = this.liveAccount(account, t)
    if (acc && acc.failures >= LOCK_AFTER && !this.isKnown(acc, address, t))
      return { allowed: false, reason: 'locked' }
    return { allowed: true }
  }

  async begin(account: string, address: string): Promise<ThrottleVerdict> {
    const verdict = this.verdict(account, address)
    if (!verdict.allowed) return verdict
    const t = this.now()
    const acc = this.liveAccount(account, t) ?? { failures: 0, lastAt: t, known: new Map() }
    acc.failures += 1
    acc.lastAt = t
    this.accounts.set(account, acc)
    return verdict
  }

  async failed(account: string, address: string) {
    const t = this.now()
    const key = `${account}|${address}`
    const pair = this.livePair(key, t) ?? { failures: 0, nextAllowedAt: 0, lastAt: t }
    pair.failures += 1
    pair.lastAt = t
    const over = pair.failures - FREE_FAILURES
    pair.nextAllowedAt = over >= 0 ? t + Math.min(MAX_DELAY_MS, 1000 * 2 ** over) : 0
    this.pairs.set(key, pair)
    if (this.pairs.size + this.accounts.size > MAX_ENTRIES) this.sweep(t)
  }

  async succeeded(account: string, address: string) {
    const t = this.now()
    this.pairs.delete(`${account}|${address}`)
    const acc = this.accounts.get(account) ?? { failures: 0, lastAt: t, known: new Map() }
    acc.failures = 0
    acc.lastAt = t
    acc.known.set(address, t)
    this.accounts.set(account, acc)
  }

  async forget(accounts: string[]) {
    for (const account of accounts) {
      const acc = this.accounts.get(account)
      if (acc) acc.failures = 0
      for (const key of this.pairs.keys()) if (key.startsWith(`${account}|`)) this.pairs.delete(key)
    }
  }

  private livePair(key: string, t: number) {
    const pair = this.pairs.get(key)
    if (pair && t - pair.lastAt > FORGET_PAIR_MS && pair.nextAllowedAt <= t) {
      this.pairs.delete(key)
      return undefined
    }
    return pair
  }

  private liveAccount(account: string, t: number) {
    const acc = this.accounts.get(account)
    if (acc && acc.failures > 0 && t - acc.lastAt > FORGET_FAILURES_MS) acc.failures = 0
    return acc
  }

  private isKnown(acc: AccountState, address: string, t: number) {
    const seen = acc.known.get(address)
    return seen !== undefined && t - seen < KNOWN_ADDRESS_MS
  }

  private sweep(t: number) {
    for (const [k, p] of this.pairs) if (t - p.lastAt > FORGET_PAIR_MS) this.pairs.delete(k)
    for (const [k, a] of this.accounts) {
      for (const [ip, seen] of a.known) if (t - seen > KNOWN_ADDRESS_MS) a.known.delete(ip)
      if (a.known.size === 0 && t - a.lastAt > FORGET_FAILURES_MS) this.accounts.delete(k)
    }
  }
}
