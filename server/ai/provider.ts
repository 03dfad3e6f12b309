import type { MarkableQuestion, MarkResult, StudentAnswer } from './types'

// The interfaces and configuration of the AI providers; `./index.ts` picks the implementations, so neither
// implementation is imported here (ENGINEERING.md: two of everything, each depending on this file only).

/**
 * Prompt texts resolved by the caller (per level, subject, question type and model, or a per-question
 * override). They set the marker's or tutor's role and manner; null or absent means the built-in default.
 * The question, scheme and reply format are always added by the provider, so a stored prompt cannot break
 * the parsing or leave out the marking scheme. `scoring` (per course tagging) adds to the marking prompt.
 */
export type PromptSet = { marking?: string | null; scoring?: string | null; explanation?: string | null }

export type MarkOptions = { prompts?: PromptSet; signal?: AbortSignal; timeoutMs?: number; model?: string }

export type ProviderMarkResult = MarkResult & {
  markedBy: 'offline' | 'model'
  /** The model was asked and failed (error, timeout, invalid reply): the offline engine marked it instead. */
  fellBack?: boolean
}

export type AudioFile = { data: Buffer; fileName: string; mimeType: string }

export interface MarkingProvider {
  readonly name: 'offline' | 'openai'
  /** Never rejects for a model failure: it falls back to the offline engine and flags the result for review. */
  mark(question: MarkableQuestion, answer: StudentAnswer, options?: MarkOptions): Promise<ProviderMarkResult>
  /**
   * The explanation as text deltas. A model failure before the first delta falls back to the offline
   * explanation; a failure after it is thrown, and what was yielded so far is a partial explanation.
   * Aborting `options.signal` (or breaking out of the loop) ends it and closes the request.
   */
  explain(
    question: MarkableQuestion,
    answer: StudentAnswer,
    result: MarkResult,
    options?: MarkOptions,
  ): AsyncIterable<string>
  /** null when no speech-to-text is available (offline, or the server has none or failed): a teacher listens. */
  transcribe(audio: AudioFile, options?: { signal?: AbortSignal; language?: string }): Promise<string | null>
}

export type AiConfig = {
  baseUrl?: string
  apiKey?: string
  model: string
  transcriptionModel: string
  timeoutMs: number
  /** The provider's /v1/moderations model; unset: the offline classifier alone (Ollama, vLLM have none). */
  moderationModel?: string
  /** An embedding model for retrieval; unset: full-text search alone (ADR 0033). */
  embeddingModel?: string
  /** Text to speech; unset: no spoken replies. */
  ttsModel?: string
  ttsVoice?: string
  /** The chat model reads images (AI_VISION=true). */
  vision?: boolean
  coachMaxTokens?: number
}

/** Pino's (and so Fastify's) logger fits. Children's answers are never passed to it. */
export type AiLogger = { warn(details: object, message: string): void }

type Env = Record<string, string | undefined>

export function loadAiConfig(env: Env = process.env): AiConfig {
  const text = (value?: string) => value?.trim() || undefined
  const timeoutMs = Number(env.AI_TIMEOUT_MS)
  return {
    baseUrl: text(env.OPENAI_BASE_URL)?.replace(/\/+$/, ''),
    apiKey: text(env.OPENAI_API_KEY),
    model: text(env.AI_MODEL) ?? 'gpt-4o-mini',
    transcriptionModel: text(env.AI_TRANSCRIPTION_MODEL) ?? 'whisper-1',
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 20_000,
    moderationModel: text(env.AI_MODERATION_MODEL),
    embeddingModel: text(env.AI_EMBEDDING_MODEL),
    ttsModel: text(env.AI_TTS_MODEL),
    ttsVoice: text(env.AI_TTS_VOICE) ?? 'alloy',
    vision: env.AI_VISION === 'true',
    coachMaxTokens: Number(env.AI_COACH_MAX_TOKENS) > 0 ? Number(env.AI_COACH_MAX_TOKENS) : 500,
  }
}

export type { CoachProvider, CoachTurn } from './coach-types'
