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
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction, or the database itself: what a query helper that may run inside a transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * A PostgreSQL server when `url` is given, otherwise embedded PGlite in `dataDir`
 * (or in memory when neither is given, as the tests use it). `loadDataDir` starts PGlite from a data
 * directory tarball (`PGlite.dumpDataDir`) instead of an empty database, skipping initdb.
 */
export async function openDatabase(opts: {
  url?: string
  dataDir?: string
  loadDataDir?: Blob
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 })
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir })
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
