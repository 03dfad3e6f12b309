import type { AnswerRules } from '../../../contracts/question-schemas'

/** The written forms of a number the dialog offers; an integer counts as a decimal. */
export const FORMS = ['decimal', 'fraction', 'mixed', 'percent'] as const
export type Form = NonNullable<AnswerRules['forms']>[number]

/** What the dialog edits of one question's (or part's) answer rules (issue 13). */
export type RulesState = {
  numberedOptions: boolean
  simplest: boolean
  /** The forms that earn full marks; all four offered means any form. */
  forms: Form[]
  /** '' for any precision, 'dp:2' for exactly 2 decimal places, 'sf:3' for 3 significant figures. */
  precision: string
  /** The largest accepted difference from the answer, as typed ('' for exact). */
  tolerance: string
  unitRequired: boolean
  /** Other units the answer may be given in, comma-separated ("ml, l"). */
  otherUnits: string
  /** '' lets the subject decide (strict for English); 'strict' or 'forgiving' is the author's word. */
  spelling: '' | 'strict' | 'forgiving'
  /** Other answers that earn the marks, one a line. */
  alternatives: string
  /** Words that count as the same: one group a line, the words separated by commas. */
  synonyms: string
  ratio: boolean
  equalRatios: boolean
}
export type RulesErrors = Partial<Record<keyof RulesState, string>>

/** How a question's answer is marked, which decides the rules that fit it (the server refuses the rest). */
export type AnswerKind = 'choice' | 'number' | 'ratio' | 'text' | 'open' | 'none'

const RATIO = /^\s*\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+\s*$/
/** Whether the author's answer is a ratio ("2 : 3"). */
export const isRatioAnswer = (answer: string) => RATIO.test(answer)

// A short answer that is only a number, with at most a common unit, is marked as a number (as the server keys it).
const PLAIN_NUMBER =
  /^\s*\$?\s*-?\d[\d,]*(?:\.\d+)?(?:\s+\d+\s*\/\s*\d+|\s*\/\s*\d+)?\s*(?:%|¢|mm|cm|m|km|ml|l|ℓ|g|kg|h|min|s|cm²|m²|cm³)?\s*$/i

export function answerKind(typeId: number, answer: string, s: Pick<RulesState, 'ratio'>): AnswerKind {
  switch (typeId) {
    case 1:
      return 'choice'
    case 2:
      return isRatioAnswer(answer) ? 'ratio' : 'number'
    case 3:
      if (isRatioAnswer(answer)) return s.ratio ? 'ratio' : 'text'
      return PLAIN_NUMBER.test(answer) ? 'number' : 'text'
    case 4:
      return 'open'
    default:
      return 'none'
  }
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
const commaList = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)

export function rulesState(rules: AnswerRules | null | undefined): RulesState {
  const r = rules ?? {}
  const precision =
    r.decimal_places != null
      ? `dp:${r.decimal_places}`
      : r.significant_figures != null
        ? `sf:${r.significant_figures}`
        : ''
  return {
    numberedOptions: r.option_labels === 'numbers',
    simplest: !!r.require_simplest,
    forms: r.forms?.length ? r.forms : [...FORMS],
    precision,
    tolerance: r.tolerance ? String(r.tolerance) : '',
    unitRequired: !!r.unit_required,
    otherUnits: (r.accepted_units ?? []).join(', '),
    spelling: r.strict_spelling == null ? '' : r.strict_spelling ? 'strict' : 'forgiving',
    alternatives: (r.alternatives ?? []).join('\n'),
    synonyms: (r.synonyms ?? []).map((group) => group.join(', ')).join('\n'),
    ratio: !!r.ratio,
    equalRatios: !!r.ratio?.accept_equivalent,
  }
}

