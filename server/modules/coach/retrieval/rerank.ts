/** Cosine similarity of two vectors of the same length; 0 when either is all zeros or the lengths differ. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return 0
  let dot = 0
  let normA = 0
  let normB = 0
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i]
    normA += a[i] * a[i]
    normB += b[i] * b[i]
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0
}

const RRF_K = 60

/**
 * The candidates in a new order by reciprocal-rank fusion of the text-search order and the embedding order
 * (docs/plans/issue-10-coach.md §4.3): on PGlite there is no pgvector, so the cosine is computed here over
 * the text search's top candidates. A candidate without an embedding keeps only its text-search share.
 */
export function rerankByEmbedding<T extends { id: number }>(
  candidates: T[],
  query: readonly number[],
  embeddings: ReadonlyMap<number, readonly number[]>,
): T[] {
  const byVector = candidates
    .filter((c) => embeddings.has(c.id))
    .map((c) => ({ id: c.id, score: cosine(query, embeddings.get(c.id) ?? []) }))
    .sort((a, b) => b.score - a.score)
  const vectorRank = new Map(byVector.map((c, i) => [c.id, i]))
  const fused = (c: T, textRank: number) => {
    const v = vectorRank.get(c.id)
    return 1 / (RRF_K + textRank) + (v === undefined ? 0 : 1 / (RRF_K + v))
  }
  return candidates
    .map((c, i) => ({ c, score: fused(c, i) }))
    .sort((a, b) => b.score - a.score)
    .map(({ c }) => c)
}
