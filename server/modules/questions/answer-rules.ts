import type { AnswerRules } from '../../../contracts/question-schemas'
import { markOffline } from '../../ai/offline'
import { readRatios } from '../../ai/offline/ratio'
import { canonicalUnit } from '../../ai/offline/units'
import type { AnswerKey, MarkableQuestion, NumericKey, QuestionTypeId } from '../../ai/types'
import { fieldError } from './lookups'

/** Units that convert into one another, each with its size in the group's base unit. */
const UNIT_GROUPS: Record<string, number>[] = [
  { mm: 0.001, cm: 0.01, m: 1, km: 1000 },
  { ml: 0.001, 'cm³': 0.001, l: 1, 'm³': 1000 },
  { g: 0.001, kg: 1 },
  { '¢': 0.01, $: 1 },
  { s: 1, min: 60, h: 3600 },
  { 'mm²': 1e-6, 'cm²': 1e-4, 'm²': 1, 'km²': 1e6 },
]

/** How many of `to` one `from` makes (ml → l: 0.001), or null when they measure different things. */
export function unitFactor(from: string, to: string): number | null {
  const [a, b] = [canonicalUnit(from), canonicalUnit(to)]
  const group = UNIT_GROUPS.find((g) => a in g && b in g)
  return group ? group[a] / group[b] : null
}

const RATIO_ANSWER = /^\s*\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+\s*$/

/** An author's answer that is a ratio ("2 : 3", "4:6:10"), as its terms. */
export function ratioTermsOf(answer: string | null): number[] | null {
  if (!answer || !RATIO_ANSWER.test(answer)) return null
  return readRatios(answer)[0]?.terms ?? null
}

/** A ratio answer as a numeric key: an equal ratio in other terms earns nothing unless the author allows it. */
export function ratioKey(terms: number[], rules: AnswerRules = {}): NumericKey {
  return {
    kind: 'numeric',
    value: terms[0] / terms[1],
    ratio: {
      terms,
      acceptEquivalent: rules.ratio?.accept_equivalent ?? false,
      requireSimplest: rules.require_simplest ?? false,
    },
  }
}

const KIND_NAME: Record<AnswerKey['kind'], string> = {
  choice: 'a multiple-choice question',
  numeric: 'a number',
  text: 'a short text answer',
  open: 'an open-ended answer',
  oral: 'an oral answer',
}

/** The rules that are set to something other than their default, by the kinds of key they apply to. */
function setRules(rules: AnswerRules) {
  const set: [keyof AnswerRules, AnswerKey['kind'][], string][] = []
  const add = (on: boolean, name: keyof AnswerRules, kinds: AnswerKey['kind'][], label: string) => {
    if (on) set.push([name, kinds, label])
  }
  add(!!rules.forms?.length, 'forms', ['numeric'], 'Accepted forms')
  add(!!rules.require_simplest, 'require_simplest', ['numeric'], 'Simplest form')
  add(rules.decimal_places != null, 'decimal_places', ['numeric'], 'Decimal places')
  add(rules.significant_figures != null, 'significant_figures', ['numeric'], 'Significant figures')
  add(!!rules.tolerance, 'tolerance', ['numeric'], 'A tolerance')
  add(!!rules.unit_required, 'unit_required', ['numeric'], '"Unit required"')
  add(!!rules.accepted_units?.length, 'accepted_units', ['numeric'], 'Accepted units')
  add(rules.ratio != null, 'ratio', ['numeric'], 'A ratio')
  add(rules.strict_spelling != null, 'strict_spelling', ['text'], 'Strict spelling')
  add(!!rules.alternatives?.length, 'alternatives', ['text'], 'Other accepted answers')
  add(!!rules.synonyms?.length, 'synonyms', ['text', 'open'], 'Words that count as the same')
  add(rules.option_labels === 'numbers', 'option_labels', ['choice'], 'Numbered options')
  return set
}

/** Stored rules kept through an edit: those that still fit the kind of answer, the rest dropped. */
export function applicableRules(rules: AnswerRules | null | undefined, key: AnswerKey): AnswerRules | null {
  if (!rules) return null
  const out: Record<string, unknown> = { ...rules }
  for (const [name, kinds] of setRules(rules)) if (!kinds.includes(key.kind)) delete out[name]
  if (key.kind === 'numeric' && !key.ratio) delete out.ratio
  return out as AnswerRules
}

/**
 * The key with the author's rules on it. A rule that does not fit the kind of answer, or that the author's own
 * answer would break ("8" with 2 decimal places), is a 400 naming the field and what to change.
 */
export function applyAnswerRules(
  key: AnswerKey,
  rules: AnswerRules | null | undefined,
  a: { path: string; answer: string | null; questionTypeId: number; maxScore: number },
): AnswerKey {
  if (!rules) return key
  const at = (field: string) => `${a.path}.answer_rules.${field}`
  for (const [name, kinds, label] of setRules(rules)) {
    if (!kinds.includes(key.kind)) {
      throw fieldError(
        at(name),
        `${label} cannot apply here: the answer is ${KIND_NAME[key.kind]}. Remove the rule or change the answer.`,
      )
    }
  }
  switch (key.kind) {
    case 'choice':
      return rules.option_labels ? { ...key, labels: rules.option_labels } : key
    case 'text':
      return {
        ...key,
        accepted: [...new Set([...key.accepted, ...(rules.alternatives ?? [])])],
        ...(rules.synonyms?.length ? { synonyms: rules.synonyms } : {}),
        ...(rules.strict_spelling != null ? { spellingTolerance: rules.strict_spelling ? 0 : 1 } : {}),
      }
    case 'open':
      return rules.synonyms?.length ? { ...key, synonyms: rules.synonyms } : key
    case 'numeric':
      return checked(numericWithRules(key, rules, at), a, at)
    default:
      return key
  }
}

