import { z } from 'zod'
import { allRoutes } from './index'

/**
 * Test tooling over the contract's zod schemas (the bounds test and the fuzz suite use it): the schemas a
 * request is checked against, and the children of a schema node, so a walker needs no zod internals.
 */

export type RequestSchema = { where: string; schema: z.ZodTypeAny }

const isZod = (value: unknown): value is z.ZodTypeAny => value instanceof z.ZodType

// Multipart routes declare their body as a TypeScript type; the zod schema their server parses the decoded
// fields with is exported beside them as `…FieldsSchema`.
const contractModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

/** Every multipart field schema the contracts export, by name. */
export const fieldsSchemas: Record<string, z.ZodTypeAny> = Object.fromEntries(
  Object.values(contractModules).flatMap((module) =>
    Object.entries(module).filter(([name, value]) => name.endsWith('FieldsSchema') && isZod(value)),
  ),
) as Record<string, z.ZodTypeAny>

/** The path, query and body schemas of every route, and every multipart field schema. */
export function requestSchemas(): RequestSchema[] {
  const fromRoutes = allRoutes.flatMap(({ method, path, route }) => {
    const parts = {
      path: route.pathParams,
      query: route.query,
      body: 'body' in route ? route.body : undefined,
    }
    return Object.entries(parts)
      .filter(([, schema]) => isZod(schema))
      .map(([part, schema]) => ({ where: `${method} ${path} ${part}`, schema: schema as z.ZodTypeAny }))
  })
  const fields = Object.entries(fieldsSchemas).map(([name, schema]) => ({ where: name, schema }))
  return [...fromRoutes, ...fields]
}

export type Child = { key: string; schema: z.ZodTypeAny }
const K = z.ZodFirstPartyTypeKind

/** The schemas nested in one node: object keys by name, array items as `[]`, wrappers and options as ``. */
export function children(schema: z.ZodTypeAny): Child[] {
  // biome-ignore lint/suspicious/noExplicitAny: zod 3 keeps each node's parts in an untyped `_def`.
  const def = schema._def as any
  const wrapped = (...inner: z.ZodTypeAny[]) => inner.map((s) => ({ key: '', schema: s }))
  switch (def.typeName) {
    case K.ZodObject:
      return Object.entries(def.shape() as Record<string, z.ZodTypeAny>).map(([key, s]) => ({
        key,
        schema: s,
      }))
    case K.ZodArray:
      return [{ key: '[]', schema: def.type }]
    case K.ZodSet:
      return [{ key: '[]', schema: def.valueType }]
    case K.ZodRecord:
    case K.ZodMap:
      return [
        { key: '{key}', schema: def.keyType },
        { key: '{}', schema: def.valueType },
      ]
    case K.ZodTuple:
      return (def.items as z.ZodTypeAny[]).map((s, i) => ({ key: `[${i}]`, schema: s }))
    case K.ZodUnion:
    case K.ZodDiscriminatedUnion:
      return wrapped(...def.options)
    case K.ZodIntersection:
      return wrapped(def.left, def.right)
    case K.ZodPipeline:
      return wrapped(def.in, def.out)
    case K.ZodEffects:
      return wrapped(def.schema)
    case K.ZodBranded:
      return wrapped(def.type)
    case K.ZodLazy:
      return wrapped(def.getter())
    case K.ZodOptional:
    case K.ZodNullable:
    case K.ZodDefault:
    case K.ZodCatch:
    case K.ZodReadonly:
      return wrapped(def.innerType)
    default:
      return []
  }
}

export const typeName = (schema: z.ZodTypeAny) => (schema._def as { typeName: string }).typeName

export const joinPath = (path: string, key: string) => (key === '' ? path : path ? `${path}.${key}` : key)
