import { formatDecimal } from '../format'

/** Numbers written in a question: commas group thousands, fractions stay whole ("3/4" is one number). */
export function numbersIn(text: string): number[] {
  const plain = text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2').replace(/(\d+)\s*\/\s*(\d+)/g, ' ')
  return [...plain.matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)].map((m) => Number(m[0]))
}

export type Fraction = { n: number; d: number }

export function fractionsIn(text: string): Fraction[] {
  return [...text.matchAll(/(?<![\d.])(\d+)\/(\d+)(?![\d.])/g)].map((m) => ({ n: +m[1], d: +m[2] }))
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places

/**
 * The child's number is what a mistake produces: exactly, or that result rounded as children round it
 * (to 2 or 1 decimal places, or a whole number) when it is not a whole number itself.
 */
export function same(given: number | null, produced: number): boolean {
  if (given === null || !Number.isFinite(produced)) return false
  if (Math.abs(given - produced) <= 1e-9 * Math.max(1, Math.abs(produced))) return true
  if (Number.isInteger(produced)) return false
  return [2, 1].some((p) => Math.abs(round(produced, p) - given) < 1e-9)
}

/** Like `same`, for a percentage: 0.1667, 16.67% and 16.7 all say 1/6 as a percentage. */
export function samePercent(given: number | null, produced: number): boolean {
  if (given === null) return false
  return same(given * 100, produced * 100) || same(given, produced * 100)
}

export const num = (v: number) => formatDecimal(Math.round(v * 1e6) / 1e6)
export const money = (v: number) => `$${Number.isInteger(v) ? v : v.toFixed(2)}`
export const pct = (v: number) => `${num(v * 100)}%`

/** The right answer as a number: the key's value, or the correct option read as a number. */
export function rightValue(s: { key: { kind: string; value?: number }; rightText: string }): number | null {
  if (s.key.kind === 'numeric' && typeof s.key.value === 'number') return s.key.value
  const m = /^\s*\$?(\d[\d,]*(?:\.\d+)?)(?:\s*\/\s*(\d+))?/.exec(s.rightText)
  if (!m) return null
  const top = Number(m[1].replace(/,/g, ''))
  return m[2] ? top / Number(m[2]) : top
}

export const isAbout = (s: { text: string }, pattern: RegExp) => pattern.test(s.text)

/** 74000 → "74,000", as the bank and Singapore's schools write whole numbers. */
export const commas = (v: number) => String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
