import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import type { CoachProvider, MarkingProvider } from '../server/ai/provider'
import { type BuildOptions, buildApp } from '../server/app'
import { type Config, loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/client'
import { DEMO_PASSWORD } from '../server/db/seed'
import { type DatabaseTemplate, runOnServer } from './database-template'

export { DEMO_PASSWORD }

/**
 * A fresh database for one test file, copied from the run's migrated, demo-seeded template
 * (tests/global-setup.ts): in-memory PGlite, or a new database on the PostgreSQL server that is dropped after.
 */
async function freshDatabase(
  template: DatabaseTemplate,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (template.kind === 'pglite') {
    const database = await openDatabase({ loadDataDir: new Blob([await readFile(template.tarball)]) })
    return { database, drop: () => database.close() }
  }
  const name = `lantern_test_${template.runId}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await runOnServer(template.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`)
  const url = new URL(template.serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    database,
    drop: async () => {
      await database.close()
      await runOnServer(template.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof buildApp>>

/** Builds the real app on a fresh, migrated, demo-seeded database for the test file that calls it. */
export function useTestApp(
  overrides: Partial<Config> = {},
  options: { ai?: MarkingProvider; coach?: CoachProvider; logger?: BuildOptions['logger'] } = {},
) {
  const state = {} as { app: TestApp; database: Database; config: Config }
  let drop: () => Promise<void> = async () => {}
  let dataDir: string | undefined
  beforeAll(async () => {
    const template = inject('databaseTemplate')
    if (!template) throw new Error('No database template: run server tests with vitest.config.ts')
    const fresh = await freshDatabase(template)
    drop = fresh.drop
    dataDir = mkdtempSync(join(tmpdir(), 'lantern-test-'))
    // No background sweep for marking jobs (ADR 0047): its queries would open pool connections at moments a test
    // does not choose; the tests of the sweep turn it on.
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DIST_DIR: '/nonexistent',
        MARKING_SWEEP_MS: '0',
        GENERATION_PACE_MS: '0',
      },
      overrides,
    )
    // The files the seeded rows point at; the test may add and change its own.
    cpSync(template.uploadsDir, config.uploadsDir, { recursive: true })
    state.config = config
    state.database = fresh.database
    state.app = await buildApp({
      config,
      database: fresh.database,
      ai: options.ai,
      coach: options.coach,
      logger: options.logger,
    })
    await state.app.ready()
  })
  afterAll(async () => {
    await state.app?.close()
    await drop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
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
  // The mailbox waits for links and codes still being sent after their replies.
  const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json' })
  const { messages } = res.json() as {
    messages: { recipient: string; text: string; subject: string | null }[]
  }
  return messages.find((m) => m.recipient === recipient)
}
