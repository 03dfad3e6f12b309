import type { NumericKey, RatioRule } from '../types'
import { formatDecimal, gcd } from './format'
import { isBlank } from './normalise'
import { prepareNumberText } from './parse-number'
import { blank, type Marked, shortQuote } from './result'

const TERM = String.raw`\d+(?:\.\d+)?`
// "2 : 3", "2:3:5", "2 to 3", "2 is to 3"; the last ratio written is the answer (working comes first).
const RATIO = new RegExp(String.raw`(${TERM})((?:\s*(?::|\bis to\b|\bto\b)\s*${TERM})+)`, 'g')

export function ratioText(terms: number[]): string {
  return terms.map(formatDecimal).join(' : ')
}

/** Every ratio in the answer, as its terms. */
export function readRatios(raw: string): { terms: number[]; text: string }[] {
  const prepared = prepareNumberText(raw).replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
  return [...prepared.matchAll(RATIO)].map((m) => ({
    terms: m[0].split(/\s*(?::|\bis to\b|\bto\b)\s*/).map(Number),
    text: m[0],
  }))
}

const proportional = (a: number[], b: number[]) =>
  a.length === b.length && a.every((x, i) => Math.abs(x * b[0] - b[i] * a[0]) < 1e-9 * Math.max(1, x * b[0]))

const sameTerms = (a: number[], b: number[]) =>
  a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-9)

/** Whole terms with no common factor: 2 : 3, not 4 : 6 or 1 : 1.5. */
export function isSimplestRatio(terms: number[]): boolean {
  return terms.every(Number.isInteger) && terms.reduce((g, t) => gcd(g, t), 0) === 1
}

/**
 * A ratio answer. A fraction is not a ratio (2/3 for 2 : 3 earns nothing); an equal ratio in other terms
 * earns the marks only if the question accepts equivalents, and half when it asks for the simplest form.
 */
export function markRatio(
  key: NumericKey & { ratio: RatioRule },
  raw: string | null,
  maxScore: number,
): Marked {
  if (raw === null || isBlank(raw)) return blank()
  const expected = ratioText(key.ratio.terms)
  const ratios = readRatios(raw)
  const given = ratios.at(-1)
  if (!given) return { marks: 0, findings: [{ type: 'form_not_accepted', given: shortQuote(raw), expected }] }
  const quote = shortQuote(given.text)
  if (sameTerms(given.terms, key.ratio.terms)) return { marks: maxScore, findings: [{ type: 'correct' }] }
  const wrong: Marked = { marks: 0, findings: [{ type: 'wrong_value', given: quote, expected }] }
  if (!proportional(given.terms, key.ratio.terms) || key.ratio.acceptEquivalent === false) return wrong
  if (key.ratio.requireSimplest && !isSimplestRatio(given.terms)) {
    return { marks: maxScore / 2, findings: [{ type: 'not_simplest', given: quote, expected }] }
  }
  return { marks: maxScore, findings: [{ type: 'correct' }] }
}
