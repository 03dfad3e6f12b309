import { join } from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import type { Db } from '../server/db/client'
import { seedDemo } from '../server/db/seed'
import { LocalStorage } from '../server/storage/local'
import { openBenchDatabase } from './database'

/**
 * The benchmarks' database, written before the server process opens it: migrated, with the demo data, and what
 * `fill` adds (students and their sessions, worksheets) through an app that never listens (it opens sessions as a
 * sign-in does). Answers what `fill` answered and the database's kind. (The embedded database's memory is what
 * its thread in the server says it holds: server-probe.ts.)
 */
export async function prepareBenchDatabase<T>(
  dataDir: string,
  secretKey: string,
  fill: (db: Db, app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const database = await openBenchDatabase(dataDir)
  try {
    await database.migrate()
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(dataDir, 'database'),
      DIST_DIR: '/nonexistent',
      SECRET_KEY: secretKey,
    })
    await seedDemo(database.db, new LocalStorage(config.uploadsDir))
    const app = await buildApp({ config, database, logger: false })
    try {
      return { ...(await fill(database.db, app)), kind: database.kind }
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
}
