import { TextareaField, TextField } from '../../ui/Field'
import type { QuestionKind } from '../kinds'

type Props = {
  kind: Extract<QuestionKind, 'number' | 'text' | 'open'>
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  /** Enter in a one-line answer: go on to the next question (issue 14 item 9). */
  onEnter?: () => void
}

const HINTS = {
  number: 'Write a whole number, a decimal or a fraction like 3/4. Add units if the question has them.',
  text: 'A word or a short phrase is enough.',
  open: 'Write your answer in full sentences.',
} as const

/** Number, short-text and open-ended answers. Numbers are text with a decimal keypad, so 3/4 and 1 1/2 work. */
export function TypedInput({ kind, label, value, onChange, disabled, onEnter }: Props) {
  if (kind === 'open') {
    return (
      <TextareaField
        label={label}
        hint={HINTS.open}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        rows={6}
      />
    )
  }
  return (
    <TextField
      label={label}
      hint={HINTS[kind]}
      type="text"
      inputMode={kind === 'number' ? 'decimal' : 'text'}
      autoComplete="off"
      spellCheck={kind === 'text'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        // Not while an input method is composing a character (Chinese answers are typed that way).
        if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || !onEnter) return
        e.preventDefault()
        onEnter()
      }}
      disabled={disabled}
    />
  )
}
