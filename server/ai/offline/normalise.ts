const APOSTROPHES = /[\u2018\u2019\u02bc\u0060\u00b4]/g
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan't\b/gi, 'can not'],
  [/\bcannot\b/gi, 'can not'],
  [/\bwon't\b/gi, 'will not'],
  [/\bshan't\b/gi, 'shall not'],
  [/n't\b/gi, ' not'],
  [/'re\b/gi, ' are'],
  [/'ve\b/gi, ' have'],
  [/'ll\b/gi, ' will'],
  [/'m\b/gi, ' am'],
  [/'d\b/gi, ' would'],
  [/\blet's\b/gi, 'let us'],
  [/\b(it|he|she|that|there|what|here|who|where|how)'s\b/gi, '$1 is'],
]

const ARTICLES = new Set(['a', 'an', 'the'])

/** Full-width letters and digits fold to plain ones, so an answer typed on a Chinese keyboard reads the same. */
export function fold(text: string): string {
  return text.normalize('NFKC').replace(APOSTROPHES, "'")
}

export function expandContractions(text: string): string {
  return CONTRACTIONS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)
}

/**
 * The words of an answer: case folded (unless kept), contractions expanded, punctuation dropped. A point
 * between digits stays, so "2.5" is still one word.
 */
export function words(text: string, keepCase = false): string[] {
  const folded = fold(text)
  const cased = keepCase ? folded : folded.toLowerCase()
  return expandContractions(cased)
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{M}\p{N}.\s]|(?<!\p{N})\.|\.(?!\p{N})/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
}

export function dropLeadingArticle(tokens: string[]): string[] {
  return tokens.length > 1 && ARTICLES.has(tokens[0].toLowerCase()) ? tokens.slice(1) : tokens
}

export function hasCjk(text: string): boolean {
  return CJK.test(text)
}

/** Chinese is compared character by character: spaces and punctuation (full-width too) carry no meaning. */
export function compactCjk(text: string): string {
  return fold(text)
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '')
}

/** A safe string from whatever arrived as an answer: JSON may bring numbers, and garbage must not throw. */
export function answerText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value)
  return null
}

export function isBlank(text: string | null): boolean {
  return text === null || text.trim() === ''
}
