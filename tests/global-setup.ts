import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { type Database, openDatabase } from '../server/db/client'
import { seedDemo } from '../server/db/seed'
import { LocalStorage } from '../server/storage/local'
import { type DatabaseTemplate, runOnServer } from './database-template'

const databaseSources = join(dirname(fileURLToPath(import.meta.url)), '../server/db')

export default async function setup(project: TestProject) {
  let key = sourcesKey()
  let template = await buildTemplate()
  project.provide('databaseTemplate', template)
  // Watch mode keeps one run going: rebuild when a migration, the schema or the seed changed.
  project.onTestsRerun(async () => {
    if (sourcesKey() === key) return
    await dropTemplate(template)
    key = sourcesKey()
    template = await buildTemplate()
    project.provide('databaseTemplate', template)
  })
  return () => dropTemplate(template)
}

async function buildTemplate(): Promise<DatabaseTemplate> {
  const dir = mkdtempSync(join(tmpdir(), 'lantern-template-'))
  const uploadsDir = join(dir, 'uploads')
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const runId = randomBytes(4).toString('hex')
    const name = `lantern_template_${runId}`
    await runOnServer(serverUrl, `CREATE DATABASE ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    await migrateAndSeed(await openDatabase({ url: url.toString() }), uploadsDir)
    return { kind: 'postgres', uploadsDir, serverUrl, name, runId }
  }
  const dataDir = join(dir, 'pgdata')
  await migrateAndSeed(await openDatabase({ dataDir }), uploadsDir)
  const pglite = await PGlite.create(dataDir)
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const tarball = join(dir, 'pgdata.tar')
  writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()))
  rmSync(dataDir, { recursive: true })
  return { kind: 'pglite', uploadsDir, tarball }
}

async function migrateAndSeed(database: Database, uploadsDir: string) {
  try {
    await database.migrate()
    await seedDemo(database.db, new LocalStorage(uploadsDir))
  } finally {
    await database.close()
  }
}

/** Drops the template and any test file's database a crashed worker left behind. */
async function dropTemplate(template: DatabaseTemplate) {
  rmSync(join(template.uploadsDir, '..'), { recursive: true, force: true })
  if (template.kind !== 'postgres') return
  const admin = new pg.Client({ connectionString: template.serverUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2',
      [template.name, `lantern_test_${template.runId}\\_%`],
    )
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}

/** What the template is built from; the key changes when any file under server/db does. */
function sourcesKey() {
  const hash = createHash('sha256')
  const files = readdirSync(databaseSources, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) hash.update(relative(databaseSources, file)).update(readFileSync(file))
  return hash.digest('hex')
}
