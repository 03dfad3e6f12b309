import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { allRoutes } from '../contracts/index'
import { Callers } from '../tests/fuzz/callers'
import { DataWatch } from '../tests/fuzz/data-watch'
import { KNOWN_CASES } from '../tests/fuzz/known-cases'
import { formHeaders, lazyForm } from '../tests/fuzz/multipart'
import { runSeed, streamFor } from '../tests/fuzz/random'
import { type Fuzzer, fuzzRoute, replyProblems, report } from '../tests/fuzz/run'
import { useTestApp } from '../tests/server'

/**
 * Fuzzes every served call of the contract, generated from its schemas: a new route joins by existing.
 * `npm test` sends a short fixed-seed sample per call; `npm run fuzz` sends many more with a fresh seed.
 * Replay a run with FUZZ_SEED (and FUZZ_RUNS, FUZZ_ROUTE=<route name> to narrow it).
 */
const SEED = runSeed(20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 12)
const ONLY = process.env.FUZZ_ROUTE

describe('every served call, fuzzed', () => {
  // Limits off, so the cases reach the code behind them rather than a 429.
  const t = useTestApp({ rateLimits: { enabled: false, perMinute: 30 } })
  let signedIn: Promise<Callers> | undefined
  const callers = () => {
    const c = new Callers(t.app, t.database.db)
    signedIn ??= c.signInAll().then(() => c)
    return signedIn
  }

  it('notices a write, and only a write (the check behind "never writes on a 4xx")', async () => {
    const { db } = t.database
    const watch = new DataWatch(db)
    await watch.before()
    await db.execute(sql`select count(*) from users`)
    expect(await watch.changedTables()).toEqual([])
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update subjects set name = name || '!' where id = 1`)
        tx.rollback()
      })
      .catch(() => {})
    expect(await watch.changedTables()).toEqual([])
    await db.execute(sql`update subjects set name = name || '' where id = 1`)
    expect(await watch.changedTables()).toEqual([])
    await db.execute(sql`update subjects set name = name || '.' where id = 1`)
    expect(await watch.changedTables()).toEqual(['subjects'])
    await db.execute(sql`update subjects set name = rtrim(name, '.') where id = 1`)
  })

  it.each(KNOWN_CASES)('answers $status with the security headers to $name', async (known) => {
    const who = known.as ? (await callers()).headersFor(known.as) : {}
    const res = await t.app.inject({
      method: known.method,
      url: known.url,
      headers: { ...known.headers, ...who },
      payload: known.payload,
    })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(known.status)
    expect(res.json().message).toMatch(known.message)
    expect(replyProblems(res)).toEqual([])
  })

  it('refuses a submission of 200 fields of 1 MB with a 413, quickly and without reading it all', async () => {
    const student = (await callers()).headersFor(1)
    const { stream, counter } = lazyForm(200, 1024 * 1024)
    const started = Date.now()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/1/submit',
      headers: { ...formHeaders(), ...student },
      payload: stream,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toMatch(/longer than|larger than/)
    expect(counter.pulled).toBeLessThan(30 * 1024 * 1024)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('never answers 5xx to a second sign-up with a mobile number already in use', async () => {
    const signUp = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: {
          first_name: 'Fuzz',
          last_name: 'Twin',
          email: `twin${n}@example.com`,
          password: 'a long enough passphrase 42',
          user_role_id: 6,
          mobile_number: '98765432',
          has_agreed_policy: true,
        },
      })
    await signUp(1)
    const second = await signUp(2)
    expect(second.statusCode, second.body).toBeLessThan(500)
  })

  it(
    'never answers 5xx, always sends the security headers, and never writes on a 4xx',
    async () => {
      const f: Fuzzer = {
        app: t.app,
        callers: await callers(),
        watch: new DataWatch(t.database.db),
        findings: [],
        backstopped: [],
        sent: 0,
      }
      const served = allRoutes.filter((r) => t.app.hasRoute({ method: r.method, url: r.path }))
      // Deletions last, so the rows they remove are there for the other calls first.
      const ordered = [
        ...served.filter((r) => r.method !== 'DELETE'),
        ...served.filter((r) => r.method === 'DELETE'),
      ]
      if (ONLY)
        expect(
          served.map((r) => r.name),
          `FUZZ_ROUTE=${ONLY} names no served call`,
        ).toContain(ONLY)
      const started = Date.now()
      for (const entry of ordered.filter((r) => !ONLY || r.name === ONLY))
        await fuzzRoute(f, entry, streamFor(SEED, entry.name), RUNS)
      const header =
        `fuzz: ${f.sent} requests to ${served.length} calls in ${Date.now() - started} ms, seed ${SEED} ` +
        `(replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}${ONLY ? ` FUZZ_ROUTE=${ONLY}` : ''} npx vitest run server/fuzz.test.ts)`
      console.info(header)
      if (f.backstopped.length) console.info(report(f.backstopped, 'caught only by the database backstop:'))
      expect(served.length).toBeGreaterThanOrEqual(20)
      expect(f.findings.length, report(f.findings, header)).toBe(0)
    },
    Math.max(60_000, RUNS * 8_000),
  )
})