function numericWithRules(key: NumericKey, rules: AnswerRules, at: (f: string) => string): NumericKey {
  if (key.ratio) {
    for (const field of [
      'decimal_places',
      'significant_figures',
      'unit_required',
      'accepted_units',
      'forms',
    ] as const) {
      if (setRules(rules).some(([name]) => name === field))
        throw fieldError(at(field), 'A ratio answer has no unit, form or decimal places: remove this rule.')
    }
    return {
      ...key,
      ratio: {
        ...key.ratio,
        acceptEquivalent: rules.ratio?.accept_equivalent ?? key.ratio.acceptEquivalent ?? false,
        requireSimplest: rules.require_simplest ?? key.ratio.requireSimplest ?? false,
      },
    }
  }
  if (rules.ratio) {
    throw fieldError(at('ratio'), 'To mark a ratio, write the answer as one, e.g. 2 : 3.')
  }
  if (rules.decimal_places != null && rules.significant_figures != null) {
    throw fieldError(at('significant_figures'), 'Ask for decimal places or significant figures, not both.')
  }
  const out: NumericKey = { ...key }
  if (rules.forms?.length) out.forms = [...new Set(rules.forms)]
  if (rules.require_simplest != null) out.requireSimplest = rules.require_simplest
  if (rules.decimal_places != null) out.decimalPlaces = rules.decimal_places
  if (rules.significant_figures != null) out.significantFigures = rules.significant_figures
  if (rules.tolerance) out.tolerance = rules.tolerance
  if (rules.unit_required) {
    if (!key.unit)
      throw fieldError(at('unit_required'), 'Write the answer with its unit (e.g. 12 cm) to require a unit.')
    out.unitRequired = true
  }
  if (rules.accepted_units?.length) {
    if (!key.unit) {
      throw fieldError(
        at('accepted_units'),
        'Write the answer with its unit (e.g. 2.25 ℓ) so the other units can be converted to it.',
      )
    }
    const factors: Record<string, number> = {}
    for (const [i, written] of rules.accepted_units.entries()) {
      const unit = canonicalUnit(written)
      if (unit === key.unit) continue
      const factor = unitFactor(unit, key.unit)
      if (factor === null) {
        throw fieldError(
          `${at('accepted_units')}.${i}`,
          `"${written}" cannot be converted to ${key.unit}: accepted units must measure the same thing (ℓ/ml, m/cm, kg/g, $/¢, h/min/s).`,
        )
      }
      factors[unit] = factor
    }
    if (Object.keys(factors).length) out.convertibleUnits = factors
  }
  return out
}

/** The author's own answer must earn full marks under the rules they set. */
function checked(
  key: NumericKey,
  a: { answer: string | null; questionTypeId: number; maxScore: number },
  at: (f: string) => string,
): NumericKey {
  if (!a.answer) return key
  const question: MarkableQuestion = {
    id: 0,
    questionTypeId: a.questionTypeId as QuestionTypeId,
    text: '',
    maxScore: Math.max(1, a.maxScore),
    key,
    solution: '',
    markingScheme: '',
  }
  if (markOffline(question, { value: a.answer }).isFullMarks) return key
  const field =
    key.decimalPlaces != null
      ? 'decimal_places'
      : key.significantFigures != null
        ? 'significant_figures'
        : key.forms
          ? 'forms'
          : 'require_simplest'
  const how =
    key.decimalPlaces != null
      ? ` Write it with exactly ${key.decimalPlaces} decimal place${key.decimalPlaces === 1 ? '' : 's'}, e.g. ${(key.ratio ? 0 : key.value).toFixed(key.decimalPlaces)}.`
      : key.significantFigures != null
        ? ` Write it with exactly ${key.significantFigures} significant figures.`
        : ''
  throw fieldError(
    at(field),
    `With these rules your own answer "${a.answer}" would not earn full marks.${how} Change the answer or the rule.`,
  )
}

/** What staff read of a key's rules: only the rules set to something other than their default. */
export function rulesOfKey(key: AnswerKey | null | undefined): AnswerRules | null {
  if (!key) return null
  const r: AnswerRules = {}
  switch (key.kind) {
    case 'choice':
      if (key.labels) r.option_labels = key.labels
      break
    case 'text':
      if (key.accepted.length > 1) r.alternatives = key.accepted.slice(1)
      if (key.spellingTolerance !== undefined) r.strict_spelling = key.spellingTolerance === 0
      if (key.synonyms?.length) r.synonyms = key.synonyms
      break
    case 'open':
      if (key.synonyms?.length) r.synonyms = key.synonyms
      break
    case 'numeric':
      if (key.ratio) {
        r.ratio = { accept_equivalent: key.ratio.acceptEquivalent ?? true }
        if (key.ratio.requireSimplest) r.require_simplest = true
        break
      }
      if (key.forms?.length) r.forms = key.forms
      if (key.requireSimplest) r.require_simplest = true
      if (key.decimalPlaces != null) r.decimal_places = key.decimalPlaces
      if (key.significantFigures != null) r.significant_figures = key.significantFigures
      if (key.tolerance) r.tolerance = key.tolerance
      if (key.unitRequired) r.unit_required = true
      if (key.convertibleUnits && Object.keys(key.convertibleUnits).length)
        r.accepted_units = Object.keys(key.convertibleUnits)
      break
  }
  return Object.keys(r).length ? r : null
}
