import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { buildApp } from '../../app'
import { schools, sessions, users } from '../../db/schema'
import { hashToken } from '../../lib/crypto'
import { createSessionCache } from './session-cache'

const me = (app: TestApp, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/users/information', headers })

describe('the session cache (ADR 0041)', () => {
  const t = useTestApp()
  /** A second instance of the app on the same database, as a second server behind a load balancer would be. */
  let other: TestApp
  beforeAll(async () => {
    other = await buildApp({ config: t.config, database: t.database, logger: false })
    await other.ready()
  })
  afterAll(() => other?.close())

  /** Changes rows without telling anyone, as if the notification were lost: shows what the cache is serving. */
  const quietly = async (change: () => Promise<unknown>) => {
    await t.database.db.execute(sql`set session_replication_role = replica`)
    try {
      await change()
    } finally {
      await t.database.db.execute(sql`set session_replication_role = default`)
    }
  }

  it('answers a signed-in request from memory once it has resolved its token', async () => {
    const { headers, user } = await signIn(t.app, 'ava')
    expect((await me(t.app, headers)).statusCode).toBe(200)
    const tokenHash = hashToken(headers.authorization.slice(7))
    expect(t.app.ctx.sessions.get(tokenHash)?.user.id).toBe(user.id)
    // Revoked behind the cache's back: the cached entry is what lets the request through.
    await quietly(() =>
      t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash)),
    )
    expect((await me(t.app, headers)).statusCode).toBe(200)
    // Any later change to that user reaches the cache and the revoked session is refused at once.
    await t.database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, user.id))
    expect((await me(t.app, headers)).statusCode).toBe(401)
  })

  it('a sign-out through one instance ends the session on the other at once', async () => {
    const { headers } = await signIn(t.app, 'ben')
    expect((await me(other, headers)).statusCode).toBe(200)
    expect((await me(t.app, headers)).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })
    expect(out.statusCode).toBe(200)
    expect((await me(other, headers)).statusCode).toBe(401)
    expect((await me(t.app, headers)).statusCode).toBe(401)
  })

  it('an account switched off, or a changed name, is seen at once by every instance', async () => {
    const { headers, user } = await signIn(t.app, 'chloe')
    expect((await me(other, headers)).json().first_name).toBe(user.first_name)
    await t.database.db.update(users).set({ firstName: 'Zoë' }).where(eq(users.id, user.id))
    expect((await me(other, headers)).json().first_name).toBe('Zoë')
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
    expect((await me(other, headers)).statusCode).toBe(401)
    expect((await me(t.app, headers)).statusCode).toBe(401)
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, user.id))
  })

  it("a school's new name or flags reach every instance's cached sessions at once", async () => {
    const { headers, user } = await signIn(t.app, 'chloe')
    const before = (await me(other, headers)).json()
    expect(before.school_name).toBeTruthy()
    const [school] = await t.database.db
      .select()
      .from(schools)
      .where(eq(schools.id, user.school_id as number))
    try {
      await t.database.db
        .update(schools)
        .set({ name: 'Renamed Primary', flags: [...school.flags, 'renamed'] })
        .where(eq(schools.id, school.id))
      const after = (await me(other, headers)).json()
      expect(after.school_name).toBe('Renamed Primary')
      expect(after.school_flags.renamed).toBe(true)
      expect((await me(t.app, headers)).json().school_name).toBe('Renamed Primary')
    } finally {
      await t.database.db
        .update(schools)
        .set({ name: school.name, flags: school.flags })
        .where(eq(schools.id, school.id))
    }
  })

  it('forgets everything when its listener to a PostgreSQL server was cut off and comes back', async (ctx) => {
    if (t.database.kind !== 'postgres') return ctx.skip()
    const { headers } = await signIn(t.app, 'ava')
    expect((await me(t.app, headers)).statusCode).toBe(200)
    expect(t.app.ctx.sessions.size).toBeGreaterThan(0)
    // The listening connection is idle after its LISTEN; the pool's connections have run other statements since.
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and state = 'idle' and query like 'LISTEN%'`)
    // What was notified while it was away is lost, so on its return every cached session is read again.
    const deadline = Date.now() + 10_000
    while (t.app.ctx.sessions.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    expect(t.app.ctx.sessions.size).toBe(0)
    expect((await me(t.app, headers)).statusCode).toBe(200)
  })

  it('keeps serving when the server ends its idle pooled connections', async (ctx) => {
    if (t.database.kind !== 'postgres') return ctx.skip()
    const { headers } = await signIn(t.app, 'ava')
    const lost: Error[] = []
    t.database.onConnectionLost((error) => lost.push(error))
    // Two statements at once leave the pool holding a second connection, idle once they are done.
    const nap = () => t.database.db.execute(sql`select pg_sleep(0.05)`)
    await Promise.all([nap(), nap()])
    // As a restart or an administrator would; unheard, pg-pool's report of it would end the process.
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'`)
    const deadline = Date.now() + 10_000
    while (lost.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    expect(lost[0]).toMatchObject({ code: '57P01' })
    // A sign-in writes, so it needs a connection the server has not ended.
    expect((await me(t.app, (await signIn(t.app, 'ben')).headers)).statusCode).toBe(200)
    expect((await me(t.app, headers)).statusCode).toBe(200)
  })
})

describe('the session cache on its own', () => {
  const user = { id: 7 } as never
  const found = { user, sessionId: 1, school: null }
  const far = new Date(Date.now() + 3_600_000)

  it('keeps an entry until its time is up, and never past its session', () => {
    const cache = createSessionCache({ ttlMs: 1000 })
    cache.put('a', found, far, cache.mark(), 0)
    expect(cache.get('a', 999)).not.toBeNull()
    expect(cache.get('a', 1000)).toBeNull()
    cache.put('b', found, new Date(500), cache.mark(), 0)
    expect(cache.get('b', 499)).not.toBeNull()
    expect(cache.get('b', 500)).toBeNull()
  })

  it('does not keep a read that raced a change to any user', () => {
    const cache = createSessionCache()
    const mark = cache.mark()
    cache.forgetUser(99)
    cache.put('a', found, far, mark)
    expect(cache.get('a')).toBeNull()
  })

  it('forgets every session of a user, and only theirs, and stays within its size', () => {
    const cache = createSessionCache({ maxEntries: 3 })
    cache.put('a', found, far, cache.mark())
    cache.put('b', found, far, cache.mark())
    cache.put('c', { user: { id: 8 } as never, sessionId: 2, school: null }, far, cache.mark())
    cache.forgetUser(7)
    expect([cache.get('a'), cache.get('b')]).toEqual([null, null])
    expect(cache.get('c')).not.toBeNull()
    for (const key of ['d', 'e', 'f']) cache.put(key, found, far, cache.mark())
    expect(cache.size).toBe(3)
    expect(cache.get('c')).toBeNull()
  })
})
