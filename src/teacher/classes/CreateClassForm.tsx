import { useSuspenseQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { css } from '../../../styled-system/css'
import { levelsQueryOptions } from '../../api/children'
import { ApiError, messageOf } from '../../api/errors'
import { schoolCoursesQueryOptions, useCreateClass } from '../../api/teachers'
import { useForm } from '../../forms/useForm'
import { issuesToErrors, validate } from '../../forms/validate'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { levelOptions } from '../format'
import { SelectField } from '../SelectField'

const id = (message: string) => z.string().regex(/^[1-9]\d*$/, message)
const ClassFormSchema = z.object({
  name: z.string().trim().min(1, 'Name the class.').max(80, 'Use at most 80 characters.'),
  academic_level_id: id('Choose the level.'),
  subject_id: id('Choose the subject.'),
})
const FIELDS = ['name', 'academic_level_id', 'subject_id']
const onAField = (error: Error) =>
  error instanceof ApiError && (error.status === 409 || error.issues.some((i) => FIELDS.includes(i.path)))

/** A new class of the school: its name (unique in the school), level and subject. */
export function CreateClassForm({ onCreated }: { onCreated: (classId: number) => void }) {
  const { data: levels } = useSuspenseQuery(levelsQueryOptions())
  const { data: courses } = useSuspenseQuery(schoolCoursesQueryOptions())
  const subjects = [...new Map(courses.map((c) => [c.subject_id, c.subject_name]))]
    .map(([value, label]) => ({ value: String(value), label }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const form = useForm({ name: '', academic_level_id: '', subject_id: '' })
  const create = useCreateClass()

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(ClassFormSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    create.mutate(
      {
        name: result.data.name,
        academic_level_id: Number(result.data.academic_level_id),
        subject_id: Number(result.data.subject_id),
      },
      {
        onSuccess: ({ class_id }) => {
          form.setValues({ name: '', academic_level_id: '', subject_id: '' })
          onCreated(class_id)
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          if (error.status === 409) form.setErrors({ name: error.message })
          else if (error.issues.length) form.setErrors(issuesToErrors(error.issues))
        },
      },
    )
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-labelledby="new-class-title" className={stack}>
      <h2 id="new-class-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        New class
      </h2>
      {create.error && !onAField(create.error) ? (
        <Alert status="danger">{messageOf(create.error)}</Alert>
      ) : null}
      <TextField
        label="Class name"
        hint="For example “5 Kingfisher Maths”. Each class of the school needs its own name."
        autoComplete="off"
        {...form.field('name')}
      />
      <div
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
      >
        <SelectField
          label="Level"
          placeholder="Choose a level"
          options={levelOptions(levels)}
          {...form.field('academic_level_id')}
        />
        <SelectField
          label="Subject"
          placeholder="Choose a subject"
          options={subjects}
          {...form.field('subject_id')}
        />
      </div>
      <div>
        <Button type="submit" loading={create.isPending} loadingText="Creating the class…">
          Create class
        </Button>
      </div>
    </form>
  )
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
