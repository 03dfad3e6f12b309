import { markOffline, streamExplanationOffline } from './offline'
import { offlineCoach } from './offline/coach/provider'
import { createOpenAiCoach } from './openai/coach'
import { createOpenAiProvider } from './openai/provider'
import type { AiConfig, AiLogger, CoachProvider, MarkingProvider } from './provider'

/** A model is configured when an endpoint or a key is. */
const hasModel = (config: AiConfig) => Boolean(config.baseUrl || config.apiKey)

/** The OpenAI-compatible provider when an endpoint or key is configured, else the offline engine. */
export function createMarkingProvider(config: AiConfig, log?: AiLogger): MarkingProvider {
  return hasModel(config) ? createOpenAiProvider(config, log) : offlineProvider
}

/** The coach: any OpenAI-compatible chat model when configured, else the offline coach (ADR 0034). */
export function createCoachProvider(config: AiConfig, log?: AiLogger): CoachProvider {
  return hasModel(config) ? createOpenAiCoach(config, log) : offlineCoach
}

export const offlineProvider: MarkingProvider = {
  name: 'offline',
  async mark(question, answer) {
    return { ...markOffline(question, answer), markedBy: 'offline' }
  },
  explain(question, answer, result, options) {
    return streamExplanationOffline(question, answer, result, options?.signal)
  },
  async transcribe() {
    return null
  },
}
