import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Id, INT4_MAX, intText } from './common'
import { children, joinPath, requestSchemas, typeName } from './zod-walk'

type Check = { kind: string; value?: number }
const checksOf = (schema: z.ZodTypeAny) => ((schema._def as { checks?: Check[] }).checks ?? []) as Check[]
const limit = (checks: Check[], kind: string) => checks.find((c) => c.kind === kind)?.value

/**
 * What a request field lets through unbounded: an integer past PostgreSQL's int4 column, a number without
 * a range, a string or list without a maximum length. A pipeline is bounded when either of its sides is.
 */
function unbounded(schema: z.ZodTypeAny, path: string, ancestors = new Set<z.ZodTypeAny>()): string[] {
  if (ancestors.has(schema)) return [] // a recursive (lazy) schema: its fields are checked on the way down
  ancestors.add(schema)
  try {
    return ownProblems(schema, path, ancestors)
  } finally {
    ancestors.delete(schema)
  }
}

function ownProblems(schema: z.ZodTypeAny, path: string, seen: Set<z.ZodTypeAny>): string[] {
  const checks = checksOf(schema)
  switch (typeName(schema)) {
    case 'ZodNumber': {
      const isInt = checks.some((c) => c.kind === 'int')
      const [min, max] = [limit(checks, 'min'), limit(checks, 'max')]
      if (isInt && (max === undefined || max > INT4_MAX || min === undefined || min < -INT4_MAX - 1))
        return [`${path}: a whole number needs a range within ±${INT4_MAX} (use int() or intText())`]
      if (min === undefined || max === undefined) return [`${path}: a number needs .min() and .max()`]
      return []
    }
    case 'ZodString':
      return limit(checks, 'max') === undefined && limit(checks, 'length') === undefined
        ? [`${path}: a string needs .max()`]
        : []
    case 'ZodArray': {
      const def = schema._def as { maxLength: { value: number } | null; exactLength: unknown }
      const own = def.maxLength || def.exactLength ? [] : [`${path}: a list needs .max()`]
      return [...own, ...unbounded(children(schema)[0].schema, `${path}[]`, seen)]
    }
    case 'ZodBigInt':
    case 'ZodAny':
    case 'ZodUnknown':
      return [`${path}: accepts any value; give it a bounded type`]
    case 'ZodPipeline': {
      const [input, output] = children(schema).map((c) => unbounded(c.schema, path, seen))
      return input.length === 0 || output.length === 0 ? [] : output
    }
    default:
      return children(schema).flatMap((c) => unbounded(c.schema, joinPath(path, c.key), seen))
  }
}

/** Fields whose route parses them with a bounded schema of its own, and where. */
const PARSED_BY_THE_SERVER: Record<string, string> = {
  'POST /api/v1/questions/preview/mark body question.{}': 'QuestionInputSchema, in questions/preview.ts',
}

describe('request schemas', () => {
  it('bound every integer to the database column and every string and list to a maximum', () => {
    const problems = requestSchemas()
      .flatMap(({ where, schema }) => unbounded(schema, '').map((p) => `${where} ${p}`))
      .filter((p) => !Object.keys(PARSED_BY_THE_SERVER).some((field) => p.startsWith(`${field}:`)))
    expect(problems).toEqual([])
  })

  it('catch the unbounded fields the check is for', () => {
    expect(unbounded(z.object({ id: z.coerce.number().int().positive() }), '')).toHaveLength(1)
    expect(unbounded(z.object({ name: z.string() }), '')).toHaveLength(1)
    expect(unbounded(z.array(z.string().max(3)), '')).toHaveLength(1)
    expect(unbounded(z.object({ id: Id, n: intText(0, 10) }), '')).toEqual([])
  })
})

describe('whole numbers sent as text', () => {
  it('takes digits only, within the int4 column', () => {
    for (const ok of ['1', '0012', '2147483647', 7]) expect(Id.safeParse(ok).success, String(ok)).toBe(true)
    for (const bad of ['2147483648', '0x10', '1e3', ' 1', '1 ', '+1', '1.0', '-1', '0', '', '١', [1], 1.5])
      expect(Id.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    expect(Id.safeParse('0x10').error?.issues[0].message).toMatch(/digits/)
    expect(Id.safeParse('2147483648').error?.issues[0].message).toMatch(/2147483647/)
  })
})
