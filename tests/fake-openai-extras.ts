import { createHash } from 'node:crypto'

/** What a test's moderation script answers: flagged categories, or nothing flagged. */
export type FakeModerationReply = { flagged: string[] } | { status: number }
export type ModerationHandler = (input: string) => FakeModerationReply

/** Moderation as OpenAI answers it: a result per input, each category true or false. */
export function moderationBody(model: string, reply: { flagged: string[] }) {
  const names = ['harassment', 'hate', 'self-harm', 'sexual', 'sexual/minors', 'violence']
  const categories = Object.fromEntries(names.map((n) => [n, reply.flagged.includes(n)]))
  const scores = Object.fromEntries(names.map((n) => [n, reply.flagged.includes(n) ? 0.9 : 0.01]))
  return {
    id: `modr-${Date.now()}`,
    model,
    results: [{ flagged: reply.flagged.length > 0, categories, category_scores: scores }],
  }
}

/** A deterministic embedding: each word adds to a few dimensions picked by its hash, so shared words mean close vectors. */
export function fakeEmbedding(text: string, dims = 64): number[] {
  const vector = new Array<number>(dims).fill(0)
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const hash = createHash('sha256').update(word).digest()
    for (let i = 0; i < 3; i++) vector[hash[i] % dims] += 1
  }
  const norm = Math.hypot(...vector) || 1
  return vector.map((v) => v / norm)
}

/**
 * OpenAI's embeddings reply for these vectors, in the format asked: the `openai` SDK asks for
 * `encoding_format: 'base64'` (little-endian float32) unless told otherwise.
 */
export function embeddingsReply(model: string, vectors: number[][], format?: string) {
  const encode = (v: number[]) =>
    format === 'base64' ? Buffer.from(new Float32Array(v).buffer).toString('base64') : v
  return {
    object: 'list',
    model,
    data: vectors.map((v, index) => ({ object: 'embedding', index, embedding: encode(v) })),
    usage: { prompt_tokens: 0, total_tokens: 0 },
  }
}

export function embeddingsBody(model: string, input: string | string[], format?: string) {
  const inputs = Array.isArray(input) ? input : [input]
  return embeddingsReply(model, inputs.map(fakeEmbedding), format)
}

/** The smallest valid MP3 frame (MPEG-1 Layer III, 32 kb/s, 44.1 kHz, silence): real bytes a player accepts. */
export const SILENT_MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x10, 0xc4]), Buffer.alloc(100)])
