import type { FastifyLoggerOptions } from 'fastify'
import type { LoggerOptions } from 'pino'
import type { Config } from '../config'

/**
 * Path segments that carry a secret: one-time link tokens, identity-provider tokens, activation codes and the
 * local checkout's session id (whoever holds it can pay it).
 */
const SECRET_PATH =
  /(\/(?:auth\/(?:token|magic-link|google|apple)|activation(?!\/courses(?:[/?#]|$))|payments\/local-checkout)\/)[^/?#]+/g
/** A quick first look for SECRET_PATH's segments (without the g flag, so `test` keeps no state). */
const MAY_HOLD_SECRET = /\/(?:auth|activation|payments)\//
/** Query parameters that may carry a secret (reset links, codes, visitor sessions). */
const SECRET_QUERY = /^(token|code|otp|jwt|password|session_id|access_token|referral_code)$/i

/** A URL as the log may keep it: secrets in the path and query replaced by `[redacted]`. */
export function redactUrl(url: string) {
  const [path, query] = url.split('?', 2)
  // Most paths hold none of the secret-bearing segments: the test is cheaper than the replace (every request).
  const safePath = MAY_HOLD_SECRET.test(path) ? path.replace(SECRET_PATH, '$1[redacted]') : path
  if (query === undefined) return safePath
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [key] = pair.split('=', 1)
      let name = key
      try {
        name = decodeURIComponent(key)
      } catch {}
      return SECRET_QUERY.test(name) ? `${key}=[redacted]` : pair
    })
    .join('&')
  return `${safePath}?${safeQuery}`
}

type LoggedError = Error & { code?: string; statusCode?: number; cause?: unknown }

/**
 * An error as the log keeps it: its kind, message and stack, never the SQL parameters a database error
 * carries (they hold password hashes, tokens and children's answers).
 */
export function serializeError(err: LoggedError): {
  type: string
  message: string
  stack: string
  [key: string]: unknown
} {
  const cause = err.cause instanceof Error ? serializeError(err.cause as LoggedError) : undefined
  return {
    type: err.constructor?.name ?? 'Error',
    // Drizzle puts the statement and its parameters into the message: keep only the first line's kind.
    message: String(err.message ?? '').replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]'),
    code: err.code,
    statusCode: err.statusCode,
    stack: (err.stack ?? '').replace(/\nparams:[\s\S]*?(\n\s+at |$)/, '\nparams: [redacted]$1'),
    cause,
  }
}

/** Fields that never reach the log, wherever they appear in a logged object. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.passwordHash',
  '*.token',
  '*.otp',
  '*.access_token',
  '*.card_number',
]

/** Fastify's logger settings: the level for the environment, and redaction of everything secret. */
export function loggerOptions(config: Config, overrides: FastifyLoggerOptions & LoggerOptions = {}) {
  return {
    level: config.environment === 'test' ? 'warn' : 'info',
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
      err: serializeError,
    },
    ...overrides,
  } satisfies FastifyLoggerOptions & LoggerOptions
}
