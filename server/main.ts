import { buildApp } from './app'
import { loadConfig } from './config'
import { openConfiguredDatabase } from './db/client'
import { seedIfEmpty } from './db/seed'
import { seedDemoLeague } from './db/seed/demo-league'
import { seedDemoLessons } from './db/seed/demo-lessons'
import { seedPracticeHistory } from './db/seed/practice-history'
import { createStorage } from './storage'

const config = loadConfig()
const database = await openConfiguredDatabase(config)
await database.migrate()
// Demo data goes into a new embedded database; a PostgreSQL server is seeded only with `npm run db:seed`.
const seeded =
  config.seedDemo &&
  database.kind === 'pglite' &&
  (await seedIfEmpty(database.db, await createStorage(config)))

const app = await buildApp({ config, database })
// The demo family's two weeks of practice, made through the app itself; tests start without it.
if (seeded && config.environment !== 'test') {
  await seedPracticeHistory(app)
  await seedDemoLessons(app)
}
// ava's league-mates earn this week's points on every start of the demo, so her league is never empty.
if (config.seedDemo && database.kind === 'pglite' && config.environment !== 'test') await seedDemoLeague(app)
const shutdown = async () => {
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
await app.listen({ port: config.port, host: config.host })
app.log.info(`Lantern is running at ${config.appUrl}`)
