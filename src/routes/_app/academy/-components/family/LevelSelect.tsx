import { Field as ArkField } from '@ark-ui/react/field'
import type { ChangeEvent } from 'react'
import { css } from '../../../../../../styled-system/css'
import { field as fieldRecipe } from '../../../../../../styled-system/recipes'
import type { Level } from '../../../../../api/children'
import { FieldFrame, useFieldIds } from '../../../../../ui/Field'

type Props = {
  name: string
  value: string
  error?: string
  levels: Level[]
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
}

/** The school level (P1–P6): a native select, so phones show their own picker. */
export function LevelSelect({ name, value, error, levels, onChange }: Props) {
  const hint = 'The level your child is in at school this year.'
  const { ids, describedBy } = useFieldIds(hint, error)
  return (
    <FieldFrame label="School level" error={error} hint={hint} ids={ids}>
      <ArkField.Select
        name={name}
        value={value}
        aria-describedby={describedBy}
        className={`${fieldRecipe().input} ${css({ appearance: 'auto' })}`}
        onChange={(event) => onChange(event as unknown as ChangeEvent<HTMLInputElement>)}
      >
        <option value="">Choose a level</option>
        {levels.map((level) => (
          <option key={level.id} value={String(level.id)}>
            {level.name.replace(/^P(\d)$/, 'Primary $1')}
          </option>
        ))}
      </ArkField.Select>
    </FieldFrame>
  )
}
