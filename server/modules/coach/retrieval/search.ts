import { and, desc, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm'
import type { RetrievedChunk } from '../../../ai/coach-types'
import type { Executor } from '../../../db/client'
import { retrievalChunks, retrievalEmbeddings } from '../../../db/schema'
import { queryTerms } from './query-terms'
import { rerankByEmbedding } from './rerank'

export type MaterialQuery = {
  /** The person's message (personal details already removed), and the question in view's text if any. */
  query: string
  levelId: number
  subjectId?: number | null
  /** The courses the person may open; chunks of other courses are left out. Omitted: no course filter. */
  courseIds?: number[]
  /** The person's school: its own material and the common material. Null: common material only. */
  schoolId: number | null
  /** The visitors' coach: topic summaries and common notes only, never the question bank (§13 Q21). */
  publicOnly?: boolean
  /** Questions the child has not handed in: their worked solutions are never retrieved. */
  excludeSolutionsOfQuestionIds?: number[]
  /**
   * The same for every question this student has not handed in, decided inside the search itself (one statement
   * fewer before a child's first word from the coach).
   */
  excludeSolutionsUnsubmittedBy?: number
  k?: number
  /** The query's embedding, when an embedding model is configured: the candidates are reranked with it. */
  embedding?: { model: string; vector: number[] }
}

const CANDIDATES = 50
const PER_SOURCE = 2
/** An exact match of every word counts for more than any number of partial matches. */
const ALL_WORDS_BONUS = 1
/** Notes, topic summaries and documents are written to teach; they go before a question that shares the words. */
const TEACHING_WEIGHT = 1.5
/** The same numbers as the message tell two chunks on its topic apart; they never outweigh a word. */
const NUMBERS_WEIGHT = 0.5

/** What the person may see: level, subject, courses, school, public material, solutions held back. */
function scopeOf(q: MaterialQuery): SQL | undefined {
  const c = retrievalChunks
  return and(
    eq(c.academicLevelId, q.levelId),
    q.subjectId ? eq(c.subjectId, q.subjectId) : undefined,
    q.courseIds
      ? or(isNull(c.courseId), inArray(c.courseId, q.courseIds.length ? q.courseIds : [-1]))
      : undefined,
    q.schoolId === null ? isNull(c.schoolId) : or(isNull(c.schoolId), eq(c.schoolId, q.schoolId)),
    q.publicOnly ? eq(c.isPublic, true) : undefined,
    q.excludeSolutionsOfQuestionIds?.length
      ? not(and(eq(c.sourceKind, 'solution'), inArray(c.sourceId, q.excludeSolutionsOfQuestionIds)) as SQL)
      : undefined,
    q.excludeSolutionsUnsubmittedBy === undefined
      ? undefined
      : sql`not (${c.sourceKind} = 'solution' and ${c.sourceId} in (${unsubmittedQuestions(q.excludeSolutionsUnsubmittedBy)}))`,
  )
}

type Candidate = RetrievedChunk & { sourceId: number }

/**
 * The text-search queries of a message in one dictionary: any of its words (what makes a chunk a candidate), all
 * of them (a bonus), and its numbers (a smaller bonus; they make a chunk a candidate only when the message has no
 * word the dictionary keeps, as in "is it 48.75?").
 */
function tsQueries(query: string, config: 'english' | 'simple') {
  const { words, numbers } = queryTerms(query)
  const dictionary = sql`${config}::regconfig`
  return {
    empty: !words.length && !numbers.length,
    any: sql`websearch_to_tsquery(${dictionary}, ${words.join(' or ')})`,
    all:
      config === 'english'
        ? sql`websearch_to_tsquery('english', ${words.join(' ')})`
        : sql`plainto_tsquery('simple', ${words.join(' ')})`,
    numbers: sql`websearch_to_tsquery('simple', ${numbers.join(' or ')})`,
  }
}

async function candidates(
  db: Executor,
  q: MaterialQuery,
  config: 'english' | 'simple',
  limit = CANDIDATES,
): Promise<Candidate[]> {
  const query = tsQueries(q.query, config)
  if (query.empty) return []
  const c = retrievalChunks
  const rank = sql<number>`(ts_rank_cd(${c.tsv}, ${query.any}, 1)
      + case when numnode(${query.all}) > 0 and ${c.tsv} @@ ${query.all} then ${sql.raw(String(ALL_WORDS_BONUS))} else 0 end
      + ${sql.raw(String(NUMBERS_WEIGHT))} * ts_rank_cd(${c.tsv}, ${query.numbers}, 1))
    * case when ${c.sourceKind} in ('note', 'topic', 'document') then ${sql.raw(String(TEACHING_WEIGHT))} else 1 end`
  const matches = sql`(${c.tsv} @@ ${query.any} or (numnode(${query.any}) = 0 and ${c.tsv} @@ ${query.numbers}))`
  const rows = await db
    .select({ id: c.id, kind: c.sourceKind, sourceId: c.sourceId, title: c.title, body: c.body, rank })
    .from(c)
    .where(and(matches, scopeOf(q)))
    .orderBy(desc(rank), c.id)
    .limit(limit)
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }))
}

