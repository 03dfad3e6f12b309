import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { retrievalChunks, retrievalEmbeddings } from '../../../db/schema'

/** The provider's embeddings call (CoachProvider.embed): null when it failed or no model is configured. */
export type EmbedTexts = (texts: string[], signal: AbortSignal) => Promise<number[][] | null>

export type EmbedJobOptions = {
  /** The configured embedding model (AI_EMBEDDING_MODEL): stored with each vector, so a new model redoes all. */
  model: string
  embed: EmbedTexts
  /** Chunks per call; 64 keeps a call well under providers' input limits (at most 256). */
  batchSize?: number
  /** Ends the run between batches and aborts the call in flight (the server closing). */
  signal?: AbortSignal
  /** Counts only: never a chunk's text, though it is our own material. */
  log?: { info(details: object, message: string): void; warn(details: object, message: string): void }
}

export type EmbedJobResult = { embedded: number; failedBatches: number; failedChunks: number }

const DEFAULT_BATCH = 64
const MAX_BATCH = 256

/** What is embedded for a chunk: its title and body, our own staff-written material and nothing else. */
export const embeddingTextOf = (chunk: { title: string; body: string }) => `${chunk.title}\n\n${chunk.body}`

/** The next chunks after `afterId` with no embedding of `model` (none yet, another model's, or dropped on an edit). */
function pendingAfter(db: Executor, model: string, afterId: number, limit: number) {
  const c = retrievalChunks
  const e = retrievalEmbeddings
  return db
    .select({ id: c.id, title: c.title, body: c.body })
    .from(c)
    .leftJoin(e, and(eq(e.chunkId, c.id), eq(e.model, model)))
    .where(and(isNull(e.chunkId), gt(c.id, afterId)))
    .orderBy(asc(c.id))
    .limit(limit)
}

/** A reply that is one finite vector per text, all of one length; anything else is a failed batch. */
function usable(vectors: number[][] | null, count: number): vectors is number[][] {
  if (!vectors || vectors.length !== count || !vectors[0]?.length) return false
  const dims = vectors[0].length
  return vectors.every((v) => v.length === dims && v.every(Number.isFinite))
}

/**
 * Fills `retrieval_embeddings` for every chunk without an embedding of the configured model (ADR 0033), in
 * batches through the provider's embeddings call. Each batch is stored on its own, so a failed call loses only
 * its own chunks, which the next run picks up; the run walks the chunks in id order, so a failing batch is not
 * asked again in a loop. Idempotent: a second run finds nothing to do. A chunk deleted meanwhile is skipped.
 */
export async function embedPendingChunks(db: Executor, options: EmbedJobOptions): Promise<EmbedJobResult> {
  const size = Math.min(Math.max(1, options.batchSize ?? DEFAULT_BATCH), MAX_BATCH)
  const signal = options.signal ?? new AbortController().signal
  const result: EmbedJobResult = { embedded: 0, failedBatches: 0, failedChunks: 0 }
  let afterId = 0
  while (!signal.aborted) {
    const batch = await pendingAfter(db, options.model, afterId, size)
    if (!batch.length) break
    afterId = batch[batch.length - 1].id
    const vectors = await options.embed(batch.map(embeddingTextOf), signal)
    if (signal.aborted) break
    if (!usable(vectors, batch.length)) {
      result.failedBatches++
      result.failedChunks += batch.length
      options.log?.warn({ chunks: batch.length, firstChunkId: batch[0].id }, 'embedding batch failed')
      continue
    }
    try {
      result.embedded += await storeEmbeddings(db, options.model, batch, vectors)
    } catch (err) {
      // A chunk rewritten between the check and the insert; the next run embeds what is there then.
      result.failedBatches++
      result.failedChunks += batch.length
      options.log?.warn(
        { chunks: batch.length, code: (err as { code?: string }).code },
        'embedding batch not stored',
      )
    }
  }
  if (result.embedded || result.failedBatches)
    options.log?.info({ model: options.model, ...result }, 'retrieval embeddings filled')
  return result
}

/** Stores a batch in one statement; a chunk deleted while its batch was out is left out. Returns how many. */
async function storeEmbeddings(
  db: Executor,
  model: string,
  batch: { id: number }[],
  vectors: number[][],
): Promise<number> {
  const live = await db
    .select({ id: retrievalChunks.id })
    .from(retrievalChunks)
    .where(
      inArray(
        retrievalChunks.id,
        batch.map((c) => c.id),
      ),
    )
  const alive = new Set(live.map((r) => r.id))
  const rows = batch
    .map((c, i) => ({ chunkId: c.id, model, dims: vectors[i].length, embedding: vectors[i] }))
    .filter((r) => alive.has(r.chunkId))
  if (!rows.length) return 0
  await db
    .insert(retrievalEmbeddings)
    .values(rows)
    .onConflictDoUpdate({
      target: retrievalEmbeddings.chunkId,
      set: {
        model: sql`excluded.model`,
        dims: sql`excluded.dims`,
        embedding: sql`excluded.embedding`,
        createdAt: sql`now()`,
      },
    })
  return rows.length
}
