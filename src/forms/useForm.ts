import { type ChangeEvent, useCallback, useRef, useState } from 'react'
import type { FieldErrors } from './validate'
import { focusFirstInvalid } from './validate'

type Values = Record<string, string | boolean>

/** Controlled values and per-field errors; editing a field clears its error. */
export function useForm<T extends Values>(initial: T) {
  const [values, setValues] = useState<T>(initial)
  const [errors, setErrorsState] = useState<FieldErrors>({})
  const formRef = useRef<HTMLFormElement>(null)

  const field = useCallback(
    <K extends keyof T & string>(name: K) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const { value } = event.target
        setValues((current) => ({ ...current, [name]: value }))
        setErrorsState((current) => (current[name] ? { ...current, [name]: undefined } : current))
      },
    }),
    [values, errors],
  )

  const checkbox = useCallback(
    <K extends keyof T & string>(name: K) => ({
      name,
      checked: values[name] === true,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { checked } = event.target
        setValues((current) => ({ ...current, [name]: checked }))
        setErrorsState((current) => (current[name] ? { ...current, [name]: undefined } : current))
      },
    }),
    [values, errors],
  )

  const setErrors = useCallback((next: FieldErrors) => {
    setErrorsState(next)
    // After React paints aria-invalid.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current))
  }, [])

  return { values, setValues, errors, setErrors, field, checkbox, formRef }
}
