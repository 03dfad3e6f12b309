import type { AnswerRules } from '../../../contracts/question-schemas'
import { css } from '../../../styled-system/css'
import { Checkbox } from '../../ui/Checkbox'
import { TextField } from '../../ui/Field'
import { SelectField } from '../SelectField'

/** What the dialog edits of a question's answer rules (issue 13); the rest of the stored rules stay as they are. */
export type RulesState = {
  numberedOptions: boolean
  simplest: boolean
  /** '' for any number of decimal places, else '0'–'6'. */
  decimalPlaces: string
  unitRequired: boolean
  /** Other units the answer may be given in, comma-separated ("ml, l"). */
  otherUnits: string
  /** '' lets the subject decide (strict for English); 'strict' or 'forgiving' is the author's word. */
  spelling: '' | 'strict' | 'forgiving'
  ratio: boolean
  equalRatios: boolean
}

const RATIO = /^\s*\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+\s*$/
/** Whether the author's answer is a ratio ("2 : 3"). */
export const isRatioAnswer = (answer: string) => RATIO.test(answer)

export function rulesState(rules: AnswerRules | null | undefined): RulesState {
  const r = rules ?? {}
  return {
    numberedOptions: r.option_labels === 'numbers',
    simplest: !!r.require_simplest,
    decimalPlaces: r.decimal_places == null ? '' : String(r.decimal_places),
    unitRequired: !!r.unit_required,
    otherUnits: (r.accepted_units ?? []).join(', '),
    spelling: r.strict_spelling == null ? '' : r.strict_spelling ? 'strict' : 'forgiving',
    ratio: !!r.ratio,
    equalRatios: !!r.ratio?.accept_equivalent,
  }
}

/**
 * The rules to send for a question of this type and answer: only the ones that fit it (the server refuses the
 * rest), the stored rules the dialog does not show kept as they were.
 */
export function rulesToSave(
  typeId: number,
  answer: string,
  s: RulesState,
  stored: AnswerRules | null | undefined,
): AnswerRules {
  if (typeId === 1) return { option_labels: s.numberedOptions ? 'numbers' : 'letters' }
  const ratio = isRatioAnswer(answer) && (typeId === 2 || s.ratio)
  if (ratio) {
    return { ratio: { accept_equivalent: s.equalRatios }, require_simplest: s.simplest }
  }
  if (typeId === 2) {
    const units = s.otherUnits
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
    return {
      ...(stored?.forms ? { forms: stored.forms } : {}),
      ...(stored?.tolerance ? { tolerance: stored.tolerance } : {}),
      ...(stored?.significant_figures != null && s.decimalPlaces === ''
        ? { significant_figures: stored.significant_figures }
        : {}),
      require_simplest: s.simplest,
      decimal_places: s.decimalPlaces === '' ? null : Number(s.decimalPlaces),
      unit_required: s.unitRequired,
      ...(units.length ? { accepted_units: units } : {}),
    }
  }
  return {
    ...(stored?.synonyms ? { synonyms: stored.synonyms } : {}),
    strict_spelling: s.spelling === '' ? null : s.spelling === 'strict',
  }
}

const DECIMALS = [0, 1, 2, 3, 4, 5, 6].map((n) => ({
  value: String(n),
  label: n === 0 ? 'A whole number (0 decimal places)' : `Exactly ${n} decimal place${n === 1 ? '' : 's'}`,
}))

/** "Marking rules": what the question asks of the answer beyond its value, folded away until wanted. */
export function MarkingRules({
  typeId,
  answer,
  value,
  onChange,
}: {
  typeId: number
  answer: string
  value: RulesState
  onChange: (next: RulesState) => void
}) {
  const set = <K extends keyof RulesState>(key: K, v: RulesState[K]) => onChange({ ...value, [key]: v })
  const ratio = isRatioAnswer(answer) && (typeId === 2 || value.ratio)
  return (
    <details className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', p: '3' })}>
      <summary className={css({ cursor: 'pointer', fontWeight: '650' })}>Marking rules</summary>
      <div className={css({ display: 'grid', gap: '3', mt: '3' })}>
        {typeId === 1 ? (
          <Checkbox
            label="Number the options (1), (2), (3)… as PSLE papers do"
            checked={value.numberedOptions}
            onChange={(e) => set('numberedOptions', e.target.checked)}
          />
        ) : null}
        {typeId === 3 && isRatioAnswer(answer) ? (
          <Checkbox
            label="Mark the answer as a ratio (a fraction such as 2/3 is not accepted)"
            checked={value.ratio}
            onChange={(e) => set('ratio', e.target.checked)}
          />
        ) : null}
        {ratio ? (
          <Checkbox
            label="Accept an equal ratio in other terms (4 : 6 for 2 : 3)"
            checked={value.equalRatios}
            onChange={(e) => set('equalRatios', e.target.checked)}
          />
        ) : null}
        {typeId === 2 || ratio ? (
          <Checkbox
            label="The answer must be in its simplest form (otherwise half the marks)"
            checked={value.simplest}
            onChange={(e) => set('simplest', e.target.checked)}
          />
        ) : null}
        {typeId === 2 && !ratio ? (
          <>
            <SelectField
              label="Decimal places"
              placeholder="Any (the value is what counts)"
              value={value.decimalPlaces}
              options={DECIMALS}
              onChange={(e) => set('decimalPlaces', e.target.value)}
            />
            <Checkbox
              label="The unit is required (a bare number earns nothing)"
              checked={value.unitRequired}
              onChange={(e) => set('unitRequired', e.target.checked)}
            />
            <TextField
              label="Also accept these units"
              hint="Converted to the answer's unit, e.g. ml for an answer in ℓ; separate them with commas."
              value={value.otherUnits}
              maxLength={100}
              onChange={(e) => set('otherUnits', e.target.value)}
            />
          </>
        ) : null}
        {typeId === 3 && !ratio ? (
          <SelectField
            label="Spelling"
            placeholder="As the subject marks it (strict in English)"
            value={value.spelling}
            options={[
              { value: 'strict', label: 'Strict: spelling, tense or word form is the point' },
              { value: 'forgiving', label: 'Forgive a small slip in a long word' },
            ]}
            onChange={(e) => set('spelling', e.target.value as RulesState['spelling'])}
          />
        ) : null}
      </div>
    </details>
  )
}
