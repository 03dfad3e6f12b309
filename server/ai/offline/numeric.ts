import type { MarkingFinding, NumericKey } from '../types'
import {
  afterAnswerMarker,
  concludingStatement,
  onlyWithUnit,
  openingStatement,
  ownWords,
} from './final-answer'
import { canWrite, formatFraction, formatInForm, gcd, type NumberForm, withUnit } from './format'
import { isBlank } from './normalise'
import { prepareNumberText, readNumbers, type WrittenFraction, type WrittenNumber } from './parse-number'
import { precisionMet, requiredText } from './precision'
import { blank, type Marked, shortQuote } from './result'
import { canonicalUnit, unitAliases } from './units'

export type UnitStatus = 'same' | 'converted' | 'missing' | 'wrong' | 'ignored'

export type NumericReading =
  | { status: 'blank' }
  | { status: 'unreadable'; reason: 'no_number' | 'many_numbers' | 'too_long'; given: string }
  | {
      status: 'read'
      written: WrittenNumber
      value: number
      form: NumberForm
      unit: UnitStatus
      given: string
    }

type UnitContext = { expected?: string; factors: Map<string, number>; aliases: readonly [string, string][] }

const MAX_ANSWER_LENGTH = 2000

export function unitContext(key: NumericKey): UnitContext {
  const factors = new Map<string, number>()
  for (const [unit, factor] of Object.entries(key.convertibleUnits ?? {})) {
    if (Number.isFinite(factor) && factor > 0) factors.set(canonicalUnit(unit), factor)
  }
  const ownUnits = [key.unit ?? '', ...Object.keys(key.convertibleUnits ?? {})].filter(Boolean)
  return { expected: key.unit ? canonicalUnit(key.unit) : undefined, factors, aliases: unitAliases(ownUnits) }
}

export function inKeyUnit(
  n: WrittenNumber,
  ctx: UnitContext,
): { value: number; form: NumberForm; unit: UnitStatus } {
  if (n.unit === '%' && ctx.expected !== '%')
    return { value: n.value / 100, form: 'percent', unit: 'ignored' }
  if (!ctx.expected) return { value: n.value, form: n.form, unit: 'ignored' }
  if (!n.unit) return { value: n.value, form: n.form, unit: 'missing' }
  if (n.unit === ctx.expected || (n.unit === '°' && ctx.expected === '°C')) {
    return { value: n.value, form: n.form, unit: 'same' }
  }
  const factor = ctx.factors.get(n.unit)
  if (factor !== undefined) return { value: n.value * factor, form: n.form, unit: 'converted' }
  return { value: n.value, form: n.form, unit: 'wrong' }
}

/** "2 m 35 cm" or "1 h 30 min": every part has its own unit, and each converts to the answer's unit. */
function compound(numbers: WrittenNumber[], ctx: UnitContext): WrittenNumber | null {
  const units = new Set(numbers.map((n) => n.unit))
  if (!ctx.expected || units.size !== numbers.length || numbers.some((n) => n.value < 0)) return null
  const parts = numbers.map((n) => inKeyUnit(n, ctx))
  if (parts.some((p) => p.unit !== 'same' && p.unit !== 'converted')) return null
  const value = parts.reduce((sum, p) => sum + p.value, 0)
  const text = numbers.map((n) => n.text).join(' ')
  return { value, form: Number.isInteger(value) ? 'integer' : 'decimal', text, unit: ctx.expected }
}

function choose(numbers: WrittenNumber[], ctx: UnitContext): WrittenNumber | 'many' | null {
  const valid = numbers.filter((n) => Number.isFinite(n.value))
  if (valid.length <= 1) return valid[0] ?? null
  const sum = compound(valid, ctx)
  if (sum) return sum
  const [first] = valid
  return valid.every((n) => n.value === first.value && n.unit === first.unit) ? first : 'many'
}

/**
 * Several numbers: read on as a teacher would. The number after "the answer is", a short opening statement
 * followed by its explanation, a concluding "so …" sentence, or the only number written with the answer's
 * unit; otherwise it is unclear.
 */
function finalOfMany(
  afterEquals: string,
  numbers: WrittenNumber[],
  ctx: UnitContext,
): WrittenNumber | 'many' {
  const marker = afterAnswerMarker(afterEquals)
  const readings = [
    marker,
    marker && openingStatement(marker),
    openingStatement(afterEquals),
    concludingStatement(afterEquals),
  ]
  for (const part of readings) {
    if (!part) continue
    const within = choose(readNumbers(part, ctx.aliases), ctx)
    if (within !== null && within !== 'many') return within
  }
  return onlyWithUnit(numbers, ctx.expected) ?? 'many'
}

