import type { ServerSentEvent } from '../../machines/streams/sse'
import { SseGate, type SseStream } from './sse-gate'

/**
 * The gate for the quiz's marking stream (sse-gate.ts): an `evaluations` event that marks several answers is
 * handed on as one event per answer, as the page takes them.
 */
const oneAnswerEach = (event: ServerSentEvent): ServerSentEvent[] =>
  event.event === 'evaluations'
    ? (JSON.parse(event.data) as unknown[]).map((one) => ({
        event: 'evaluations',
        data: JSON.stringify([one]),
      }))
    : [event]

export const StreamGate = { open: (upstream: string) => SseGate.open(upstream, oneAnswerEach) }
export type GatedStream = SseStream
