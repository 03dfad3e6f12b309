// Imported, not the global: the global's getter showed up in the profile of every request (issue 11).
import { Buffer } from 'node:buffer'
import type { FastifyInstance } from 'fastify'
import { badRequest } from '../errors'

// U+0000, which PostgreSQL text cannot hold, and a UTF-16 surrogate without its pair, which is no character
// at all (jsonb refuses it; text columns would silently turn it into U+FFFD).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

type Place = { value: unknown; key: string; parent: Place | null }

function pathOf(place: Place) {
  const keys: string[] = []
  for (let at: Place | null = place; at; at = at.parent) if (at.key) keys.unshift(at.key)
  return keys.join('.')
}

/**
 * Where the first text the database cannot store hides in a decoded value (a key or a string, at any
 * depth), or null. Iterative, building a path only for what it finds: a body may nest thousands deep.
 */
export function findUnstorableText(value: unknown, path: string): string | null {
  const pending: Place[] = [{ value, key: path, parent: null }]
  while (pending.length) {
    const place = pending.pop()!
    const item = place.value
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return pathOf(place)
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPlace = { value: child, key, parent: place }
        if (UNSTORABLE.test(key)) return pathOf(childPlace)
        pending.push(childPlace)
      }
    }
  }
  return null
}

export const unstorableTextRefused = (path: string) =>
  badRequest(
    `${path}: remove the NUL character (U+0000) or the broken character (a lone UTF-16 surrogate); text cannot contain them.`,
    [{ path, message: 'Text cannot contain U+0000 or a lone UTF-16 surrogate.' }],
  )

/**
 * One hook refuses such text in the path, query and JSON body of every call, present and future, with a
 * clear 400 instead of a failure deep inside a write; multipart fields are checked where they are read
 * (server/lib/multipart.ts).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.params, 'path') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body')
    if (found) throw unstorableTextRefused(found)
  })
}
