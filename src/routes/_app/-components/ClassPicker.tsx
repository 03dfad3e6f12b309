import { Field as ArkField } from '@ark-ui/react/field'
import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { field } from '../../../../styled-system/recipes'
import { type ClassSummary, teacherClassesQueryOptions } from '../../../api/coach-staff'
import { messageOf } from '../../../api/errors'
import { FieldFrame, useFieldIds } from '../../../ui/Field'

export const ALL_CLASSES = ''
const note = css({ color: 'fg.muted', fontSize: 'sm' })

// Short enough for a phone's picker: "5 Kingfisher Maths", or "5A · Science" when the name leaves it out.
const optionLabel = (c: ClassSummary) =>
  c.name.toLowerCase().includes(c.subject_name.toLowerCase()) ? c.name : `${c.name} · ${c.subject_name}`

type Props = { value: string; onChange: (classId: string) => void }

/**
 * Which class the tutor talks about. Without the list of classes (a server that does not serve
 * GET /teachers/class yet, or a failed read) the tutor talks about all the teacher's classes, and says so.
 */
export function ClassPicker({ value, onChange }: Props) {
  const { data: classes, error, isPending } = useQuery(teacherClassesQueryOptions())
  const hint =
    'The tutor reads this class’s recent results to answer: topics, scores and who has not started.'
  const { ids, describedBy } = useFieldIds(hint)
  if (isPending)
    return (
      <p role="status" className={note}>
        Loading your classes…
      </p>
    )
  if (!classes)
    return (
      <p role="status" className={note}>
        {error
          ? `Your classes could not be loaded (${messageOf(error)}), so the tutor talks about all your classes.`
          : 'All my classes: Lantern cannot list your classes here yet, so the tutor talks about all of them at once.'}
      </p>
    )
  return (
    <div className={css({ maxWidth: '28rem' })}>
      <FieldFrame label="Class" hint={hint} ids={ids}>
        <ArkField.Select
          value={value}
          aria-describedby={describedBy}
          className={`${field().input} ${css({ appearance: 'auto' })}`}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value={ALL_CLASSES}>All my classes</option>
          {classes.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {optionLabel(c)}
            </option>
          ))}
        </ArkField.Select>
      </FieldFrame>
    </div>
  )
}
