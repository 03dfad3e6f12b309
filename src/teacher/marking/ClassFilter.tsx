import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { classesQueryOptions } from '../../api/teachers'
import { SelectField } from '../SelectField'

type Props = { classId: number | null; disabled: boolean; onChange: (classId: number | null) => void }

/**
 * Whose answers to mark: every class the teacher reaches, or one of them. Until the classes load (or if they do
 * not), there is nothing to pick and the inbox shows every class.
 */
export function ClassFilter({ classId, disabled, onChange }: Props) {
  const { data: classes } = useQuery(classesQueryOptions())
  if (!classes?.length) return null
  return (
    <fieldset disabled={disabled} className={css({ maxWidth: '24rem' })}>
      <SelectField
        label="Class"
        placeholder="All my classes"
        value={classId === null ? '' : String(classId)}
        options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      />
    </fieldset>
  )
}
