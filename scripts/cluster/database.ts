import pg from 'pg'

/** The cluster's own database on a PostgreSQL server, beside whatever else the server holds. */

export const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres'

const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl })
  try {
    await client.connect()
  } catch (err) {
    const where = new URL(serverUrl)
    throw new Error(
      `PostgreSQL at ${where.hostname}:${where.port || 5432} did not accept a connection (${(err as Error).message}). Start it, or set DATABASE_URL to a server you can reach.`,
    )
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Creates database `name` unless it exists (`fresh` drops it first); answers whether it was created, so the
 * caller knows the demo data is not there yet.
 */
export async function ensureDatabase(serverUrl: string, name: string, { fresh = false } = {}) {
  if (!SAFE_NAME.test(name)) throw new Error(`"${name}" is not a database name the cluster would make.`)
  return onServer(serverUrl, async (client) => {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount) return false
    await client.query(`CREATE DATABASE ${name}`)
    return true
  })
}

export async function dropDatabase(serverUrl: string, name: string) {
  if (!SAFE_NAME.test(name)) throw new Error(`"${name}" is not a database name the cluster would make.`)
  await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
}
