import { Field as ArkField } from '@ark-ui/react/field'
import type { ChangeEvent, ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { field as fieldRecipe } from '../../styled-system/recipes'
import { FieldFrame, useFieldIds } from '../ui/Field'

type Props = {
  label: string
  name?: string
  value: string
  error?: string
  hint?: ReactNode
  placeholder: string
  options: { value: string; label: string }[]
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
}

/** A native select in the form's field frame, so phones show their own picker. */
export function SelectField({ label, name, value, error, hint, placeholder, options, onChange }: Props) {
  const { ids, describedBy } = useFieldIds(hint, error)
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <ArkField.Select
        name={name}
        value={value}
        aria-describedby={describedBy}
        className={`${fieldRecipe().input} ${css({ appearance: 'auto' })}`}
        onChange={(event) => onChange(event as unknown as ChangeEvent<HTMLInputElement>)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </ArkField.Select>
    </FieldFrame>
  )
}
