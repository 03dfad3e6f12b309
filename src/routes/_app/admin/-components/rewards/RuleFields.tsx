import type { Subject } from '../../../../../api/admin-rewards'
import { SelectField } from '../../../../../teacher/SelectField'
import { TextField } from '../../../../../ui/Field'
import { RULE_KINDS, type RuleDraft, type RuleKind } from './rule'

type Props = {
  value: RuleDraft
  subjects: Subject[]
  error?: string
  onChange: (rule: RuleDraft) => void
}

/** What earns it: one of the rule kinds of ADR 0060, its number, and a subject where the kind takes one. */
export function RuleFields({ value, subjects, error, onChange }: Props) {
  const meta = RULE_KINDS[value.kind]
  return (
    <>
      <SelectField
        label="What earns it"
        value={value.kind}
        placeholder="Choose what earns it"
        options={Object.entries(RULE_KINDS).map(([kind, k]) => ({ value: kind, label: k.label }))}
        hint="Rules count care (worksheets, full marks, days practised), never speed."
        onChange={(event) => onChange({ ...value, kind: (event.target.value || 'worksheets') as RuleKind })}
      />
      <TextField
        label={meta.amount}
        type="number"
        inputMode="numeric"
        min={meta.min}
        max={meta.field === 'level' ? 100 : 1000}
        value={value.amount}
        error={error}
        onChange={(event) => onChange({ ...value, amount: event.target.value })}
      />
      {meta.subject ? (
        <SelectField
          label="Which subject counts (optional)"
          value={value.subjectId}
          placeholder="Any subject"
          options={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(event) => onChange({ ...value, subjectId: event.target.value })}
        />
      ) : null}
    </>
  )
}
