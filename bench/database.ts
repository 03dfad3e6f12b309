import { loadConfig } from '../server/config'
import { openConfiguredDatabase } from '../server/db/client'

/**
 * The benchmarks' database, opened as the server opens it: the PostgreSQL server DATABASE_URL names, or PGlite
 * in its own thread (in memory here), with the pool size and shared buffers of the same settings.
 */
export const openBenchDatabase = () => openConfiguredDatabase(loadConfig(), { inMemory: true })

/** How the reports name the database. */
export const databaseLabel = (kind: 'pglite' | 'postgres') =>
  kind === 'postgres' ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite in its own thread, in memory'