/** What is wrong with the rules as typed, by field, in words a teacher can act on; empty when nothing is. */
export function rulesProblems(kind: AnswerKind, s: RulesState): RulesErrors {
  const errors: RulesErrors = {}
  if (kind === 'number') {
    if (!FORMS.some((f) => s.forms.includes(f)))
      errors.forms = 'Tick at least one way the answer may be written.'
    const tolerance = s.tolerance.trim()
    if (tolerance && !/^\d*\.?\d+$/.test(tolerance))
      errors.tolerance = 'Write the tolerance as a number of 0 or more, e.g. 0.5, or leave it empty.'
    else if (Number(tolerance) > 1_000_000) errors.tolerance = 'A tolerance can be at most 1000000.'
    const units = commaList(s.otherUnits)
    if (units.length > 10) errors.otherUnits = 'List at most 10 other units.'
    const long = units.find((u) => u.length > 20)
    if (long)
      errors.otherUnits = `“${long.slice(0, 24)}…” is too long for a unit: write its short form, e.g. ml.`
  }
  if (kind === 'text') {
    const answers = lines(s.alternatives)
    if (answers.length > 20) errors.alternatives = 'List at most 20 other answers, one a line.'
    if (answers.some((a) => a.length > 200)) errors.alternatives = 'Keep each answer under 200 characters.'
  }
  if (kind === 'text' || kind === 'open') {
    const groups = lines(s.synonyms)
    const single = groups.findIndex((g) => commaList(g).length < 2)
    if (groups.length > 50) errors.synonyms = 'List at most 50 groups of words, one a line.'
    else if (single >= 0)
      errors.synonyms = `Line ${single + 1} has only one word: write two or more words that count as the same, separated by commas.`
    else if (groups.some((g) => commaList(g).length > 20))
      errors.synonyms = 'Put at most 20 words on a line; start another line for another group.'
    else if (groups.some((g) => commaList(g).some((w) => w.length > 200)))
      errors.synonyms = 'Keep each word or phrase under 200 characters.'
  }
  return errors
}

/**
 * The rules to send for a question or part of this kind: only the ones that fit it (the server refuses the rest),
 * null for a kind that has none.
 */
export function rulesToSave(kind: AnswerKind, s: RulesState): AnswerRules | null {
  switch (kind) {
    case 'choice':
      return { option_labels: s.numberedOptions ? 'numbers' : 'letters' }
    case 'ratio':
      return { ratio: { accept_equivalent: s.equalRatios }, require_simplest: s.simplest }
    case 'number': {
      const [how, n] = s.precision.split(':')
      const units = commaList(s.otherUnits)
      const anyForm = FORMS.every((f) => s.forms.includes(f))
      return {
        ...(anyForm ? {} : { forms: s.forms }),
        require_simplest: s.simplest,
        decimal_places: how === 'dp' ? Number(n) : null,
        significant_figures: how === 'sf' ? Number(n) : null,
        tolerance: s.tolerance.trim() ? Number(s.tolerance) : null,
        unit_required: s.unitRequired,
        ...(units.length ? { accepted_units: units } : {}),
      }
    }
    case 'text': {
      const alternatives = lines(s.alternatives)
      const synonyms = lines(s.synonyms).map(commaList)
      return {
        ...(alternatives.length ? { alternatives } : {}),
        ...(synonyms.length ? { synonyms } : {}),
        strict_spelling: s.spelling === '' ? null : s.spelling === 'strict',
      }
    }
    case 'open': {
      const synonyms = lines(s.synonyms).map(commaList)
      return synonyms.length ? { synonyms } : {}
    }
    default:
      return null
  }
}

const FIELD_OF: Record<string, keyof RulesState> = {
  forms: 'forms',
  require_simplest: 'simplest',
  decimal_places: 'precision',
  significant_figures: 'precision',
  tolerance: 'tolerance',
  unit_required: 'unitRequired',
  accepted_units: 'otherUnits',
  alternatives: 'alternatives',
  synonyms: 'synonyms',
  strict_spelling: 'spelling',
  ratio: 'equalRatios',
  option_labels: 'numberedOptions',
}

/** The server's refusals of rules at `at` ('question', 'question.sub_questions.1'), by the dialog's fields. */
export function rulesErrorsFrom(issues: { path: string; message: string }[], at: string): RulesErrors {
  const errors: RulesErrors = {}
  const prefix = `${at}.answer_rules.`
  for (const issue of issues) {
    if (!issue.path.startsWith(prefix)) continue
    const field = FIELD_OF[issue.path.slice(prefix.length).split('.')[0]]
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

export const hasErrors = (errors: RulesErrors) => Object.values(errors).some(Boolean)
