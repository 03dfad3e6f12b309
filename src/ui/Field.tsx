import { Field as ArkField } from '@ark-ui/react/field'
import { CircleAlert } from 'lucide-react'
import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react'
import { field } from '../../styled-system/recipes'

// Fields are required unless marked; optional ones say "(optional)" in their label instead of starring the rest.
type Common = { label: ReactNode; error?: string | null; hint?: ReactNode; required?: boolean }

export function useFieldIds(hint: ReactNode, error?: string | null) {
  const id = useId()
  const ids = {
    control: `${id}-control`,
    label: `${id}-label`,
    errorText: `${id}-error`,
    helperText: `${id}-hint`,
  }
  // aria-describedby (not only aria-errormessage) so every screen reader reads the error with the field.
  const describedBy =
    [error ? ids.errorText : null, hint ? ids.helperText : null].filter(Boolean).join(' ') || undefined
  return { ids, describedBy }
}

export function FieldFrame({
  label,
  error,
  hint,
  required,
  ids,
  children,
}: Common & { ids: object; children: ReactNode }) {
  const classes = field()
  return (
    <ArkField.Root ids={ids} invalid={Boolean(error)} required={required} className={classes.root}>
      <ArkField.Label className={classes.label}>{label}</ArkField.Label>
      {children}
      {hint ? <ArkField.HelperText className={classes.helperText}>{hint}</ArkField.HelperText> : null}
      <ArkField.ErrorText className={classes.errorText}>
        <CircleAlert aria-hidden="true" />
        <span>{error}</span>
      </ArkField.ErrorText>
    </ArkField.Root>
  )
}

type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { ref?: Ref<HTMLInputElement> }

export function TextField({ label, error, hint, required, ...input }: TextFieldProps) {
  const { ids, describedBy } = useFieldIds(hint, error)
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} ids={ids}>
      <ArkField.Input className={field().input} aria-describedby={describedBy} {...input} />
    </FieldFrame>
  )
}

type TextareaFieldProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & { ref?: Ref<HTMLTextAreaElement> }

/** Spec §9: text areas default to 6 rows. */
export function TextareaField({ label, error, hint, required, rows = 6, ...textarea }: TextareaFieldProps) {
  const { ids, describedBy } = useFieldIds(hint, error)
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} ids={ids}>
      <ArkField.Textarea
        className={field().textarea}
        rows={rows}
        aria-describedby={describedBy}
        {...textarea}
      />
    </FieldFrame>
  )
}
