import { chatUsage, flagsByCategory } from './queries-chat'
import { activeStudents, signups, studentsCount, subscriptionsActive } from './queries-people'
import { averageScore, hardestQuestions, questionReportsOpen, quizzesCompleted } from './queries-practice'
import type { CatalogueQuery } from './query'

/**
 * Everything the admin assistant can answer: named, parameterised queries we wrote (ADR 0039). The offline
 * understanding and a model both choose from this list and nothing else; neither ever writes a query.
 */
export const CATALOGUE = [
  studentsCount,
  activeStudents,
  quizzesCompleted,
  averageScore,
  hardestQuestions,
  chatUsage,
  flagsByCategory,
  subscriptionsActive,
  signups,
  questionReportsOpen,
] as const satisfies readonly CatalogueQuery[]

export type QueryName = (typeof CATALOGUE)[number]['name']

export function findQuery(name: string): CatalogueQuery | undefined {
  return CATALOGUE.find((q) => q.name === name)
}

/** A query chosen with its parameters, not yet checked against the query's schema. */
export type QueryChoice = { name: QueryName; params: Record<string, unknown> }

/** Checked parameters (defaults filled in), or the first problem in words. */
export function checkParams(
  query: CatalogueQuery,
  params: unknown,
): { ok: true; params: Record<string, unknown> } | { ok: false; problem: string } {
  const parsed = query.params.safeParse(params ?? {})
  if (parsed.success) return { ok: true, params: parsed.data as Record<string, unknown> }
  const issue = parsed.error.issues[0]
  return { ok: false, problem: `${issue?.path.join('.') || 'parameters'}: ${issue?.message ?? 'not valid'}` }
}
