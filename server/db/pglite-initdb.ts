import { PGlite } from '@electric-sql/pglite'

/**
 * Creates a new PGlite data directory (`initdb`) and exits (server/db/pglite-thread.ts). It runs in a process of
 * its own because creating a database leaves PGlite's initdb runtime in memory (~400 MB resident) for as long as
 * the process lives, while opening an existing directory costs ~150 MB.
 */
const dataDir = process.argv[2]
if (!dataDir) throw new Error('Usage: pglite-initdb <data directory>')
const db = new PGlite({ dataDir })
await db.waitReady
await db.close()
