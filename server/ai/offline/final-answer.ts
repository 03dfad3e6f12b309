import type { WrittenNumber } from './parse-number'

// Words a child uses to point at the answer: "the answer is 27", "Ans: 27", "so he has 27 left".
const ANSWER_MARKER = /\b(?:answer|ans)\b\s*(?:is|was|:|=|-)?/g
// "3 boys. 4 girls. So 7 in all." concludes at the end: the opening is then working, not the answer.
const CONCLUSION = /\b(?:so|therefore|thus|total|altogether|in all|left|remain\w*|answer|ans)\b|=/
const SENTENCE_END = /(?<!\d)[.!?](?!\d)|\n/

/** The text after the last "answer is" / "ans:", where a child states the final answer, or null. */
export function afterAnswerMarker(prepared: string): string | null {
  let last = -1
  for (const m of prepared.matchAll(ANSWER_MARKER)) last = m.index + m[0].length
  return last < 0 ? null : prepared.slice(last)
}

/**
 * "27 marbles. He gave 15 away": an answer that opens with a short statement holding one number, followed by
 * more sentences, states its final answer first and explains after it, as children are taught to.
 */
export function openingStatement(prepared: string): string | null {
  const parts = prepared.split(SENTENCE_END)
  if (parts.length < 2 || CONCLUSION.test(parts.slice(1).join(' '))) return null
  const first = parts[0].trim()
  const wordCount = first.split(/\s+/).filter(Boolean).length
  return first && wordCount <= 5 ? first : null
}

const CONCLUDING_WORD = /\b(?:so|therefore|thus|hence)\b/g

/**
 * "3 boys. 4 girls. So 7 in all." or "each has 8 legs so 24 legs": the last sentence, when it concludes, or
 * the words after the last "so", hold the final answer.
 */
export function concludingStatement(prepared: string): string | null {
  const parts = prepared.split(SENTENCE_END).filter((p) => p.trim())
  const last = parts.at(-1) ?? ''
  if (parts.length > 1 && CONCLUSION.test(last)) return last
  let after = -1
  for (const m of last.matchAll(CONCLUDING_WORD)) after = m.index + m[0].length
  return after > 0 ? last.slice(after) : null
}

/** Of several numbers, the only one written with the answer's unit ("27 marbles", "15 away") is the answer. */
export function onlyWithUnit(numbers: WrittenNumber[], unit: string | undefined): WrittenNumber | null {
  if (!unit) return null
  const withUnit = numbers.filter((n) => n.unit === unit)
  return withUnit.length === 1 ? withUnit[0] : null
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The number as the child typed it, case and all ("27 Marbles"), found in their own answer; the engine reads
 * a folded copy, so without this a quote could differ from what they wrote.
 */
export function ownWords(raw: string, read: string): string {
  const pattern = read.trim().split(/\s+/).map(escapeRegExp).join('\\s*')
  if (!pattern) return read
  const found = new RegExp(pattern, 'iu').exec(raw.normalize('NFKC'))
  return found ? found[0] : read
}
