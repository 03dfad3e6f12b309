import { join } from 'node:path'
import { loadConfig } from '../server/config'
import { openConfiguredDatabase } from '../server/db/client'

/**
 * The benchmarks' database, opened as the server opens it: the PostgreSQL server DATABASE_URL names, or PGlite
 * in its own thread on a new data directory in `dataDir`, with the pool size and shared buffers of the same
 * settings.
 */
export const openBenchDatabase = (dataDir: string) =>
  openConfiguredDatabase({ ...loadConfig(), dataDir: join(dataDir, 'database') })

/** How the reports name the database. */
export const databaseLabel = (kind: 'pglite' | 'postgres') =>
  kind === 'postgres' ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite in its own thread'
