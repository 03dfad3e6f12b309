import { mathTokens } from '../../ui/maths/tokens'

/** The three boxes of a fraction answer, as typed: digits only, any of them may be empty. */
export type FractionParts = { whole: string; numerator: string; denominator: string }

export const EMPTY_FRACTION: FractionParts = { whole: '', numerator: '', denominator: '' }

/**
 * The boxes as the text the marker already reads (ADR 0015): "2 3/4", "3/4" or "2". A fraction still being
 * typed keeps its slash ("3/"), so going back to the question shows the boxes as they were left.
 */
export function writeFraction({ whole, numerator, denominator }: FractionParts): string {
  if (!numerator && !denominator) return whole
  return `${whole ? `${whole} ` : ''}${numerator}/${denominator}`
}

/** A saved answer as boxes; null when it is not written as a fraction (0.75, "3 cm"), so the boxes cannot show it. */
export function readFraction(value: string | null | undefined): FractionParts | null {
  const text = (value ?? '').trim()
  if (!text) return EMPTY_FRACTION
  if (/^\d+$/.test(text)) return { ...EMPTY_FRACTION, whole: text }
  const m = /^(?:(\d+)\s+)?(\d*)\s*\/\s*(\d*)$/.exec(text)
  return m ? { whole: m[1] ?? '', numerator: m[2], denominator: m[3] } : null
}

const FRACTION_WORDS = /\b(fractions?|mixed numbers?|simplest form|improper)\b/i

/**
 * A number question that has fractions in it or asks for one: the fraction boxes are offered beside the plain box.
 * The child's key is not sent to the browser, so this reads the question as a child would.
 */
export function isFractionQuestion(text: string): boolean {
  return FRACTION_WORDS.test(text) || mathTokens(text).some((t) => t.kind === 'fraction')
}
