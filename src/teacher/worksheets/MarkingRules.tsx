import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { Checkbox } from '../../ui/Checkbox'
import { TextareaField } from '../../ui/Field'
import { SelectField } from '../SelectField'
import { NumberRules } from './NumberRules'
import type { AnswerKind, RulesErrors, RulesState } from './rules-state'

export type RulesProps = {
  value: RulesState
  errors: RulesErrors
  onChange: (next: RulesState) => void
}

/** "Marking rules": what the question asks of the answer beyond its value, folded away until wanted. */
export function MarkingRules({
  kind,
  typeId,
  answerIsRatio,
  open,
  ...props
}: RulesProps & { kind: AnswerKind; typeId: number; answerIsRatio: boolean; open?: boolean }) {
  const { value, errors, onChange } = props
  const set = <K extends keyof RulesState>(key: K, v: RulesState[K]) => onChange({ ...value, [key]: v })
  // Opened to show a problem, it stays open while the teacher fixes it; only the teacher folds it away.
  const [unfolded, setUnfolded] = useState(false)
  useEffect(() => {
    if (open) setUnfolded(true)
  }, [open])
  if (kind === 'none') return null
  return (
    <details
      open={unfolded}
      onToggle={(e) => setUnfolded(e.currentTarget.open)}
      className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', p: '3' })}
    >
      <summary className={css({ cursor: 'pointer', fontWeight: '650' })}>Marking rules</summary>
      <div className={css({ display: 'grid', gap: '3', mt: '3' })}>
        {kind === 'choice' ? (
          <Checkbox
            label="Number the options (1), (2), (3)… as PSLE papers do"
            checked={value.numberedOptions}
            error={errors.numberedOptions}
            onChange={(e) => set('numberedOptions', e.target.checked)}
          />
        ) : null}
        {typeId === 3 && answerIsRatio ? (
          <Checkbox
            label="Mark the answer as a ratio (a fraction such as 2/3 is not accepted)"
            checked={value.ratio}
            onChange={(e) => set('ratio', e.target.checked)}
          />
        ) : null}
        {kind === 'ratio' ? (
          <>
            <Checkbox
              label="Accept an equal ratio in other terms (4 : 6 for 2 : 3)"
              checked={value.equalRatios}
              error={errors.equalRatios}
              onChange={(e) => set('equalRatios', e.target.checked)}
            />
            <Checkbox
              label="The ratio must be in its simplest form (otherwise half the marks)"
              checked={value.simplest}
              error={errors.simplest}
              onChange={(e) => set('simplest', e.target.checked)}
            />
          </>
        ) : null}
        {kind === 'number' ? <NumberRules {...props} /> : null}
        {kind === 'text' ? <TextRules {...props} /> : null}
        {kind === 'text' || kind === 'open' ? <SynonymsField {...props} /> : null}
      </div>
    </details>
  )
}

function TextRules({ value, errors, onChange }: RulesProps) {
  return (
    <>
      <TextareaField
        label="Other answers that earn the marks (optional)"
        hint="One a line, e.g. “pollinating” beside “pollination”."
        rows={3}
        value={value.alternatives}
        error={errors.alternatives}
        onChange={(e) => onChange({ ...value, alternatives: e.target.value })}
      />
      <SelectField
        label="Spelling"
        placeholder="As the subject marks it (strict in English)"
        value={value.spelling}
        error={errors.spelling}
        options={[
          { value: 'strict', label: 'Strict: spelling, tense or word form is the point' },
          { value: 'forgiving', label: 'Forgive a small slip in a long word' },
        ]}
        onChange={(e) => onChange({ ...value, spelling: e.target.value as RulesState['spelling'] })}
      />
    </>
  )
}

function SynonymsField({ value, errors, onChange }: RulesProps) {
  return (
    <TextareaField
      label="Words that count as the same (optional)"
      hint="One group a line, separated by commas, e.g. “evaporate, dry up, turn into water vapour”."
      rows={3}
      value={value.synonyms}
      error={errors.synonyms}
      onChange={(e) => onChange({ ...value, synonyms: e.target.value })}
    />
  )
}
