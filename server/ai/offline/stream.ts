import { setImmediate as nextTurn } from 'node:timers/promises'
import type { MarkableQuestion, MarkResult, StudentAnswer } from '../types'
import { explainOffline } from './explain'

const WORDS_PER_CHUNK = 4

/** Splits before each word, so the chunks joined give back the text exactly, spacing and markdown included. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const pieces = text.split(/(?<=\s)(?=\S)/)
  const chunks: string[] = []
  for (let i = 0; i < pieces.length; i += wordsPerChunk)
    chunks.push(pieces.slice(i, i + wordsPerChunk).join(''))
  return chunks.filter(Boolean)
}

/**
 * The offline explanation, whole, as one delta: it exists in full the moment the answer is marked, so there is
 * nothing to stream. Chunked, with a turn of the event loop between chunks, it cost a class handing in at once
 * ~150 event-loop turns and SSE events per child for text that arrived within milliseconds either way.
 */
export async function* streamExplanationOffline(
  question: MarkableQuestion,
  answer: StudentAnswer,
  result: MarkResult,
  signal?: AbortSignal,
): AsyncIterable<string> {
  if (signal?.aborted) return
  yield explainOffline(question, answer, result)
}

/** A text in chunks of a few words, yielding to the event loop between them. */
export async function* streamText(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const chunk of chunkText(text)) {
    if (signal?.aborted) return
    yield chunk
    await nextTurn()
  }
}
