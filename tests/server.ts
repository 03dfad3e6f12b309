import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import type { MarkingProvider } from '../server/ai/provider'
import { buildApp } from '../server/app'
import { type Config, loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/client'
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed'
import { LocalStorage } from '../server/storage/local'

export { DEMO_PASSWORD }

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL points at a
 * PostgreSQL server, a new database on it that is dropped afterwards.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({})
    return { database, drop: () => database.close() }
  }
  const name = `lantern_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    database,
    drop: async () => {
      await database.close()
      const again = new pg.Client({ connectionString: serverUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof buildApp>>

/** Builds the real app on a fresh, migrated, demo-seeded database for the test file that calls it. */
export function useTestApp(overrides: Partial<Config> = {}, options: { ai?: MarkingProvider } = {}) {
  const state = {} as { app: TestApp; database: Database; config: Config }
  let drop: () => Promise<void> = async () => {}
  beforeAll(async () => {
    const fresh = await freshDatabase()
    drop = fresh.drop
    await fresh.database.migrate()
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'lantern-test-')), DIST_DIR: '/nonexistent' },
      overrides,
    )
    await seedDemo(fresh.database.db, new LocalStorage(config.uploadsDir))
    state.config = config
    state.database = fresh.database
    state.app = await buildApp({ config, database: fresh.database, ai: options.ai })
    await state.app.ready()
  })
  afterAll(async () => {
    await state.app?.close()
    await drop()
  })
  return state
}

/** Signs a demo account in and answers its bearer header. */
export async function signIn(app: TestApp, who: string, password = DEMO_PASSWORD) {
  const body = who.includes('@')
    ? { login_type: 'email', email: who, password }
    : { login_type: 'username', username: who, password }
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body })
  if (res.statusCode !== 200) throw new Error(`sign-in of ${who} failed: ${res.statusCode} ${res.body}`)
  const user = res.json()
  return { user, headers: { authorization: `Bearer ${user.access_token}` } }
}

/** The newest message in the dev outbox for a recipient. */
export async function lastOutboxMessage(app: TestApp, recipient: string) {
  const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json' })
  const { messages } = res.json() as {
    messages: { recipient: string; text: string; subject: string | null }[]
  }
  return messages.find((m) => m.recipient === recipient)
}
