import pg from 'pg'

/**
 * One migrated, demo-seeded database per run that every server test file copies (ADR 0021), built by
 * tests/global-setup.ts: a PGlite data directory tarball, or a template database on the PostgreSQL server
 * TEST_DATABASE_URL names. `uploadsDir` holds the files the seeded rows point at.
 */
export type DatabaseTemplate = { uploadsDir: string } & (
  | { kind: 'pglite'; tarball: string }
  | { kind: 'postgres'; serverUrl: string; name: string; runId: string }
)

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}

/** Runs one statement (CREATE or DROP DATABASE) on the server's maintenance database. */
export async function runOnServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
