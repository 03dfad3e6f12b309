import { useState } from 'react'
import { css } from '../../../styled-system/css'
import type { ClassDetail } from '../../api/teachers'
import { Checkbox } from '../../ui/Checkbox'
import { fullName } from '../format'
import { LoadFailed, Loading, muted } from '../states'
import { dayOf } from './dates'

type Student = ClassDetail['students'][number]

/** Everyone in the class, or only the children ticked. */
export function ChooseStudents({
  students,
  loading,
  error,
  retry,
  chosen,
  onChange,
}: {
  students: Student[] | undefined
  loading: boolean
  error: unknown
  retry: () => void
  chosen: number[]
  onChange: (ids: number[]) => void
}) {
  const [some, setSome] = useState(chosen.length > 0)
  if (loading) return <Loading>Loading the class…</Loading>
  if (error || !students) return <LoadFailed title="The class did not load" error={error} retry={retry} />
  if (students.length === 0)
    return <p className={muted}>This class has no students yet: add some before you assign work.</p>
  return (
    <fieldset className={css({ display: 'grid', gap: '2' })}>
      <legend className={css({ fontWeight: '650', mb: '2' })}>Who gets it</legend>
      <label className={choice}>
        <input
          type="radio"
          name="who"
          checked={!some}
          onChange={() => {
            setSome(false)
            onChange([])
          }}
        />
        Everyone in the class ({students.length})
      </label>
      <label className={choice}>
        <input type="radio" name="who" checked={some} onChange={() => setSome(true)} />
        Only some children
      </label>
      {some ? (
        <div className={css({ display: 'grid', gap: '1', pl: '6', maxHeight: '14rem', overflowY: 'auto' })}>
          {students.map((s) => (
            <Checkbox
              key={s.id}
              label={fullName(s)}
              checked={chosen.includes(s.id)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? [...chosen, s.id].sort((a, b) => a - b)
                    : chosen.filter((id) => id !== s.id),
                )
              }
            />
          ))}
          {chosen.length === 0 ? (
            <p className={muted}>No one ticked: everyone in the class gets it.</p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}

/** What will happen, before it does. */
export function AssignSummary({
  noun = 'Worksheet',
  title,
  className,
  students,
  chosen,
  dateAssigned,
  dueDate,
}: {
  noun?: string
  title: string
  className: string
  students: Student[] | undefined
  chosen: number[]
  dateAssigned: string
  dueDate: string
}) {
  const names = chosen.map((id) => {
    const student = students?.find((s) => s.id === id)
    return student ? fullName(student) : `Student ${id}`
  })
  return (
    <dl className={summary}>
      <dt>{noun}</dt>
      <dd>{title}</dd>
      <dt>For</dt>
      <dd>{names.length ? `${names.join(', ')} (${className})` : `Everyone in ${className}`}</dd>
      <dt>Set on</dt>
      <dd>{dayOf(dateAssigned)}</dd>
      <dt>Due</dt>
      <dd>{dayOf(dueDate)} (end of the day)</dd>
    </dl>
  )
}

const choice = css({ display: 'flex', gap: '2', alignItems: 'center', minHeight: '8' })
const summary = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '2 4',
  '& dt': { color: 'fg.muted', fontWeight: '600' },
})
