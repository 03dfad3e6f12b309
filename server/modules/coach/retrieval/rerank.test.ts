import { describe, expect, it } from 'vitest'
import { cosine, rerankByEmbedding } from './rerank'

describe('reranking by embeddings when a model is configured', () => {
  it('measures cosine similarity', () => {
    expect(cosine([1, 0], [1, 0])).toBeCloseTo(1)
    expect(cosine([1, 0], [0, 1])).toBeCloseTo(0)
    expect(cosine([0, 0], [1, 1])).toBe(0)
    expect(cosine([1], [1, 2])).toBe(0)
  })

  it('fuses the text-search order with the embedding order (reciprocal ranks)', () => {
    const candidates = [{ id: 1 }, { id: 2 }, { id: 3 }]
    const embeddings = new Map([
      [1, [0, 1]],
      [2, [1, 0]],
      [3, [0.7, 0.7]],
    ])
    expect(rerankByEmbedding(candidates, [1, 0], embeddings).map((c) => c.id)).toEqual([2, 1, 3])
    expect(rerankByEmbedding(candidates, [1, 0], new Map()).map((c) => c.id)).toEqual([1, 2, 3])
  })
})
