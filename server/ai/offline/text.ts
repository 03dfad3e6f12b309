import type { MarkableQuestion, TextKey } from '../types'
import { aliasGroups } from './aliases'
import { allowedSlips, isNearSpelling } from './distance'
import { sameFamily } from './family'
import { compactCjk, dropLeadingArticle, hasCjk, isBlank, words } from './normalise'
import { blank, type Marked, shortQuote } from './result'
import { termInSentence } from './text-in-sentence'

type Verdict = 'exact' | 'spelling' | null

// A child often wraps the answer in a sentence; these openings carry no answer of their own.
const OPENINGS = [
  ['the', 'answer', 'is'],
  ['answer', 'is'],
  ['my', 'answer', 'is'],
  ['i', 'think', 'it', 'is'],
  ['i', 'think'],
  ['it', 'is'],
  ['they', 'are'],
  ['answer'],
  ['ans'],
]

function withoutOpening(tokens: string[]): string[] {
  const lower = tokens.map((t) => t.toLowerCase())
  const opening = OPENINGS.find((o) => o.length < lower.length && o.every((w, i) => lower[i] === w))
  return opening ? tokens.slice(opening.length) : tokens
}

/** Every way of writing a synonym becomes its group's first entry, forgiving slips in one-word synonyms. */
function applySynonyms(tokens: string[], key: TextKey): { tokens: string[]; slipped: boolean } {
  let result = tokens
  let slipped = false
  for (const group of key.synonyms ?? []) {
    const canonical = words(group[0] ?? '', key.caseSensitive)
    const members = group
      .map((member) => words(member, key.caseSensitive))
      .filter((m) => m.length > 0)
      .sort((a, b) => b.length - a.length)
    const next: string[] = []
    for (let i = 0; i < result.length; ) {
      const member = members.find((m) => m.every((w, k) => result[i + k] === w))
      const near = members.find(
        (m) => m.length === 1 && isNearSpelling(result[i], m[0], allowedSlips(m[0], key.spellingTolerance)),
      )
      const found = member ?? near
      if (found) {
        next.push(...canonical)
        slipped ||= !member
        i += found.length
      } else next.push(result[i++])
    }
    result = next
  }
  return { tokens: result, slipped }
}

/** When the spelling or the word form is what the question tests, only the word as written counts. */
const spellingMatters = (key: TextKey) => key.spellingTolerance === 0

/** One word against one expected word: the same, another form of it ("evaporates"), or a near spelling. */
function wordVerdict(word: string, target: string, key: TextKey): Verdict {
  if (word === target) return 'exact'
  if (key.caseSensitive && word.toLowerCase() === target.toLowerCase()) return null
  if (spellingMatters(key)) return null
  if (sameFamily(word.toLowerCase(), target.toLowerCase())) return 'exact'
  const slips = allowedSlips(target, key.spellingTolerance)
  return isNearSpelling(word.toLowerCase(), target.toLowerCase(), slips) ? 'spelling' : null
}

function sameWords(given: string[], expected: string[], key: TextKey): Verdict {
  if (given.join(' ') === expected.join(' ')) return 'exact'
  if (!spellingMatters(key) && given.join('') === expected.join('')) return 'spelling'
  if (given.length !== expected.length)
    return termInSentence(given, expected, (w, t) => wordVerdict(w, t, key))
  const verdicts = given.map((word, i) => wordVerdict(word, expected[i], key))
  if (verdicts.some((v) => v === null)) return null
  return verdicts.every((v) => v === 'exact') ? 'exact' : 'spelling'
}

function compareCjk(given: string, accepted: string, key: TextKey): Verdict {
  const replace = (text: string) =>
    (key.synonyms ?? []).reduce((result, group) => {
      const canonical = compactCjk(group[0] ?? '')
      const members = group.map(compactCjk).filter(Boolean)
      return members.sort((a, b) => b.length - a.length).reduce((r, m) => r.split(m).join(canonical), result)
    }, compactCjk(text))
  return replace(given) === replace(accepted) ? 'exact' : null
}

function verdictFor(given: string, accepted: string, key: TextKey): Verdict {
  if (hasCjk(given) || hasCjk(accepted)) return compareCjk(given, accepted, key)
  const target = applySynonyms(dropLeadingArticle(words(accepted, key.caseSensitive)), key)
  const tokens = words(given, key.caseSensitive)
  const readings = [tokens, withoutOpening(tokens)].map((t) => applySynonyms(dropLeadingArticle(t), key))
  const verdicts = readings.map((r) => {
    const verdict = sameWords(r.tokens, target.tokens, key)
    return verdict === 'exact' && r.slipped ? 'spelling' : verdict
  })
  return verdicts.includes('exact') ? 'exact' : verdicts.includes('spelling') ? 'spelling' : null
}

// Far longer than any short answer; a pasted essay is wrong without being compared word by word.
const MAX_ANSWER_LENGTH = 2000

/**
 * The key as the question applies it: the subject's symbols and abbreviations join the author's synonyms,
 * and an English question (spelling, tense and word form are what it tests) forgives no slips unless its
 * author says otherwise.
 */
export function textKeyFor(key: TextKey, subject?: MarkableQuestion['subject']): TextKey {
  const synonyms = aliasGroups(subject, key.synonyms)
  const english = subject === 'english' && key.spellingTolerance === undefined
  return { ...key, synonyms, ...(english ? { spellingTolerance: 0 } : {}) }
}

export function markText(key: TextKey, raw: string | null, maxScore: number): Marked {
  if (raw === null || isBlank(raw)) return blank()
  const accepted = key.accepted.filter((a) => typeof a === 'string' && a.trim() !== '')
  const expected = accepted[0] ?? ''
  const wrong: Marked = { marks: 0, findings: [{ type: 'wrong_text', given: shortQuote(raw), expected }] }
  if (raw.length > MAX_ANSWER_LENGTH) return wrong
  const verdicts = accepted.map((a) => ({ accepted: a, verdict: verdictFor(raw, a, key) }))
  const exact = verdicts.find((v) => v.verdict === 'exact')
  if (exact) return { marks: maxScore, findings: [{ type: 'correct' }] }
  const forgiven = verdicts.find((v) => v.verdict === 'spelling')
  if (!forgiven) return wrong
  return {
    marks: maxScore,
    findings: [
      { type: 'correct' },
      { type: 'spelling_forgiven', given: shortQuote(raw), expected: forgiven.accepted },
    ],
  }
}