/** Reads the one number a child meant as the answer; working like "12 x 3 = 36" counts from its last "=". */
export function readNumericAnswer(key: NumericKey, raw: string | null): NumericReading {
  if (raw === null || isBlank(raw)) return { status: 'blank' }
  const given = shortQuote(raw)
  if (raw.length > MAX_ANSWER_LENGTH) return { status: 'unreadable', reason: 'too_long', given }
  const ctx = unitContext(key)
  const prepared = prepareNumberText(raw)
  const afterEquals = prepared.slice(prepared.lastIndexOf('=') + 1)
  const tail = readNumbers(afterEquals, ctx.aliases)
  const numbers = tail.length ? tail : readNumbers(prepared, ctx.aliases)
  const first = choose(numbers, ctx)
  const chosen = first === 'many' ? finalOfMany(afterEquals, numbers, ctx) : first
  if (chosen === null) return { status: 'unreadable', reason: 'no_number', given }
  if (chosen === 'many') return { status: 'unreadable', reason: 'many_numbers', given }
  const own = shortQuote(ownWords(raw, chosen.text))
  return { status: 'read', written: chosen, ...inKeyUnit(chosen, ctx), given: own }
}

export function isClose(value: number, expected: number, tolerance?: number): boolean {
  const allowed = tolerance !== undefined && Number.isFinite(tolerance) && tolerance >= 0 ? tolerance : 1e-9
  return Math.abs(value - expected) <= Math.max(allowed, 1e-9 * Math.abs(expected))
}

function formAccepted(forms: NumericKey['forms'], form: NumberForm): boolean {
  if (!forms?.length) return true
  return forms.includes(form) || (form === 'integer' && forms.includes('decimal'))
}

/** The key's value written the way the child wrote theirs when that form is allowed, else the first allowed. */
export function expectedText(key: NumericKey, prefer?: NumberForm): string {
  const required = requiredText(key)
  if (required) return required
  if (key.unit && canonicalUnit(key.unit) === '%') return `${formatInForm(key.value, 'decimal')}%`
  const allowed: NumberForm[] = key.forms?.length
    ? key.forms
    : ['integer', 'decimal', 'fraction', 'mixed', 'percent']
  const candidates: NumberForm[] = [
    ...(formAccepted(key.forms, 'integer') ? (['integer'] as const) : []),
    ...(prefer && formAccepted(key.forms, prefer) ? [prefer] : []),
    ...(key.requireSimplest ? (['fraction'] as const) : []),
    ...allowed,
    'decimal',
  ]
  const form = candidates.find((f) => canWrite(key.value, f)) ?? 'decimal'
  return withUnit(formatInForm(key.value, form), form === 'percent' ? undefined : key.unit)
}

function isSimplest(f: WrittenFraction, form: NumberForm): boolean {
  if (f.denominator === 1 || gcd(f.numerator, f.denominator) !== 1) return false
  return form !== 'mixed' || f.numerator < f.denominator
}

function simplestText(f: WrittenFraction, form: NumberForm): string {
  const top = f.whole * f.denominator + f.numerator
  const divisor = gcd(top, f.denominator) || 1
  return formatFraction((f.negative ? -top : top) / divisor, f.denominator / divisor, form === 'mixed')
}

export function markNumeric(key: NumericKey, raw: string | null, maxScore: number): Marked {
  const reading = readNumericAnswer(key, raw)
  if (reading.status === 'blank') return blank()
  if (reading.status === 'unreadable')
    return { marks: 0, findings: [{ type: 'unreadable', given: reading.given }] }
  const expected = expectedText(key, reading.form)
  const wrongValue: MarkingFinding = { type: 'wrong_value', given: reading.given, expected }
  if (reading.unit === 'wrong') {
    const unitFinding: MarkingFinding = {
      type: 'wrong_unit',
      given: reading.written.unit ?? '',
      expected: key.unit ?? '',
    }
    const numberRight = isClose(reading.written.value, key.value, key.tolerance)
    return { marks: 0, findings: numberRight ? [unitFinding] : [unitFinding, wrongValue] }
  }
  if (!isClose(reading.value, key.value, key.tolerance)) return { marks: 0, findings: [wrongValue] }
  if (key.unitRequired && reading.unit === 'missing') {
    return { marks: 0, findings: [{ type: 'wrong_unit', given: '', expected: key.unit ?? '' }] }
  }
  if (!precisionMet(key, reading.written)) {
    return { marks: 0, findings: [{ type: 'form_not_accepted', given: reading.given, expected }] }
  }
  if (!formAccepted(key.forms, reading.form)) {
    const inForm = expectedText(key, key.forms?.[0])
    return { marks: 0, findings: [{ type: 'form_not_accepted', given: reading.given, expected: inForm }] }
  }
  const fraction = reading.written.fraction
  if (key.requireSimplest && fraction && !isSimplest(fraction, reading.form)) {
    const simplest = withUnit(simplestText(fraction, reading.form), key.unit)
    return {
      marks: maxScore / 2,
      findings: [{ type: 'not_simplest', given: reading.given, expected: simplest }],
    }
  }
  return { marks: maxScore, findings: [{ type: 'correct' }] }
}
