import { type GuardedQuestion, revealsAnswer } from '../../ai/answer-guard'
import { classify, type SafetyCategory } from '../../ai/safety/classify'

/** Why a reply was stopped; `category` is a flag category (contracts/coach.ts FLAG_CATEGORIES). */
export type GateStop = {
  reason: 'answer_guard' | 'safety'
  category: SafetyCategory | 'answer_guard' | 'moderation'
}

/**
 * What a coach's reply must pass before a child sees it (docs/plans/issue-10-coach.md §6.3). Text is released
 * up to its last space only, once the released text as a whole passes the answer guard (for a question the
 * child has not handed in) and the safety classifier, so a number or a word is never sent half checked. The
 * first check that fails stops the gate: the caller stops the model and replaces what was sent.
 */
/** Longer than any pattern of the classifier or any way of writing an answer (a number with its unit, an option). */
const CHECK_TAIL = 160

/**
 * After the first words (released at once), words are released in batches of at least `minChars`, and never
 * held longer than `maxHoldMs`: a reader sees a few words at a time either way, and each batch costs one check
 * and one write instead of one per token (the chat benchmark's main costs at 500 streams).
 */
export type GateBatching = { minChars: number; maxHoldMs: number }
export const DEFAULT_BATCHING: GateBatching = { minChars: 32, maxHoldMs: 80 }

export function createOutputGate(
  guard: GuardedQuestion | null,
  release: (delta: string) => void,
  batching: GateBatching = DEFAULT_BATCHING,
) {
  let received = ''
  let released = 0
  let stopped: GateStop | null = null
  let heldSince: number | null = null
  let timer: NodeJS.Timeout | undefined

  /**
   * The text to check when releasing up to `end`: what is new plus a tail of what was already checked, long
   * enough for any phrase or number to be seen whole, so a reply costs its length, not its length squared.
   */
  const window = (end: number) => {
    const from = Math.max(0, released - CHECK_TAIL)
    // Start at a word, so the tail never begins inside a number ("130" read as "30").
    const space = from === 0 ? -1 : received.slice(from, released).search(/\s/)
    const start = from === 0 ? 0 : space < 0 ? released : from + space + 1
    return received.slice(start, end)
  }

  function check(text: string): GateStop | null {
    if (guard && revealsAnswer(text, guard)) return { reason: 'answer_guard', category: 'answer_guard' }
    const verdict = classify(text, 'out')
    if (verdict.action === 'block')
      return { reason: 'safety', category: verdict.findings[0]?.category ?? 'profanity' }
    return null
  }

  function releaseUpTo(end: number) {
    clearTimeout(timer)
    heldSince = null
    if (stopped || end <= released) return
    stopped = check(window(end))
    if (stopped) return
    release(received.slice(released, end))
    released = end
  }

  const wholeWords = () => Math.max(received.lastIndexOf(' '), received.lastIndexOf('\n')) + 1

  return {
    /** Takes the next delta; answers the reason when the reply must stop (now, or found by a held batch's check). */
    push(delta: string): GateStop | null {
      if (stopped) return stopped
      received += delta
      const end = wholeWords()
      if (end <= released) return null
      const now = performance.now()
      heldSince ??= now
      if (released === 0 || end - released >= batching.minChars || now - heldSince >= batching.maxHoldMs)
        releaseUpTo(end)
      else if (heldSince === now) {
        // A model that pauses mid-sentence: what is held goes out after maxHoldMs all the same.
        clearTimeout(timer)
        timer = setTimeout(() => releaseUpTo(wholeWords()), batching.maxHoldMs)
        timer.unref?.()
      }
      return stopped
    },
    /** The reply has ended: the rest is checked and released. */
    finish(): GateStop | null {
      releaseUpTo(received.length)
      return stopped
    },
    /** The reply was abandoned: nothing more is released. */
    close() {
      clearTimeout(timer)
    },
    /** What the child has seen. */
    get released() {
      return received.slice(0, released)
    },
  }
}
