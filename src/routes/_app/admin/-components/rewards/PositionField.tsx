import { TextField } from '../../../../../ui/Field'

/** Where a badge, sticker or theme stands in its list: lower numbers first. */
export function PositionField(props: {
  label: string
  hint: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <TextField
      label={props.label}
      type="number"
      inputMode="numeric"
      min={0}
      max={1000}
      value={props.value}
      error={props.error}
      hint={props.hint}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}
