import { eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { retrievalChunks, retrievalEmbeddings } from '../../../db/schema'
import type { ChunkRow } from './sources'

const BATCH = 200

/** Where a chunk sits in its source: the index's unique key. */
const keyOf = (c: Pick<ChunkRow, 'sourceKind' | 'sourceId' | 'position'>) =>
  `${c.sourceKind}:${c.sourceId}:${c.position ?? 0}`

/** The columns a reindex writes, in a fixed order, to tell a changed chunk from an unchanged one. */
const COLUMNS = [
  'title',
  'body',
  'searchText',
  'courseId',
  'topicId',
  'academicLevelId',
  'subjectId',
  'schoolId',
  'isPublic',
] as const
const sameColumns = (a: ChunkRow, b: ChunkRow) => COLUMNS.every((k) => (a[k] ?? null) === (b[k] ?? null))
/** What is embedded (embed-job.ts): when it changes, the chunk's embedding is stale. */
const sameText = (a: ChunkRow, b: ChunkRow) => a.title === b.title && a.body === b.body

/**
 * Brings the chunks `where` selects in line with `rows`, touching only what changed: a chunk whose words are the
 * same keeps its id and so its embedding (ADR 0033: a rebuild does not pay for embedding everything again); one
 * whose title or body changed is rewritten and its embedding dropped, for the embedding job to redo; a chunk
 * whose source is gone is deleted. Run it in a transaction: readers see the old index or the new one.
 */
export async function syncChunks(db: Executor, rows: ChunkRow[], where: SQL | undefined) {
  const existing = await db.select().from(retrievalChunks).where(where)
  const wanted = new Map(rows.map((r) => [keyOf(r), r]))
  const gone = existing.filter((c) => !wanted.has(keyOf(c))).map((c) => c.id)
  for (let i = 0; i < gone.length; i += BATCH)
    await db.delete(retrievalChunks).where(inArray(retrievalChunks.id, gone.slice(i, i + BATCH)))
  const byKey = new Map(existing.map((c) => [keyOf(c), c]))
  const fresh: ChunkRow[] = []
  for (const row of rows) {
    const old = byKey.get(keyOf(row))
    if (!old) {
      fresh.push(row)
      continue
    }
    if (sameColumns(old, row)) continue
    if (!sameText(old, row))
      await db.delete(retrievalEmbeddings).where(eq(retrievalEmbeddings.chunkId, old.id))
    await db
      .update(retrievalChunks)
      .set({ ...row, updatedAt: new Date() })
      .where(eq(retrievalChunks.id, old.id))
  }
  for (let i = 0; i < fresh.length; i += BATCH)
    await db.insert(retrievalChunks).values(fresh.slice(i, i + BATCH))
}
