/**
 * PostgreSQL refusals that mean the request was wrong, not the server: a backstop behind the contract's
 * schemas, so a value they let through never becomes a 500. Its codes are its own (the fuzz suite lists
 * the replies that carry them: each is a check a schema or service should have made first). Both drivers raise an error with the SQLSTATE
 * in `code` and a `severity`; drizzle wraps it in a DrizzleQueryError whose `cause` it is.
 */

type PostgresError = { code: string; severity: string; constraint?: string; message: string }
/** The codes of these replies, and of no other. */
export const REFUSAL_CODES = [
  'invalid_value',
  'already_exists',
  'still_in_use',
  'missing_reference',
  'missing_value',
]
export type DatabaseRefusal = { status: 400 | 404 | 409; code: string; message: string; sqlState: string }

/** The PostgreSQL error in `error` or its chain of causes, or null. */
export function postgresError(error: unknown): PostgresError | null {
  let current = error as { code?: unknown; severity?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code) && current.severity)
      return current as PostgresError
    current = current.cause as typeof current
  }
  return null
}

const DATA_EXCEPTIONS: Record<string, string> = {
  '22001': 'A text in the request is longer than we can store. Shorten it and try again.',
  '22003': 'A number in the request is too large (or too small) to store. Check the numbers you sent.',
  '22021': 'Text in the request contains a character we cannot store, such as NUL (U+0000). Remove it.',
  '22P02': 'A value in the request is not in the form we expect, such as letters where a number belongs.',
  '22007': 'A date or time in the request is not valid. Use a date like 2026-01-31.',
  '22008': 'A date or time in the request is out of range. Check the dates you sent.',
}

/** What to answer for a PostgreSQL refusal of the request's data, or null when the fault is ours. */
export function databaseRefusal(error: unknown): DatabaseRefusal | null {
  const pg = postgresError(error)
  if (!pg) return null
  const sqlState = pg.code
  if (sqlState.startsWith('22')) {
    const message =
      DATA_EXCEPTIONS[sqlState] ?? 'A value in the request cannot be stored. Check what you sent.'
    return { status: 400, code: 'invalid_value', message, sqlState }
  }
  switch (sqlState) {
    case '23505':
      return {
        status: 409,
        code: 'already_exists',
        message: 'That is already taken: a value that must be unique is used by another record.',
        sqlState,
      }
    case '23503':
      // On a delete the row is still referenced; on an insert or update, a referenced row is missing.
      return /still referenced|update or delete/i.test(pg.message)
        ? {
            status: 409,
            code: 'still_in_use',
            message: 'It is still in use elsewhere, so it cannot be removed.',
            sqlState,
          }
        : {
            status: 404,
            code: 'missing_reference',
            message: 'Something the request refers to does not exist. Check the ids you sent.',
            sqlState,
          }
    case '23502':
      return { status: 400, code: 'missing_value', message: 'A required value is missing.', sqlState }
    case '23514':
      return {
        status: 400,
        code: 'invalid_value',
        message: 'A value in the request is not allowed.',
        sqlState,
      }
    default:
      return null
  }
}
