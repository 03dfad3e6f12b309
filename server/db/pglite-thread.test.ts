import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BroadcastChannel } from 'node:worker_threads'
import { count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from './client'
import { startPgliteThread } from './pglite-thread'
import { PGLITE_MEMORY_CHANNEL, type PgliteMemory } from './pglite-worker-messages'
import { subjects } from './schema'

/**
 * The server's embedded database: PGlite in its own thread behind PostgreSQL's wire protocol (ADR 0040), used
 * through node-postgres exactly as a PostgreSQL server is.
 */
describe('PGlite in its own thread', () => {
  const root = mkdtempSync(join(tmpdir(), 'lantern-pglite-thread-'))
  // A directory whose parents do not exist yet, as on a fresh clone.
  const dataDir = join(root, 'not', 'yet', 'there')
  const open = () => openDatabase({ dataDir, thread: { sharedBuffersMb: 16 } })
  let database: Database | undefined
  afterAll(async () => {
    await database?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('migrates, writes and reads over the wire, with parameters and typed results', async () => {
    database = await open()
    expect(database.kind).toBe('pglite')
    await database.migrate()
    await database.db.insert(subjects).values({ name: 'Thread test subject' })
    const [row] = await database.db.select().from(subjects).where(eq(subjects.name, 'Thread test subject'))
    expect(row.name).toBe('Thread test subject')
    const result = await database.db.execute(sql`select ${20}::int + 22 as total`)
    expect((result as unknown as { rows: { total: number }[] }).rows).toEqual([{ total: 42 }])
    expect(typeof row.id).toBe('number')
  })

  it('says what memory it holds when asked on its channel (the benchmarks tell the server’s share apart with it)', async () => {
    const channel = new BroadcastChannel(PGLITE_MEMORY_CHANNEL)
    try {
      const answer = new Promise<PgliteMemory>((resolve) => {
        channel.onmessage = (event) => resolve((event as { data: PgliteMemory }).data)
      })
      channel.postMessage({ type: 'ask' })
      const memory = await answer
      expect(memory.type).toBe('memory')
      // PGlite's WebAssembly memory holds at least its shared buffers (16 MB here).
      expect(memory.wasmBytes).toBeGreaterThan(16 * 2 ** 20)
      expect(memory.heapBytes).toBeGreaterThan(0)
    } finally {
      channel.close()
    }
  })

  it('tells its listeners what was notified before the statement that notified returns', async () => {
    const heard: string[] = []
    const stop = database!.notifications.on('lantern_auth', (payload) => heard.push(payload))
    await database!.db.execute(sql`select pg_notify('lantern_auth', '42')`)
    expect(heard).toEqual(['42'])
    stop()
  })

  it('rolls back a failed transaction and keeps serving', async () => {
    const db = database!.db
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(subjects).values({ name: 'Never kept' })
        await tx.execute(sql`select * from no_such_table`)
      }),
    ).rejects.toThrow(/no_such_table/)
    const [{ n }] = await db.select({ n: count() }).from(subjects).where(eq(subjects.name, 'Never kept'))
    expect(n).toBe(0)
  })

  it('answers calls made at once, each its own, and a transaction sees only its own work', async () => {
    const db = database!.db
    const names = Array.from({ length: 30 }, (_, i) => `Concurrent ${i}`)
    const inTransaction = db.transaction(async (tx) => {
      await tx.insert(subjects).values({ name: 'Inside a transaction' })
      const [{ n }] = await tx
        .select({ n: count() })
        .from(subjects)
        .where(eq(subjects.name, 'Inside a transaction'))
      return n
    })
    const [seen] = await Promise.all([
      inTransaction,
      ...names.map((name) => db.insert(subjects).values({ name })),
    ])
    expect(seen).toBe(1)
    const rows = await db.select({ name: subjects.name }).from(subjects)
    expect(rows.filter((r) => r.name.startsWith('Concurrent ')).length).toBe(30)
  })

  it('never hands a connection that ended inside a transaction on to the next one', async () => {
    const thread = await startPgliteThread({ sharedBuffersMb: 16 })
    try {
      const first = new pg.Client(thread.connection)
      await first.connect()
      await first.query('create table notes (text text)')
      await first.query('begin')
      await first.query("insert into notes values ('half written')")
      await first.end()
      const next = new pg.Client(thread.connection)
      await next.connect()
      const { rows } = await next.query('select count(*)::int as n from notes')
      expect(rows[0].n).toBe(0)
      // Not inside the first one's transaction: a commit now has nothing to commit.
      const status = await next.query("select current_setting('transaction_isolation') as level")
      expect(status.rows).toHaveLength(1)
      await next.query("insert into notes values ('kept')")
      await next.end()
      const last = new pg.Client(thread.connection)
      await last.connect()
      expect((await last.query('select text from notes')).rows).toEqual([{ text: 'kept' }])
      await last.end()
    } finally {
      await thread.close()
    }
  })

  it("shares its one session between connections, never running one inside another's transaction", async () => {
    const thread = await startPgliteThread({ sharedBuffersMb: 16 })
    const connect = async () => {
      const client = new pg.Client(thread.connection)
      await client.connect()
      return client
    }
    try {
      const a = await connect()
      const b = await connect()
      await a.query('create table marks (n int)')
      await a.query('begin')
      await a.query('insert into marks values (1)')
      // B asks while A's transaction is open: B waits for it instead of running inside it.
      const order: string[] = []
      const seenByB = b.query('select count(*)::int as n from marks').then((r) => {
        order.push('b answered')
        return r.rows[0].n
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      order.push('a commits')
      await a.query('insert into marks values (2)')
      await a.query('commit')
      expect(await seenByB).toBe(2)
      expect(order).toEqual(['a commits', 'b answered'])
      // B's own transaction rolled back leaves A's rows as they were.
      await b.query('begin')
      await b.query('delete from marks')
      const countByA = a.query('select count(*)::int as n from marks')
      await b.query('rollback')
      expect((await countByA).rows[0].n).toBe(2)
      // A connection that dies holding a transaction frees the others, its work undone.
      await b.query('begin')
      await b.query('insert into marks values (3)')
      const afterB = a.query('select count(*)::int as n from marks')
      b.on('error', () => {})
      b.connection.stream.destroy()
      expect((await afterB).rows[0].n).toBe(2)
      await a.end()
    } finally {
      await thread.close()
    }
  })

  it('keeps what was written after the thread is closed and started again', async () => {
    await database!.close()
    database = await open()
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(subjects)
      .where(eq(subjects.name, 'Thread test subject'))
    expect(n).toBe(1)
  })
})
