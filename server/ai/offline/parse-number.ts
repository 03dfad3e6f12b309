import { readNumberWords } from './number-words'
import { unitAt } from './units'

export type WrittenForm = 'integer' | 'decimal' | 'fraction' | 'mixed'
export type WrittenFraction = { negative: boolean; whole: number; numerator: number; denominator: number }

/** One number as the child wrote it, with the unit written beside it (canonical), if any. */
export type WrittenNumber = {
  value: number
  form: WrittenForm
  text: string
  unit?: string
  fraction?: WrittenFraction
}

const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
}

/**
 * Vulgar fractions are spelt out before NFKC, which would turn "1½" into "11⁄2" (eleven halves). NFKC then
 * folds full-width digits and superscripts ("cm²" → "cm2"); the odd slashes and minus signs become ASCII.
 * "3 and 3/4" is how a child says a mixed number aloud, so it reads as 3 3/4.
 */
export function prepareNumberText(raw: string): string {
  return raw
    .replace(/(\d?)\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/gu, (_, digit: string, glyph: string) =>
      digit ? `${digit} ${VULGAR[glyph]}` : ` ${VULGAR[glyph]}`,
    )
    .normalize('NFKC')
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/[\u2212\u2012\u2013\ufe63]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(\d) and (\d+ ?\/ ?\d+)/g, '$1 $2')
}

// Commas group thousands (Singapore writes 1,200); "0,75" is two numbers, never a decimal. Spaces may group
// thousands too ("10 000"), as some textbooks print them.
const NUMBER = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])(?:(s\$|\$|sgd)\s*)?([-+])?\s*(?:(s\$|\$)\s*)?`,
    String.raw`(?:(\d+) (\d+)\s*/\s*(\d+)`,
    String.raw`|(\d+)\s*/\s*(\d+)`,
    String.raw`|(\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d{1,3}(?: \d{3})+(?![\d/])(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+))`,
  ].join(''),
  'gu',
)

function fromMatch(m: RegExpExecArray): WrittenNumber {
  const negative = m[2] === '-'
  const sign = negative ? -1 : 1
  const currency = m[1] || m[3] ? '$' : undefined
  const text = m[0].trim()
  if (m[4] !== undefined || m[7] !== undefined) {
    const whole = m[4] === undefined ? 0 : Number(m[4])
    const numerator = Number(m[4] === undefined ? m[7] : m[5])
    const denominator = Number(m[4] === undefined ? m[8] : m[6])
    return {
      value: denominator === 0 ? Number.NaN : sign * (whole + numerator / denominator),
      form: m[4] === undefined ? 'fraction' : 'mixed',
      text,
      unit: currency,
      fraction: { negative, whole, numerator, denominator },
    }
  }
  const digits = m[9].replace(/[, ]/g, '')
  return {
    value: sign * Number(digits),
    form: digits.includes('.') ? 'decimal' : 'integer',
    text,
    unit: currency,
  }
}

/** Every number in an answer, in order, each with the unit written after it. */
export function readNumbers(prepared: string, aliases: readonly [string, string][]): WrittenNumber[] {
  const found: WrittenNumber[] = []
  NUMBER.lastIndex = 0
  for (let m = NUMBER.exec(prepared); m !== null; m = NUMBER.exec(prepared)) {
    const number = fromMatch(m)
    const after = unitAt(prepared, m.index + m[0].length, aliases)
    if (after) {
      number.unit = number.unit && after.unit !== '$' ? number.unit : after.unit
      number.text = prepared.slice(m.index, after.end).trim()
      NUMBER.lastIndex = after.end
    }
    found.push(number)
  }
  return found.length ? found : readWords(prepared, aliases)
}

function readWords(prepared: string, aliases: readonly [string, string][]): WrittenNumber[] {
  return readNumberWords(prepared).map((n) => {
    const after = unitAt(prepared, n.end, aliases)
    const fraction = n.denominator
      ? { negative: false, whole: n.whole, numerator: n.numerator ?? 1, denominator: n.denominator }
      : undefined
    const form: WrittenForm = !fraction ? 'integer' : n.whole ? 'mixed' : 'fraction'
    return {
      value: n.value,
      form,
      text: prepared.slice(n.start, after?.end ?? n.end),
      unit: after?.unit,
      fraction,
    }
  })
}
