import { CircleAlert } from 'lucide-react'
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { checkbox, field } from '../../styled-system/recipes'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode
  error?: string | null
  ref?: Ref<HTMLInputElement>
}

export function Checkbox({ label, error, id, ...input }: Props) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  const classes = checkbox()
  return (
    <div className={classes.root}>
      <div className={classes.row}>
        <input
          id={inputId}
          type="checkbox"
          className={classes.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId} className={classes.label}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={field().errorText} aria-live="polite">
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  )
}
