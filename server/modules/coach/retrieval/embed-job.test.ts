import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../../tests/server'
import { createOpenAiCoach } from '../../../ai/openai/coach'
import { loadAiConfig } from '../../../ai/provider'
import { buildApp } from '../../../app'
import { academicLevels, retrievalChunks, retrievalEmbeddings, subjects, topics } from '../../../db/schema'
import { startFakeEmbeddings } from './embed-fake'
import { embeddingTextOf, embedPendingChunks } from './embed-job'
import { startEmbeddingLoop } from './embed-loop'
import { reindexAll, reindexSource } from './index-sources'
import { searchMaterial } from './search'

const MODEL = 'text-embedding-3-small'
const unit = (i: number, dims = 8) => Array.from({ length: dims }, (_, j) => (j === i ? 1 : 0))

describe('the embedding job fills retrieval_embeddings through the provider', () => {
  const t = useTestApp()
  let fake: Awaited<ReturnType<typeof startFakeEmbeddings>>
  let coach: ReturnType<typeof createOpenAiCoach>
  beforeAll(async () => {
    fake = await startFakeEmbeddings()
    coach = createOpenAiCoach(
      loadAiConfig({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey, AI_EMBEDDING_MODEL: MODEL }),
    )
  })
  afterAll(() => fake?.close())

  const db = () => t.database.db
  const run = (batchSize = 64) =>
    embedPendingChunks(db(), { model: MODEL, embed: (texts, s) => coach.embed(texts, s), batchSize })
  const total = async (table: typeof retrievalChunks | typeof retrievalEmbeddings) =>
    (await db().select({ n: count() }).from(table))[0].n

  it('embeds every chunk in bounded batches, sending only the chunks’ own text; a second run embeds nothing', async () => {
    const chunks = await db().select().from(retrievalChunks)
    expect(chunks.length).toBeGreaterThan(100)
    expect(await total(retrievalEmbeddings)).toBe(0)
    const first = await run(64)
    expect(first).toEqual({ embedded: chunks.length, failedBatches: 0, failedChunks: 0 })
    expect(await total(retrievalEmbeddings)).toBe(chunks.length)
    const ours = new Set(chunks.map(embeddingTextOf))
    for (const call of fake.calls) {
      expect(call.model).toBe(MODEL)
      expect(call.input.length).toBeLessThanOrEqual(64)
      for (const text of call.input) expect(ours.has(text)).toBe(true)
    }
    const [row] = await db().select().from(retrievalEmbeddings).limit(1)
    expect(row).toMatchObject({ model: MODEL, dims: 64 })
    expect(row.embedding).toHaveLength(64)

    const calls = fake.calls.length
    expect(await run()).toEqual({ embedded: 0, failedBatches: 0, failedChunks: 0 })
    expect(fake.calls.length).toBe(calls)
  })

  it('re-embeds a chunk whose text changed, and a rebuild keeps every unchanged embedding', async () => {
    const [topic] = await db().select().from(topics).where(eq(topics.name, 'Ratio')).limit(1)
    const chunkOf = async () =>
      (await db().select().from(retrievalChunks).where(eq(retrievalChunks.sourceId, topic.id))).find(
        (c) => c.sourceKind === 'topic',
      )
    const before = await chunkOf()
    const summary = `${topic.summary} A ratio does not change when both parts are multiplied by the same number.`
    await db().update(topics).set({ summary }).where(eq(topics.id, topic.id))
    expect(await reindexSource(db(), 'topic', topic.id)).toBe(1)
    const after = await chunkOf()
    expect(after?.id).toBe(before?.id)
    const chunks = await total(retrievalChunks)
    expect(await total(retrievalEmbeddings)).toBe(chunks - 1)
    expect(await reindexAll(db())).toBe(chunks)
    expect(await total(retrievalEmbeddings)).toBe(chunks - 1)

    fake.calls.length = 0
    expect(await run()).toMatchObject({ embedded: 1 })
    expect(fake.calls.map((c) => c.input)).toEqual([[embeddingTextOf({ title: 'Ratio', body: summary })]])
  })

  it('loses only a failing batch, and the next run embeds just those chunks', async () => {
    await db().delete(retrievalEmbeddings)
    const [marked] = await db()
      .select()
      .from(retrievalChunks)
      .orderBy(retrievalChunks.id)
      .offset(120)
      .limit(1)
    const markedText = embeddingTextOf(marked)
    fake.onEmbeddings((input) =>
      input.includes(markedText) ? { status: 500 } : input.map((_, i) => unit(i % 8)),
    )
    const chunks = await total(retrievalChunks)
    const broken = await run(50)
    expect(broken).toEqual({ embedded: chunks - 50, failedBatches: 1, failedChunks: 50 })
    const stored = await db().select().from(retrievalEmbeddings).where(eq(retrievalEmbeddings.model, MODEL))
    expect(stored).toHaveLength(chunks - 50)
    expect(stored.some((e) => e.chunkId === marked.id)).toBe(false)

    fake.onEmbeddings((input) => input.map((_, i) => unit(i % 8)))
    expect(await run(50)).toEqual({ embedded: 50, failedBatches: 0, failedChunks: 0 })
    expect(await total(retrievalEmbeddings)).toBe(chunks)
  })

  it('reranks the text search with the stored embeddings and the query’s own', async () => {
    const [level] = await db().select().from(academicLevels).where(eq(academicLevels.name, 'P5'))
    const [science] = await db().select().from(subjects).where(eq(subjects.name, 'Science'))
    const query = { query: 'what is evaporation', levelId: level.id, subjectId: science.id, schoolId: null }
    const byText = await searchMaterial(db(), query)
    expect(byText.length).toBeGreaterThan(2)
    const [first, second] = byText
    // The query and the second chunk point one way, the first chunk the opposite way, the rest elsewhere.
    const texts = new Map(
      (await db().select().from(retrievalChunks)).map((c) => [embeddingTextOf(c), c.id] as const),
    )
    fake.onEmbeddings((input) =>
      input.map((text) => {
        const id = texts.get(text)
        if (id === second.id || text === query.query) return unit(0)
        if (id === first.id) return unit(0).map((v) => -v)
        return unit(1)
      }),
    )
    await db().delete(retrievalEmbeddings)
    await run()
    const vector = (await coach.embed([query.query], new AbortController().signal))?.[0]
    expect(vector).toEqual(unit(0))
    const reranked = await searchMaterial(db(), {
      ...query,
      embedding: { model: MODEL, vector: vector ?? [] },
    })
    expect(reranked[0].id).toBe(second.id)
    expect(reranked.map((c) => c.id)).not.toEqual(byText.map((c) => c.id))
    const otherModel = await searchMaterial(db(), {
      ...query,
      embedding: { model: 'other', vector: unit(0) },
    })
    expect(otherModel.map((c) => c.id)).toEqual(byText.map((c) => c.id))
  })

  it('runs in the background and stops on close, ending the call in flight', async () => {
    await db().delete(retrievalEmbeddings)
    fake.onEmbeddings((input) => input.map(() => unit(2)))
    const loop = startEmbeddingLoop(db(), {
      model: MODEL,
      embed: (texts, s) => coach.embed(texts, s),
      everyMs: 60_000,
    })
    await loop.firstRun
    const chunks = await total(retrievalChunks)
    expect(await total(retrievalEmbeddings)).toBe(chunks)
    await loop.stop()

    await db().delete(retrievalEmbeddings)
    fake.calls.length = 0
    fake.onEmbeddings(() => ({ hang: true }))
    const stuck = startEmbeddingLoop(db(), { model: MODEL, embed: (texts, s) => coach.embed(texts, s) })
    while (!fake.calls.length) await new Promise((resolve) => setImmediate(resolve))
    await stuck.stop()
    // The server hears the hang-up a moment after the client gives up; the test's timeout bounds the wait.
    while (!fake.calls[0].disconnected) await new Promise((resolve) => setImmediate(resolve))
    expect(fake.calls).toHaveLength(1)
    expect(await total(retrievalEmbeddings)).toBe(0)
  })

  it('a server with an embedding model embeds its chunks when it starts, and each student question to rerank', async () => {
    await db().delete(retrievalEmbeddings)
    fake.calls.length = 0
    fake.onEmbeddings((input) => input.map((_, i) => unit(i % 8)))
    const ai = loadAiConfig({
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: fake.apiKey,
      AI_EMBEDDING_MODEL: MODEL,
    })
    const app = await buildApp({ config: { ...t.config, ai }, database: t.database, logger: false })
    try {
      await app.ready()
      while ((await total(retrievalEmbeddings)) < (await total(retrievalChunks)))
        await new Promise((resolve) => setTimeout(resolve, 20))
      const { headers } = await signIn(app, 'ava')
      const question = 'How do I find 3/4 of 20 sweets?'
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/chat/stream',
        headers,
        payload: { messages: [{ role: 'user', content: question }] },
      })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('event: done')
      expect(fake.calls.some((c) => c.input.length === 1 && c.input[0] === question)).toBe(true)
    } finally {
      await app.close()
    }
  })
})
