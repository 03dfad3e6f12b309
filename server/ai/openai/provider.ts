import OpenAI from 'openai'
import { markOffline } from '../offline'
import type { AiConfig, AiLogger, MarkingProvider, MarkOptions, ProviderMarkResult } from '../provider'
import type { MarkableQuestion, MarkResult, StudentAnswer } from '../types'
import { streamModelExplanation } from './explain'
import { markOpenAnswer } from './mark'
import { isBlank } from './student-text'
import { transcribeAudio } from './transcribe'
import { clampMarks, safeMax } from './verdict'

/**
 * Any OpenAI-compatible server (OpenAI, Azure and other gateways, Ollama, vLLM, llama.cpp) through chat
 * completions only, which all of them speak. The model marks only what needs judgement: open answers.
 * Choices, numbers, short text and oral transcripts are marked by the offline engine (exact, free, instant),
 * so those answers are never sent anywhere.
 */
export function createOpenAiProvider(config: AiConfig, log?: AiLogger): MarkingProvider {
  // One retry for a dropped connection or a 429/5xx; the per-call deadline still bounds the whole call.
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'not-needed', maxRetries: 1 })
  const settings = (options: MarkOptions, model = options.model ?? config.model) => ({
    client,
    model,
    timeoutMs: options.timeoutMs ?? config.timeoutMs,
    log,
  })

  /** `stem` is the text of the question a part belongs to. */
  async function mark(
    question: MarkableQuestion,
    answer: StudentAnswer,
    options: MarkOptions = {},
    stem?: string,
  ): Promise<ProviderMarkResult> {
    if (question.parts?.length) return markParts(question, answer, options)
    const { key } = question
    if (key.kind !== 'open' || !key.criteria.length || isBlank(answer)) {
      return { ...markOffline(question, answer), markedBy: 'offline' }
    }
    return markOpenAnswer(question, key, answer, settings(options), options, stem)
  }

  /** Each part is marked on its own (in parallel) and added up as the offline engine does. */
  async function markParts(question: MarkableQuestion, answer: StudentAnswer, options: MarkOptions) {
    const parts = question.parts ?? []
    if (!parts.some(needsModel)) return { ...markOffline(question, answer), markedBy: 'offline' as const }
    const marked = await Promise.all(
      parts.map((part) => mark(part, answer.parts?.[part.id] ?? {}, options, question.text)),
    )
    const results = marked.map(({ markedBy: _, fellBack: __, ...result }): MarkResult => result)
    const maxScore = safeMax(question.maxScore) || results.reduce((sum, p) => sum + p.maxScore, 0)
    const total = results.reduce((sum, p) => sum + p.marksGiven, 0)
    const needsReview = results.some((r) => r.needsReview)
    const fellBack = marked.some((r) => r.fellBack)
    return {
      marksGiven: clampMarks(total, maxScore),
      maxScore,
      isFullMarks: results.every((p) => p.isFullMarks) || (maxScore > 0 && total >= maxScore),
      findings: results.flatMap((p) => p.findings),
      parts: results,
      markedBy: marked.some((r) => r.markedBy === 'model') ? ('model' as const) : ('offline' as const),
      ...(needsReview && { needsReview }),
      ...(fellBack && { fellBack }),
    }
  }

  return {
    name: 'openai',
    mark: (question, answer, options) => mark(question, answer, options),
    explain: (question, answer, result, options = {}) =>
      streamModelExplanation(question, answer, result, settings(options), options),
    transcribe: (audio, options) => transcribeAudio(audio, settings({}, config.transcriptionModel), options),
  }
}

const needsModel = (question: MarkableQuestion): boolean =>
  question.parts?.length ? question.parts.some(needsModel) : question.key.kind === 'open'
