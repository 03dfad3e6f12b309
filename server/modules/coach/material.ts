import type { RetrievedChunk } from '../../ai/coach-types'
import { fold } from '../../ai/offline/normalise'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { academicLevels, subjects } from '../../db/schema'
import { dbMemo } from '../../lib/db-memo'
import { searchMaterial } from './retrieval/search'

/** Where a coach may look: the learner's level and subject, the courses open to them, their school. */
export type MaterialScope = {
  levelId: number | null
  subjectId: number | null
  courseIds?: number[]
  schoolId: number | null
  publicOnly: boolean
  /** A student whose questions not yet handed in keep their worked solutions out of what is retrieved. */
  excludeSolutionsUnsubmittedBy?: number
}

/** The query's embedding, when an embedding model is configured: the text search's finds are reranked with it. */
export type QueryEmbedding = { model: string; vector: number[] }

// A subject named outright wins over a topic word: "chinese reading comprehension" is Chinese, not English.
const SUBJECT_NAMES: [RegExp, string][] = [
  [/\b(maths?|mathematics)\b/, 'Maths'],
  [/\bscience\b/, 'Science'],
  [/\benglish\b/, 'English'],
  [/\bchinese\b|华文|華文|中文|汉字/, 'Chinese'],
]
const TOPIC_WORDS: [RegExp, string][] = [
  [/\b(fractions?|decimals?|percent|ratio|area|perimeter|angles?)\b/, 'Maths'],
  [/\b(plants?|animals?|energy|evaporat\w*|magnets?|electric\w*|cells?)\b/, 'Science'],
  [/\b(grammar|vocabulary|spelling|comprehension|composition|tense)\b/, 'English'],
  // "3/4 of 20", "25%": a fraction or a percentage in figures, when no topic word said otherwise.
  [/\d\s*\/\s*\d|\d\s*%/, 'Maths'],
]

/** The subject a message names, when no practice says which: "how do I add fractions" is Maths. */
export async function subjectNamedIn(db: Db, text: string): Promise<number | null> {
  const words = fold(text).toLowerCase()
  const named = (table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(words))?.[1]
  const name = named(SUBJECT_NAMES) ?? named(TOPIC_WORDS)
  if (!name) return null
  const { subjectIds } = await referenceNames(db)
  return subjectIds.get(name) ?? null
}

const remembered = dbMemo<{
  levels: Map<number, string>
  subjects: Map<number, string>
  subjectIds: Map<string, number>
}>(60_000)

/** The names of the levels and subjects, which every coach turn reads (renamed rarely: shown within a minute). */
function referenceNames(db: Db) {
  return remembered(db, 'names', async () => {
    const [levelRows, subjectRows] = await Promise.all([
      db.select({ id: academicLevels.id, name: academicLevels.name }).from(academicLevels),
      db.select({ id: subjects.id, name: subjects.name }).from(subjects),
    ])
    return {
      levels: new Map(levelRows.map((r) => [r.id, r.name])),
      subjects: new Map(subjectRows.map((r) => [r.id, r.name])),
      subjectIds: new Map(subjectRows.map((r) => [r.name, r.id])),
    }
  })
}

/** "Primary 5", "Science": what the coach is told about the learner (never who they are). */
export async function scopeNames(db: Db, levelId: number | null, subjectId: number | null) {
  const names = await referenceNames(db)
  const level = levelId ? names.levels.get(levelId) : undefined
  const subject = subjectId ? names.subjects.get(subjectId) : undefined
  return { level: level?.replace(/^P(\d)$/, 'Primary $1') ?? null, subject: subject ?? null }
}

/**
 * The query's embedding for reranking, when an embedding model is configured (ADR 0033): only text that is
 * going to the model anyway is sent. Any failure leaves the text search alone.
 */
export async function embedQuery(
  ctx: Pick<AppContext, 'config' | 'coach'>,
  query: string,
  signal: AbortSignal,
): Promise<QueryEmbedding | undefined> {
  const model = ctx.config.ai.embeddingModel
  if (!model || !query.trim()) return undefined
  const [vector] = (await ctx.coach.embed([query], signal).catch(() => null)) ?? []
  return vector ? { model, vector } : undefined
}

/** Our own material for a message (ADR 0033): full-text search within the scope; nothing without a query or level. */
export async function findMaterial(
  db: Db,
  query: string,
  scope: MaterialScope,
  embedding?: QueryEmbedding,
): Promise<RetrievedChunk[]> {
  if (!query.trim() || !scope.levelId) return []
  return searchMaterial(db, {
    embedding,
    query,
    levelId: scope.levelId,
    subjectId: scope.subjectId ?? undefined,
    courseIds: scope.courseIds,
    schoolId: scope.schoolId,
    publicOnly: scope.publicOnly,
    excludeSolutionsUnsubmittedBy: scope.excludeSolutionsUnsubmittedBy,
  })
}
