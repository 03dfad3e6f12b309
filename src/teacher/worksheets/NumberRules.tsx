import { css } from '../../../styled-system/css'
import { Checkbox } from '../../ui/Checkbox'
import { TextField } from '../../ui/Field'
import { SelectField } from '../SelectField'
import type { RulesProps } from './MarkingRules'
import { FORMS, type Form } from './rules-state'

const FORM_LABELS: Record<(typeof FORMS)[number], string> = {
  decimal: 'Decimal or whole number (0.75)',
  fraction: 'Fraction (3/4)',
  mixed: 'Mixed number (1 3/4)',
  percent: 'Percentage (75%)',
}

const PRECISIONS = [
  ...[0, 1, 2, 3, 4, 5, 6].map((n) => ({
    value: `dp:${n}`,
    label: n === 0 ? 'A whole number (0 decimal places)' : `Exactly ${n} decimal place${n === 1 ? '' : 's'}`,
  })),
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    value: `sf:${n}`,
    label: `Exactly ${n} significant figure${n === 1 ? '' : 's'}`,
  })),
]

/** The rules of a number: its forms, simplest form, precision, tolerance and units. */
export function NumberRules({ value, errors, onChange }: RulesProps) {
  const set = <K extends keyof typeof value>(key: K, v: (typeof value)[K]) => onChange({ ...value, [key]: v })
  const toggleForm = (form: Form, on: boolean) =>
    set('forms', on ? [...value.forms, form] : value.forms.filter((f) => f !== form))
  return (
    <>
      <fieldset className={css({ display: 'grid', gap: '1', border: 'none', p: 0, m: 0 })}>
        <legend className={css({ fontWeight: '600', mb: '1' })}>Forms that earn the marks</legend>
        {FORMS.map((form, i) => (
          <Checkbox
            key={form}
            label={FORM_LABELS[form]}
            checked={value.forms.includes(form)}
            error={i === FORMS.length - 1 ? errors.forms : undefined}
            onChange={(e) => toggleForm(form, e.target.checked)}
          />
        ))}
      </fieldset>
      <Checkbox
        label="The answer must be in its simplest form (otherwise half the marks)"
        checked={value.simplest}
        error={errors.simplest}
        onChange={(e) => set('simplest', e.target.checked)}
      />
      <SelectField
        label="Precision"
        placeholder="Any (the value is what counts)"
        hint="The answer must show exactly this: 8.00 for 2 decimal places, not 8."
        value={value.precision}
        error={errors.precision}
        options={PRECISIONS}
        onChange={(e) => set('precision', e.target.value)}
      />
      <TextField
        label="Tolerance (optional)"
        hint="Accept answers this far from the answer, in its unit, e.g. 0.5 for a reading off a scale."
        inputMode="decimal"
        maxLength={12}
        value={value.tolerance}
        error={errors.tolerance}
        onChange={(e) => set('tolerance', e.target.value)}
      />
      <Checkbox
        label="The unit is required (a bare number earns nothing)"
        checked={value.unitRequired}
        error={errors.unitRequired}
        onChange={(e) => set('unitRequired', e.target.checked)}
      />
      <TextField
        label="Also accept these units (optional)"
        hint="Converted to the answer's unit, e.g. ml for an answer in ℓ; separate them with commas."
        value={value.otherUnits}
        error={errors.otherUnits}
        maxLength={100}
        onChange={(e) => set('otherUnits', e.target.value)}
      />
    </>
  )
}
