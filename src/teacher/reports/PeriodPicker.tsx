import { css } from '../../../styled-system/css'
import { TextField } from '../../ui/Field'
import { SelectField } from '../SelectField'
import { PERIOD_CHOICES, PERIOD_LABELS, type PeriodChoice, type PeriodSearch, periodProblem } from './period'

/** Last 7 days, last 30 days, this term, or two dates of the teacher's own. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodSearch
  onChange: (next: PeriodSearch) => void
}) {
  const choice = value.period ?? '30d'
  const problem = choice === 'custom' ? periodProblem(value) : null
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-start' })}>
      <div className={css({ minWidth: '12rem', flex: '1 1 12rem' })}>
        <SelectField
          label="Period"
          value={choice}
          placeholder="Choose a period"
          options={PERIOD_CHOICES.map((c) => ({ value: c, label: PERIOD_LABELS[c] }))}
          onChange={(event) => {
            const next = (event.target.value || '30d') as PeriodChoice
            onChange(next === 'custom' ? { ...value, period: next } : { period: next })
          }}
        />
      </div>
      {choice === 'custom' ? (
        <>
          <div className={css({ flex: '1 1 10rem' })}>
            <TextField
              label="From"
              type="date"
              value={value.start ?? ''}
              onChange={(event) => onChange({ ...value, start: event.target.value || undefined })}
            />
          </div>
          <div className={css({ flex: '1 1 10rem' })}>
            <TextField
              label="To"
              type="date"
              value={value.end ?? ''}
              error={problem}
              onChange={(event) => onChange({ ...value, end: event.target.value || undefined })}
            />
          </div>
        </>
      ) : null}
    </div>
  )
}
