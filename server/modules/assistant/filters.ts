import { and, asc, type Column, gte, lt, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client'
import { academicLevels, schools, subjects } from '../../db/schema'
import { type Period, periodRange } from './periods'

/**
 * A subject, level or school as a person writes it. Only the characters real names use, so a model's tool call
 * cannot smuggle anything else through a name (the queries bind it as a parameter in any case).
 */
export const NameSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[\p{L}\p{N} .,'&()-]+$/u, "A name may hold letters, digits, spaces and . , ' & ( ) - only.")

/** A name the question used that the platform does not have; the answer says which names it does have. */
export class UnknownName extends Error {
  constructor(
    readonly kind: 'subject' | 'level' | 'school',
    readonly given: string,
    readonly known: string[],
  ) {
    super(`Lantern has no ${kind} called "${given}".`)
  }
}

/** "Primary 5", "primary5", "p5" → "P5", the levels' stored names. */
export function normaliseLevel(name: string): string {
  const match = /^\s*(?:p|pri|primary)\s*\.?\s*([1-6])\s*$/i.exec(name)
  return match ? `P${match[1]}` : name.trim()
}

const sameName = (column: Column, name: string) => sql`lower(${column}) = ${name.trim().toLowerCase()}`

async function idOf(
  db: Executor,
  kind: UnknownName['kind'],
  table: typeof subjects | typeof academicLevels | typeof schools,
  name: string,
): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(sameName(table.name, name)).limit(1)
  if (row) return row.id
  const known = await db.select({ name: table.name }).from(table).orderBy(asc(table.id)).limit(12)
  throw new UnknownName(
    kind,
    name,
    known.map((k) => k.name),
  )
}

/** The ids of the optional filters of a query, or undefined for "all". */
export async function resolveFilters(
  db: Executor,
  names: { subject?: string; level?: string; school?: string },
) {
  return {
    subjectId: names.subject ? await idOf(db, 'subject', subjects, names.subject) : undefined,
    levelId: names.level ? await idOf(db, 'level', academicLevels, normaliseLevel(names.level)) : undefined,
    schoolId: names.school ? await idOf(db, 'school', schools, names.school) : undefined,
  }
}

/** The condition that an instant column falls within a period (undefined for all time). */
export function within(column: Column, period: Period, now = new Date()): SQL | undefined {
  const { from, to } = periodRange(period, now)
  return and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined)
}
