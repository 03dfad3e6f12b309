import { SESSION_LOG_LIMITS as LIMITS } from '../../contracts/session-log-limits'
import type { LogValue } from '../../contracts/session-logs'

// What a recorded session may hold (docs/decisions/0022-recorded-sessions.md): never an answer's text or anything
// typed into a field. Every string becomes a token unless its field is on the allow-list below *and* the string
// looks like an id, a kind or a time. A token says only "some text, the same as token N elsewhere in this
// session", which is what a replay needs: guards compare answers for equality and emptiness, never read them.

/** Fields whose strings name a kind or an id, never something a person wrote. */
const ID_FIELDS = new Set(['type', 'id', 'status', 'code', 'kind', 'login_type', 'portal', 'src', 'actorId'])
const ID_SUFFIX = /(Id|_id|Type|_type)$/
const TIME_FIELD = /(_at|At)$/
const ID_VALUE = /^[A-Za-z0-9_.:#-]{1,64}$/
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
const SAFE_KEY = /^[\w$.:#-]{1,64}$/
const MAX_REMEMBERED = 50_000

/** 53-bit string hash (cyrb53): the redactor remembers hashes, so it never keeps the text it has seen. */
function hash(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

const keepsText = (field: string, text: string, inError: boolean) =>
  ((ID_FIELDS.has(field) || ID_SUFFIX.test(field) || (inError && field === 'name')) && ID_VALUE.test(text)) ||
  (TIME_FIELD.test(field) && ISO_TIME.test(text))

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

export type Redactor = {
  /** A value as a recorded session may hold it; `field` is the name it travels under. */
  value(value: unknown, field?: string): LogValue
  /** An event as `{ type, data }`, its payload redacted. */
  event(event: { type: string }): { type: string; data?: LogValue }
}

/** One per recorded page: equal texts get equal tokens for as long as it lives. */
export function createRedactor(): Redactor {
  const tokens = new Map<number, number>()
  let next = 0
  const token = (text: string): string => {
    if (text === '') return ''
    // Only spaces: nothing was written, and the replay must still see a blank answer as blank.
    if (text.trim() === '') return ' '.repeat(Math.min(text.length, LIMITS.text))
    const key = hash(text)
    let n = tokens.get(key)
    if (n === undefined) {
      if (tokens.size >= MAX_REMEMBERED) tokens.clear()
      n = ++next
      tokens.set(key, n)
    }
    return `‹text ${n}›`
  }

  function walk(value: unknown, field: string, depth: number, inError: boolean): LogValue {
    if (value === null || value === undefined) return null
    switch (typeof value) {
      case 'string':
        return keepsText(field, value, inError) ? value : token(value)
      case 'number':
        return Number.isFinite(value) ? value : null
      case 'boolean':
        return value
      case 'function':
        return '[function]'
      case 'object':
        break
      default:
        return null
    }
    if (depth >= LIMITS.depth) return '[deep]'
    const object = value as object
    if (Array.isArray(object))
      return object.slice(0, LIMITS.items).map((item) => walk(item, field, depth + 1, inError))
    if (object instanceof Date) return Number.isNaN(object.getTime()) ? null : object.toISOString()
    const error = object instanceof Error
    const fields: Record<string, unknown> = error
      ? { ...object, name: object.name, message: object.message }
      : { ...object }
    const out: Record<string, LogValue> = {}
    // A Blob, a stream or a handle keeps only its kind and own fields; a replay answers its methods with no-ops.
    if (!error && !isPlain(object)) {
      const name = object.constructor?.name ?? ''
      out['[class]'] = ID_VALUE.test(name) ? name : 'object'
    }
    for (const [key, item] of Object.entries(fields).slice(0, LIMITS.items - 1)) {
      if (item === undefined) continue
      out[SAFE_KEY.test(key) ? key : token(key)] = walk(item, key, depth + 1, error || inError)
    }
    return out
  }

  return {
    value: (value, field = '') => walk(value, field, 0, false),
    event: ({ type, ...rest }) => {
      const data = Object.keys(rest).length > 0 ? walk(rest, '', 0, false) : undefined
      return data === undefined ? { type: type.slice(0, 200) } : { type: type.slice(0, 200), data }
    },
  }
}
