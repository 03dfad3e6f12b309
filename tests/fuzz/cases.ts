import type { z } from 'zod'
import type { RouteEntry } from '../../contracts/index'
import { fieldsSchemas } from '../../contracts/zod-walk'
import {
  anyHostile,
  hostileContentTypes,
  hostileNumbers,
  hostileSegments,
  hostileShapes,
  hostileStrings,
  malformedJson,
} from './hostile'
import { multipartCase } from './multipart-cases'
import type { Random } from './random'
import { type Leaf, leaves, sample, setAt } from './sample'
import { asText, buildUrl, Raw } from './url'

/** One request to send, and what is hostile about it (for the report). */
export type FuzzCase = {
  label: string
  method: string
  url: string
  headers?: Record<string, string>
  payload?: string | Buffer
}

/** A route's schemas and a sampled valid request, which each case changes in one place. */
export type RouteShape = {
  params: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
  schemas: { params?: z.ZodTypeAny; query?: z.ZodTypeAny; body?: z.ZodTypeAny }
  multipart: boolean
}

const isZod = (s: unknown): s is z.ZodTypeAny => typeof s === 'object' && s !== null && '_def' in s

export const short = (value: unknown) => {
  const text = value instanceof Raw ? value.text : asText(value)
  return text.length > 40
    ? `${JSON.stringify(text.slice(0, 24))}… (${text.length} chars)`
    : JSON.stringify(text)
}

export function shapeOf({ route, name }: RouteEntry): RouteShape {
  const params = isZod(route.pathParams) ? route.pathParams : undefined
  const query = isZod(route.query) ? route.query : undefined
  const multipart = 'contentType' in route && route.contentType === 'multipart/form-data'
  // A multipart route declares a TypeScript body; its fields' schema is exported as `<routeName>FieldsSchema`.
  const fields = Object.entries(fieldsSchemas).find(
    ([n]) => n.toLowerCase() === `${name}fieldsschema`.toLowerCase(),
  )
  const body = multipart ? fields?.[1] : 'body' in route && isZod(route.body) ? route.body : undefined
  const sampled = (params ? sample(params) : {}) as Record<string, unknown>
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1])
  return {
    params: Object.fromEntries(names.map((p) => [p, sampled[p] ?? 1])),
    query: (query ? sample(query) : {}) as Record<string, unknown>,
    body: body ? sample(body) : undefined,
    schemas: { params, query, body },
    multipart,
  }
}

/** A value fit to go where `leaf` is: numbers for numbers, text for text, anything for the rest. */
function hostileFor(leaf: Leaf, rng: Random): unknown {
  if (rng.chance(0.2)) return rng.pick(hostileShapes)
  if (leaf.kind === 'number') return rng.pick(hostileNumbers)
  if (leaf.kind === 'string') return rng.pick(hostileStrings)
  return rng.pick(anyHostile())
}

const RAW_QUERIES = [
  'a=%E0%A4%A',
  '__proto__[x]=1',
  'x=%00',
  `q=${'z'.repeat(100_000)}`,
  'a&&&=&==',
  'ids[]=1',
]

/** One hostile request for a route: a single thing changed from a valid-looking request. */
export function fuzzCase(entry: RouteEntry, shape: RouteShape, rng: Random): FuzzCase {
  const { method, path } = entry
  const url = (params = shape.params, query = shape.query, raw = '') => buildUrl(path, params, query, raw)
  const json = (label: string, at: string, body: unknown): FuzzCase =>
    body === undefined
      ? { label, method, url: at }
      : {
          label,
          method,
          url: at,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        }
  // The valid body travels along when the URL is what a case changes.
  const validBody = shape.multipart || method === 'GET' ? undefined : (shape.body ?? {})
  const hasBody = method !== 'GET'
  const kinds = [
    Object.keys(shape.params).length > 0 && 'path',
    'query',
    shape.multipart && 'multipart',
    hasBody && !shape.multipart && 'body',
    hasBody && !shape.multipart && 'json',
    hasBody && 'content-type',
  ].filter((k): k is string => typeof k === 'string')

  switch (rng.pick(kinds)) {
    case 'path': {
      const name = rng.pick(Object.keys(shape.params))
      const value = rng.chance(0.3)
        ? rng.pick(hostileSegments)
        : hostileFor({ path: [], kind: 'number' }, rng)
      return json(`path ${name} = ${short(value)}`, url({ ...shape.params, [name]: value }), validBody)
    }
    case 'query': {
      const names = Object.keys(shape.query)
      if (!names.length || rng.chance(0.15)) {
        const raw = rng.pick(RAW_QUERIES)
        return json(`query ${short(raw)}`, url(undefined, undefined, raw), validBody)
      }
      const name = rng.pick(names)
      const leaf = {
        path: [name],
        kind: shape.schemas.query ? leafKindAt(shape.schemas.query, shape.query, name) : 'other',
      } as Leaf
      const value = rng.chance(0.15) ? [asText(shape.query[name]), 'x'] : hostileFor(leaf, rng)
      return json(
        `query ${name} = ${short(value)}`,
        url(undefined, { ...shape.query, [name]: value }),
        validBody,
      )
    }
    case 'multipart':
      return multipartCase(entry, url(), shape, rng)
    case 'body': {
      const spots: Leaf[] = shape.schemas.body
        ? leaves(shape.schemas.body, shape.body)
        : [{ path: [], kind: 'other' }]
      const leaf = rng.pick(spots)
      const value = hostileFor(leaf, rng)
      return json(
        `body ${leaf.path.join('.') || '(whole)'} = ${short(value)}`,
        url(),
        setAt(shape.body ?? {}, leaf.path, value),
      )
    }
    case 'json': {
      const text = rng.pick(malformedJson)
      return {
        label: `malformed JSON ${short(text)}`,
        method,
        url: url(),
        headers: { 'content-type': 'application/json' },
        payload: text,
      }
    }
    default: {
      const type = rng.pick(hostileContentTypes)
      const payload = rng.chance(0.5) ? JSON.stringify(shape.body ?? {}) : rng.pick(hostileStrings)
      return {
        label: `content-type ${type}, body ${short(payload)}`,
        method,
        url: url(),
        headers: { 'content-type': type },
        payload,
      }
    }
  }
}

const leafKindAt = (schema: z.ZodTypeAny, value: unknown, name: string) =>
  leaves(schema, value).find((l) => l.path[0] === name)?.kind ?? 'other'
