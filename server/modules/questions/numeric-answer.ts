import { prepareNumberText, readNumbers } from '../../ai/offline/parse-number'
import { canonicalUnit, unitAliases } from '../../ai/offline/units'
import type { NumericKey } from '../../ai/types'

/**
 * An author's answer read as one number with an optional unit: "3/4", "0.75", "12 cm", "$4.50", "75%". With
 * `loose`, the words after the number may name a unit of the question's own ("12 sweets"); otherwise anything
 * besides the number and a known unit means it is not a numeric answer.
 */
export function numericKeyOf(answer: string, loose: boolean): NumericKey | null {
  if (!loose && !/\d/.test(answer)) return null
  const prepared = prepareNumberText(answer).trim()
  const numbers = readNumbers(prepared, unitAliases([]))
  if (numbers.length !== 1 || !Number.isFinite(numbers[0].value)) return null
  const [n] = numbers
  const at = prepared.indexOf(n.text)
  const rest = at < 0 ? prepared : `${prepared.slice(0, at)} ${prepared.slice(at + n.text.length)}`.trim()
  let unit = n.unit
  if (rest) {
    if (!loose || unit || !/^\p{L}+(?: \p{L}+){0,2}$/u.test(rest) || at !== 0) return null
    unit = canonicalUnit(rest)
  }
  return { kind: 'numeric', value: n.value, ...(unit ? { unit } : {}) }
}
