import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Config } from '../config'
import { startPgliteThread } from './pglite-thread'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction, or the database itself: what a query helper that may run inside a transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * What the database says on the channels of NOTIFY_CHANNELS, from this instance's writes and every other
   * instance's (the writer's own connection hears it before its statement returns).
   */
  notifications: Notifications
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * Tells `listener` of a pooled connection the server ended while it sat idle (a restart, a terminated backend).
   * The pool has already dropped it and opens a new one for the next statement.
   */
  onConnectionLost(listener: (error: Error) => void): void
}

/** The channels every connection listens on; a payload is one string. */
export const NOTIFY_CHANNELS = ['lantern_auth'] as const
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number]
export type Notifications = {
  on(channel: NotifyChannel, listener: (payload: string) => void): () => void
}

function createNotifications() {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  return {
    on(channel: NotifyChannel, listener: (payload: string) => void) {
      const set = listeners.get(channel) ?? new Set()
      listeners.set(channel, set)
      set.add(listener)
      return () => set.delete(listener)
    },
    emit(channel: string, payload: string) {
      for (const listener of listeners.get(channel) ?? []) listener(payload)
    },
  }
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** The same driver for a PostgreSQL server and for PGlite in its thread: node-postgres. */
function overPool(
  config: pg.PoolConfig,
  kind: Database['kind'],
  closeServer?: () => Promise<void>,
): Database {
  const notifications = createNotifications()
  // Every connection listens before it is first handed out, so the one that wrote hears its own notification
  // before its statement returns (pg-pool awaits `onConnect` before handing a new connection out).
  // The pool's own sessions: the listener leaves their notifications to them, which heard them first.
  const ownSessions = new Set<number>()
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (n) => notifications.emit(n.channel, n.payload ?? ''))
    // A connection that cannot listen still serves; caches then lean on their own expiry (ADR 0041).
    await client.query(NOTIFY_CHANNELS.map((c) => `LISTEN ${c};`).join(' ')).catch(() => undefined)
    if (kind !== 'postgres') return
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    ownSessions.add(rows[0].pid)
    client.on('end', () => ownSessions.delete(rows[0].pid))
  }
  const pool = new pg.Pool({ ...config, onConnect })
  // Without a listener, pg-pool's 'error' for an idle connection would be thrown and end the process.
  const lost = new Set<(error: Error) => void>()
  pool.on('error', (error) => {
    for (const listener of lost) listener(error)
  })
  const db = drizzlePg({ client: pool, schema })
  // The embedded database's connections never go idle (idleTimeoutMillis 0); a server's pool closes idle ones.
  const listener =
    kind === 'postgres'
      ? keepListening(config, (n) => {
          if (!ownSessions.has(n.processId)) notifications.emit(n.channel, n.payload ?? '')
        })
      : undefined
  return {
    db: db as unknown as Db,
    kind,
    notifications,
    migrate: () => migratePg(db, { migrationsFolder }),
    onConnectionLost: (listener) => lost.add(listener),
    close: async () => {
      await listener?.stop()
      await pool.end()
      await closeServer?.()
    },
  }
}

/**
 * A connection of its own that only listens, for as long as the database is open. The pool closes connections
 * idle for 10 s, and an instance serving every request from its session cache would then hear no other
 * instance's sign-out until its entries expired (30 s). It passes on only what other sessions sent (a late
 * second copy of this instance's own change would make the cache drop the read right after it). A lost listener
 * reconnects every second; once it listens again it says `*`, as what was sent meanwhile is lost.
 */
function keepListening(config: pg.ClientConfig, hear: (notification: pg.Notification) => void) {
  let stopped = false
  let current: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined
  let reconnecting = false
  const retry = () => {
    if (!stopped) timer = setTimeout(connect, 1000)
  }
  const connect = async () => {
    const client = new pg.Client(config)
    client.on('notification', hear)
    // An error is followed by 'end', where the listener reconnects.
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.query(NOTIFY_CHANNELS.map((c) => `LISTEN ${c};`).join(' '))
    } catch {
      await client.end().catch(() => undefined)
      return retry()
    }
    if (stopped) return void (await client.end())
    current = client
    if (reconnecting) for (const channel of NOTIFY_CHANNELS) hear({ channel, payload: '*', processId: 0 })
    client.once('end', () => {
      current = undefined
      reconnecting = true
      retry()
    })
  }
  void connect()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await current?.end().catch(() => undefined)
    },
  }
}

/** Connections to the embedded database's thread: enough that it always has the next statement waiting. */
const PGLITE_CONNECTIONS = 4

/**
 * A PostgreSQL server when `url` is given (a pool of `poolSize` connections), otherwise embedded PGlite in
 * `dataDir` (in memory when none). `thread` puts PGlite in a worker thread of its own behind PostgreSQL's wire
 * protocol (the server does, ADR 0040); without it PGlite runs in this thread, as the tests use it, and
 * `loadDataDir` may start it from a data directory tarball (`PGlite.dumpDataDir`) instead of an empty
 * database, skipping initdb.
 */
export async function openDatabase(opts: {
  url?: string
  poolSize?: number
  dataDir?: string
  loadDataDir?: Blob
  thread?: { sharedBuffersMb: number }
}): Promise<Database> {
  if (opts.url) return overPool({ connectionString: opts.url, max: opts.poolSize ?? 10 }, 'postgres')
  if (opts.thread) {
    const thread = await startPgliteThread({ dataDir: opts.dataDir, ...opts.thread })
    // PGlite is one session, shared by a few connections the way PgBouncer shares one (pglite-wire.ts): a
    // statement waits in the database's thread, not for a connection in this one.
    return overPool(
      { ...thread.connection, max: PGLITE_CONNECTIONS, idleTimeoutMillis: 0 },
      'pglite',
      thread.close,
    )
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir })
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  const notifications = createNotifications()
  for (const channel of NOTIFY_CHANNELS)
    await client.listen(channel, (payload) => notifications.emit(channel, payload))
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    notifications,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One in-process session: there is no connection to lose.
    onConnectionLost: () => undefined,
    close: () => client.close(),
  }
}

/** The database the configuration names, opened as the server uses it (PGlite in its own thread). */
export function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir' | 'pgliteSharedBuffersMb'>,
) {
  return openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    thread: { sharedBuffersMb: config.pgliteSharedBuffersMb },
  })
}
