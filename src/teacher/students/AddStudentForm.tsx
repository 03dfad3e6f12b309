import { useSuspenseQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { NameSchema, UsernameSchema } from '../../../contracts/common'
import { css } from '../../../styled-system/css'
import { levelsQueryOptions } from '../../api/children'
import { ApiError, messageOf } from '../../api/errors'
import { classesQueryOptions, type SignInCard, useCreateStudent } from '../../api/teachers'
import { useForm } from '../../forms/useForm'
import { issuesToErrors, validate } from '../../forms/validate'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { levelOptions } from '../format'
import { SelectField } from '../SelectField'

const name = (which: string) => z.string().trim().min(1, `Enter the child’s ${which} name.`).pipe(NameSchema)
const StudentFormSchema = z.object({
  first_name: name('first'),
  last_name: name('last'),
  academic_level_id: z.string().regex(/^[1-9]\d*$/, 'Choose the child’s level.'),
  class_id: z.string(),
  username: z
    .string()
    .trim()
    .refine((v) => v === '' || UsernameSchema.safeParse(v).success, {
      message: 'A username may use letters, digits, dots, dashes and underscores.',
    }),
})
const FIELDS = ['first_name', 'last_name', 'academic_level_id', 'class_id', 'username']
const onAField = (error: Error) =>
  error instanceof ApiError && (error.status === 409 || error.issues.some((i) => FIELDS.includes(i.path)))
const EMPTY = { first_name: '', last_name: '', academic_level_id: '', class_id: '', username: '' }

/** One child of the school; the reply is their sign-in card. */
export function AddStudentForm({ onCreated }: { onCreated: (card: SignInCard) => void }) {
  const { data: levels } = useSuspenseQuery(levelsQueryOptions())
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const form = useForm(EMPTY)
  const create = useCreateStudent()
  const level = form.values.academic_level_id
  const classOptions = classes
    .filter((c) => !level || String(c.academic_level_id) === level)
    .map((c) => ({ value: String(c.id), label: c.name }))

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(StudentFormSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    const { class_id, username, academic_level_id, ...names } = result.data
    create.mutate(
      {
        ...names,
        academic_level_id: Number(academic_level_id),
        class_id: classOptions.some((o) => o.value === class_id) ? Number(class_id) : undefined,
        username: username || undefined,
      },
      {
        onSuccess: (card) => {
          form.setValues(EMPTY)
          onCreated(card)
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          if (error.status === 409) form.setErrors({ username: error.message })
          else if (error.issues.length) form.setErrors(issuesToErrors(error.issues))
        },
      },
    )
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {create.error && !onAField(create.error) ? (
        <Alert status="danger">{messageOf(create.error)}</Alert>
      ) : null}
      <div className={pair}>
        <TextField label="First name" autoComplete="off" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="off" {...form.field('last_name')} />
      </div>
      <div className={pair}>
        <SelectField
          label="Level"
          placeholder="Choose a level"
          options={levelOptions(levels)}
          {...form.field('academic_level_id')}
        />
        <SelectField
          label="Class (optional)"
          placeholder={classOptions.length ? 'No class for now' : 'No class of this level yet'}
          options={classOptions}
          {...form.field('class_id')}
        />
      </div>
      <TextField
        label="Username (optional)"
        hint="Leave it empty and Lantern makes one from the name."
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      <div>
        <Button type="submit" loading={create.isPending} loadingText="Adding the child…">
          Add child
        </Button>
      </div>
    </form>
  )
}

const pair = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