/** At most two chunks of one note, topic, document or question (a question and its solution count as one). */
function capPerSource(found: Candidate[], k: number): Candidate[] {
  const taken = new Map<string, number>()
  const kept: Candidate[] = []
  for (const chunk of found) {
    const key = `${chunk.kind === 'solution' ? 'question' : chunk.kind}:${chunk.sourceId}`
    const n = taken.get(key) ?? 0
    if (n >= PER_SOURCE) continue
    taken.set(key, n + 1)
    kept.push(chunk)
    if (kept.length === k) break
  }
  return kept
}

async function embeddingsOf(db: Executor, ids: number[], model: string) {
  if (!ids.length) return new Map<number, number[]>()
  const rows = await db
    .select({ id: retrievalEmbeddings.chunkId, embedding: retrievalEmbeddings.embedding })
    .from(retrievalEmbeddings)
    .where(and(inArray(retrievalEmbeddings.chunkId, ids), eq(retrievalEmbeddings.model, model)))
  return new Map(rows.map((r) => [r.id, r.embedding]))
}

/**
 * The best pieces of our own material for a turn (docs/plans/issue-10-coach.md §4.2), best first: English
 * full-text search (stems, stop words), or the simple dictionary when that finds nothing (Chinese pairs, words
 * English drops), ranked by cover density with a bonus when every word matched; at most two chunks per source.
 */
export async function searchMaterial(db: Executor, q: MaterialQuery): Promise<RetrievedChunk[]> {
  const k = q.k ?? 6
  // With no embedding to rerank by, the best few are the answer: enough for the cap per source, not 50 chunks'
  // bodies to read and drop. Should the cap leave fewer than k of them, the full list is read after all.
  const first = q.embedding ? CANDIDATES : Math.min(CANDIDATES, k * 4)
  const search = async (config: 'english' | 'simple') => {
    const rows = await candidates(db, q, config, first)
    return rows.length < first || capPerSource(rows, k).length === k ? rows : candidates(db, q, config)
  }
  let found = await search('english')
  if (!found.length) found = await search('simple')
  if (q.embedding && found.length > 1)
    found = rerankByEmbedding(
      found,
      q.embedding.vector,
      await embeddingsOf(
        db,
        found.map((c) => c.id),
        q.embedding.model,
      ),
    )
  return capPerSource(found, k).map(({ sourceId: _, ...chunk }) => chunk)
}

/**
 * The questions of the student's practices not yet handed in: every question of a worksheet they opened whose
 * answer is not submitted (or not even started). Their worked solutions must never reach the coach, which
 * could otherwise be talked into reading them out.
 */
export async function unsubmittedQuestionIds(db: Executor, studentId: number): Promise<number[]> {
  const result = await db.execute(unsubmittedQuestions(studentId))
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)).sort((a, b) => a - b)
}

/** The query of unsubmittedQuestionIds, to use inside another. */
const unsubmittedQuestions = (studentId: number) => sql`
    select wq.question_id as id
    from quizzes q
    join worksheet_questions wq on wq.worksheet_id = q.worksheet_id
    left join evaluations e on e.quiz_id = q.id and e.question_id = wq.question_id
    where q.student_id = ${studentId} and coalesce(e.is_submitted, false) = false
    union
    select e.question_id
    from evaluations e
    join quizzes q on q.id = e.quiz_id
    where q.student_id = ${studentId} and e.is_submitted = false`
