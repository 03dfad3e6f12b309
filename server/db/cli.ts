import { loadConfig } from '../config'
import { createStorage } from '../storage'
import { openConfiguredDatabase } from './client'
import { seedDemo } from './seed'

const command = process.argv[2]
const config = loadConfig()
const database = await openConfiguredDatabase(config)
try {
  await database.migrate()
  if (command === 'seed') {
    if (config.environment === 'production' && process.env.SEED_DEMO !== 'true') {
      console.error(
        'Refusing to seed demo accounts into a production database. Set SEED_DEMO=true to insist.',
      )
      process.exitCode = 1
    } else {
      console.log(
        (await seedDemo(database.db, await createStorage(config)))
          ? 'Demo data seeded.'
          : 'Demo data was already there.',
      )
    }
  } else {
    console.log(`Migrations applied to ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`)
  }
} finally {
  await database.close()
}
