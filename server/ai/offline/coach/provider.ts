import type { CoachProvider, CoachReply, CoachTurn } from '../../coach-types'
import { streamText } from '../stream'
import { replyOffline } from './reply'

/** The offline coach's reply, in chunks of a few words like a model's. */
export function offlineReply(turn: CoachTurn, signal?: AbortSignal): CoachReply {
  const text = replyOffline(turn)
  return Object.assign(streamText(text, signal), { answeredBy: () => 'offline' as const })
}

/** The coach with no model: answers from retrieval over our own material with templates (ADR 0034). */
export const offlineCoach: CoachProvider = {
  name: 'offline',
  reply: offlineReply,
  async moderate() {
    return null
  },
  async embed() {
    return null
  },
  async speak() {
    return null
  },
  async title() {
    return null
  },
}
