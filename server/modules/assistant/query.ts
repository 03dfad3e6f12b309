import type { z } from 'zod'
import type { Executor } from '../../db/client'

/** What a named query runs against: the database and the moment "today" and "this week" mean. */
export type QueryEnv = { db: Executor; now: Date }

/**
 * One question the assistant can answer: written by us, its parameters checked by `params` before it runs
 * (ADR 0039: a model may only pick a query and its parameters, never write one). Results are aggregates and
 * question texts, never a person's name.
 */
export type NamedQuery<N extends string, S extends z.ZodTypeAny, R> = {
  name: N
  description: string
  params: S
  run(env: QueryEnv, params: z.output<S>): Promise<R>
  /** The result in a sentence or two a person can read. */
  phrase(result: R, params: z.output<S>): string
}

/** A query with its types erased, so the catalogue can list them side by side. */
export type CatalogueQuery = {
  name: string
  description: string
  params: z.ZodTypeAny
  run(env: QueryEnv, params: unknown): Promise<unknown>
  phrase(result: unknown, params: unknown): string
}

export const defineQuery = <const N extends string, S extends z.ZodTypeAny, R>(query: NamedQuery<N, S, R>) =>
  query as unknown as CatalogueQuery & { name: N }

const numberFormat = new Intl.NumberFormat('en-SG')

/** "1 quiz", "1,204 quizzes". */
export function counted(n: number, one: string, many = `${one}s`) {
  return `${numberFormat.format(n)} ${n === 1 ? one : many}`
}

/** "was" or "were", to agree with a count. */
export const was = (n: number) => (n === 1 ? 'was' : 'were')

/** "a 3, b 2 and c 1" from labelled counts. */
export function listed(parts: { label: string; n: number }[]) {
  const items = parts.map((p) => `${p.label} ${numberFormat.format(p.n)}`)
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
