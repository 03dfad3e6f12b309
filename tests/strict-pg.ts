/**
 * Server tests fail on a statement queued behind another on the same connection (pg's deprecation, an error in
 * pg 9): a `Promise.all` of statements on a transaction. Only runs on a PostgreSQL server meet it, as the app's
 * node-postgres client is used there; CI runs every server test on one (.ci/run).
 */
const QUEUED = 'already executing a query'
const flag = Symbol.for('lantern.strictPg')
const registry = globalThis as unknown as Record<symbol, boolean>

if (!registry[flag]) {
  registry[flag] = true
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes(QUEUED))
      throw new Error(
        'A statement was sent on a database connection still running another: run a transaction’s statements one after the other, not in Promise.all.',
      )
  })
}
