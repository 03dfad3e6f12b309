import type { OralKey } from '../types'
import { editDistance } from './distance'
import { isBlank, words } from './normalise'
import { integerToWords } from './number-words'
import { blank, type Marked, shortQuote } from './result'

export type AlignedWord = { expected?: string; heard?: string; cost: number }

// A reading passage is a few hundred words; past this the rest is counted, not aligned.
const MAX_WORDS = 1500

// Hesitations a recogniser writes down are not reading mistakes.
const FILLERS = new Set(['um', 'umm', 'uh', 'uhm', 'er', 'erm', 'hmm', 'mm'])

/** Speech-to-text writes "12" where the passage says "twelve"; both become words before comparing. */
function spokenWords(text: string): string[] {
  return words(text)
    .filter((w) => !FILLERS.has(w))
    .flatMap((w) => (/^\d+$/.test(w) ? integerToWords(Number(w)).split(' ') : [w]))
}

/**
 * How far a heard word is from the one expected: spelling variants a recogniser produces (colour/color)
 * cost nothing, a near miss on a short word (walk/walks) costs half, anything else a whole word.
 */
function wordCost(expected: string, heard: string): number {
  if (expected === heard) return 0
  const length = Math.min(Array.from(expected).length, Array.from(heard).length)
  const distance = editDistance(expected, heard, 2)
  if (distance <= 1 && length >= 5) return 0
  if (distance <= 1 && length >= 3) return 0.5
  if (distance <= 2 && length >= 8) return 0.5
  return 1
}

/** Word-level alignment (edit distance over words) of what was heard against what was expected. */
export function alignWords(expectedText: string, transcript: string): AlignedWord[] {
  const expected = spokenWords(expectedText).slice(0, MAX_WORDS)
  const heard = spokenWords(transcript).slice(0, MAX_WORDS)
  const rows = expected.length + 1
  const cols = heard.length + 1
  const cost = new Float64Array(rows * cols)
  for (let i = 0; i < rows; i++) cost[i * cols] = i
  for (let j = 0; j < cols; j++) cost[j] = j
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      cost[i * cols + j] = Math.min(
        cost[(i - 1) * cols + j] + 1,
        cost[i * cols + j - 1] + 1,
        cost[(i - 1) * cols + j - 1] + wordCost(expected[i - 1], heard[j - 1]),
      )
    }
  }
  const aligned: AlignedWord[] = []
  let i = expected.length
  let j = heard.length
  while (i > 0 || j > 0) {
    const here = cost[i * cols + j]
    const step = i > 0 && j > 0 ? wordCost(expected[i - 1], heard[j - 1]) : Number.NaN
    if (i > 0 && j > 0 && here === cost[(i - 1) * cols + j - 1] + step) {
      aligned.push({ expected: expected[--i], heard: heard[--j], cost: step })
    } else if (i > 0 && here === cost[(i - 1) * cols + j] + 1) {
      aligned.push({ expected: expected[--i], cost: 1 })
    } else {
      aligned.push({ heard: heard[--j], cost: 1 })
    }
  }
  return aligned.reverse()
}

/** 0–100: how closely a spoken answer matches the expected text, word by word. */
export function scoreTranscript(expected: string, transcript: string): number {
  const target = typeof expected === 'string' ? spokenWords(expected) : []
  const heard = typeof transcript === 'string' ? spokenWords(transcript) : []
  if (target.length === 0) return heard.length === 0 ? 100 : 0
  const overflow = Math.max(0, target.length - MAX_WORDS) + Math.max(0, heard.length - MAX_WORDS)
  const cost = alignWords(expected, transcript).reduce((sum, w) => sum + w.cost, 0) + overflow
  const score = 100 * Math.max(0, 1 - cost / target.length)
  return Math.round(score * 10) / 10
}

/** The highest band the score reaches; bands with broken numbers are skipped rather than trusted. */
export function bandMarks(thresholds: OralKey['thresholds'], score: number): number {
  const reached = (thresholds ?? [])
    .filter((t) => Number.isFinite(t?.min_score) && Number.isFinite(t?.marks) && t.min_score <= score)
    .sort((a, b) => b.min_score - a.min_score)
  return reached[0]?.marks ?? 0
}

/**
 * No transcript at all (null: no speech provider) is not a blank answer: the recording exists and a
 * teacher must listen. An empty transcript means the child said nothing.
 */
export function markOral(key: OralKey, transcript: string | null, maxScore: number): Marked {
  if (transcript === null) return { marks: 0, findings: [{ type: 'blank' }], needsReview: true }
  if (isBlank(transcript)) return blank()
  const marks = Math.max(0, bandMarks(key.thresholds, scoreTranscript(key.expectedText, transcript)))
  if (marks >= maxScore && maxScore > 0) return { marks, findings: [{ type: 'correct' }] }
  return {
    marks,
    findings: [{ type: 'wrong_text', given: shortQuote(transcript, 200), expected: key.expectedText }],
  }
}
