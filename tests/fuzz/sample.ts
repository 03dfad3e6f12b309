import type { z } from 'zod'
import { children, typeName } from '../../contracts/zod-walk'

/**
 * A plausible valid value for a zod schema, so a case can change one field and keep the rest good enough to
 * reach the code behind validation. Leaves try a few candidates and keep the first the schema accepts.
 */

const STRING_CANDIDATES = [
  'fuzz',
  'fuzz@example.com',
  '2026-01-31',
  '2026-01-31T00:00:00.000Z',
  '+65',
  '91234567',
  'sub_fuzz',
  'fuzz-session-0001',
  'https://example.com/',
  '00000000-0000-4000-8000-000000000000',
  'Fuzz answer text',
]
const NUMBER_CANDIDATES = [1, 0, 2, 10, 0.5]

type Def = {
  typeName: string
  values?: unknown
  value?: unknown
  checks?: { kind: string; value?: number }[]
}
const defOf = (schema: z.ZodTypeAny) => schema._def as Def
const accepts = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).success
const firstAccepted = (schema: z.ZodTypeAny, candidates: unknown[]) =>
  candidates.find((c) => accepts(schema, c)) ?? candidates[0]

export function sample(schema: z.ZodTypeAny, depth = 0): unknown {
  const def = defOf(schema)
  const inner = children(schema)
  switch (typeName(schema)) {
    case 'ZodString': {
      const min = def.checks?.find((c) => c.kind === 'min')?.value ?? 0
      return firstAccepted(schema, [...STRING_CANDIDATES, 'a'.repeat(Math.max(min, 1))])
    }
    case 'ZodNumber': {
      const min = def.checks?.find((c) => c.kind === 'min')?.value
      return firstAccepted(schema, [...NUMBER_CANDIDATES, ...(min === undefined ? [] : [min])])
    }
    case 'ZodBoolean':
      return true
    case 'ZodEnum':
      return (def.values as unknown[])[0]
    case 'ZodNativeEnum':
      return Object.values(def.values as object)[0]
    case 'ZodLiteral':
      return def.value
    case 'ZodNull':
      return null
    case 'ZodObject':
      return Object.fromEntries(
        inner.map((c) => [c.key, depth > 6 ? undefined : sample(c.schema, depth + 1)]),
      )
    case 'ZodArray': {
      const min = (schema._def as { minLength: { value: number } | null }).minLength?.value ?? 1
      return depth > 6
        ? []
        : Array.from({ length: Math.max(min, 1) }, () => sample(inner[0].schema, depth + 1))
    }
    case 'ZodRecord':
      return { fuzz: sample(inner[1].schema, depth + 1) }
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return firstAccepted(
        schema,
        inner.map((c) => sample(c.schema, depth + 1)),
      )
    case 'ZodPipeline':
      return sample(inner[0].schema, depth + 1)
    default:
      // Wrappers (optional, default, effects, lazy, …) sample what they wrap; anything else gets text.
      return inner.length ? sample(inner[0].schema, depth + 1) : 'fuzz'
  }
}

/** What kind of value a leaf holds, to pick hostile values that fit where they go. */
export type LeafKind = 'number' | 'string' | 'other'

export function leafKind(schema: z.ZodTypeAny, depth = 0): LeafKind {
  const name = typeName(schema)
  if (name === 'ZodNumber') return 'number'
  if (name === 'ZodString') return 'string'
  if (depth > 8) return 'other'
  // A whole number sent as text is a union of number and string piped into a number: the number wins.
  const kinds = children(schema).map((c) => leafKind(c.schema, depth + 1))
  return kinds.includes('number') ? 'number' : kinds.includes('string') ? 'string' : 'other'
}

export type Leaf = { path: (string | number)[]; kind: LeafKind }

/** The scalar places of a sampled value, with the kind of the schema that judges each. */
export function leaves(schema: z.ZodTypeAny, value: unknown, path: (string | number)[] = []): Leaf[] {
  const object = unwrapTo(schema, 'ZodObject')
  if (object && value && typeof value === 'object' && !Array.isArray(value)) {
    return children(object).flatMap((c) =>
      leaves(c.schema, (value as Record<string, unknown>)[c.key], [...path, c.key]),
    )
  }
  const array = unwrapTo(schema, 'ZodArray')
  if (array && Array.isArray(value) && value.length) {
    return [{ path, kind: 'other' }, ...leaves(children(array)[0].schema, value[0], [...path, 0])]
  }
  return [{ path, kind: leafKind(schema) }]
}

function unwrapTo(schema: z.ZodTypeAny, wanted: string, depth = 0): z.ZodTypeAny | null {
  if (typeName(schema) === wanted) return schema
  if (depth > 8 || ['ZodUnion', 'ZodRecord', 'ZodArray', 'ZodObject'].includes(typeName(schema))) return null
  for (const c of children(schema)) {
    const found = unwrapTo(c.schema, wanted, depth + 1)
    if (found) return found
  }
  return null
}

/** A copy of `value` with the place at `path` set to `replacement` (the root when the path is empty). */
export function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[head] = setAt(copy[head], rest, replacement)
  return copy
}
