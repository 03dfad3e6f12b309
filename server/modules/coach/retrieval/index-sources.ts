import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Executor } from '../../../db/client'
import { retrievalChunks } from '../../../db/schema'
import { syncChunks } from './chunk-sync'
import { type ChunkRow, documentChunks, noteChunks, questionChunks, topicChunks } from './sources'

/** What a writer reindexes: a question brings its solution along. */
export type IndexedSource = 'note' | 'topic' | 'question' | 'document'

const readers: Record<IndexedSource, (db: Executor, only?: number) => Promise<ChunkRow[]>> = {
  note: noteChunks,
  topic: topicChunks,
  question: questionChunks,
  document: documentChunks,
}

/** The chunk kinds one source writes. */
const kindsOf = (source: IndexedSource): ChunkRow['sourceKind'][] =>
  source === 'question' ? ['question', 'solution'] : [source]

/**
 * Rebuilds the whole retrieval index from our material (docs/plans/issue-10-coach.md §4.1), in one
 * transaction so a coach searching meanwhile sees the old index or the new one, never half of each. Unchanged
 * chunks keep their embeddings (chunk-sync.ts). Returns how many chunks the index now has.
 */
export async function reindexAll(db: Db): Promise<number> {
  const sources = Object.keys(readers) as IndexedSource[]
  return db.transaction(async (tx) => {
    // One after another: a transaction is one connection, which runs one statement at a time anyway.
    const rows: ChunkRow[] = []
    for (const source of sources) rows.push(...(await readers[source](tx)))
    await syncChunks(tx, rows, undefined)
    return rows.length
  })
}

/**
 * Rewrites the chunks of one note, topic, question or document after a writer changed it; call it inside the
 * writer's transaction. A source that is gone, unpublished, disabled or awaiting approval is left out of the
 * index. Returns how many chunks it now has.
 */
export async function reindexSource(db: Executor, source: IndexedSource, id: number): Promise<number> {
  const rows = await readers[source](db, id)
  await syncChunks(
    db,
    rows,
    and(inArray(retrievalChunks.sourceKind, kindsOf(source)), eq(retrievalChunks.sourceId, id)),
  )
  return rows.length
}
