import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import { type Child, childKeys, createChild, levelsQueryOptions } from '../../../../../api/children'
import { ApiError, messageOf } from '../../../../../api/errors'
import { useForm } from '../../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../../forms/validate'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { Checkbox } from '../../../../../ui/Checkbox'
import { TextField } from '../../../../../ui/Field'
import { PasswordField } from '../../../../../ui/PasswordField'
import { NewChildFormSchema } from './childSchema'
import { LevelSelect } from './LevelSelect'

const USERNAME_TAKEN = 409

/** A reply the form shows beside a field: repeating it above the form would say it twice. */
const FIELDS = ['first_name', 'last_name', 'username', 'password', 'academic_level_id']
const onAField = (error: Error) =>
  error instanceof ApiError &&
  (error.status === USERNAME_TAKEN || error.issues.some((issue) => FIELDS.includes(issue.path)))

type Props = {
  lite: boolean
  onCreated: (child: Child) => void
  /** A child's consent link the parent answers: the first name they gave, and the link used up on creation. */
  consent?: { token: string; firstName: string }
}

/** A new student account for the parent's child; Lite when `lite`. */
export function CreateChildForm({ lite, onCreated, consent }: Props) {
  const { data: levels } = useSuspenseQuery(levelsQueryOptions())
  const queryClient = useQueryClient()
  const form = useForm({
    first_name: consent?.firstName ?? '',
    last_name: '',
    username: '',
    password: '',
    academic_level_id: '',
    send_details: true,
  })
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createChild>[0]) =>
      createChild(body, { lite, sendDetails: form.values.send_details === true }),
    onSuccess: async (child) => {
      await queryClient.invalidateQueries({ queryKey: childKeys.all })
      onCreated(child)
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return
      if (error.issues.length) form.setErrors(issuesToErrors(error.issues))
      else if (error.status === USERNAME_TAKEN) form.setErrors({ username: error.message })
    },
  })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(NewChildFormSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    create.mutate({
      ...result.data,
      academic_level_id: Number(result.data.academic_level_id),
      ...(consent ? { consent_token: consent.token } : {}),
    })
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      {create.error && !onAField(create.error) ? (
        <Alert status="danger">{messageOf(create.error)}</Alert>
      ) : null}
      <div
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
      >
        <TextField label="Child’s first name" autoComplete="off" {...form.field('first_name')} />
        <TextField label="Child’s last name" autoComplete="off" {...form.field('last_name')} />
      </div>
      <LevelSelect
        levels={levels}
        {...form.field('academic_level_id')}
        error={form.errors.academic_level_id}
      />
      <TextField
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="Your child signs in with this, on the Student tab. Letters, digits, dots, dashes and underscores."
        {...form.field('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. Pick one your child can remember; you can change it later."
        {...form.field('password')}
      />
      <Checkbox
        label="Email me the username and where to sign in (never the password)"
        {...form.checkbox('send_details')}
      />
      <Button type="submit" size="lg" loading={create.isPending} loadingText="Creating the account…">
        {lite ? 'Create free Lite account' : 'Create account'}
      </Button>
    </form>
  )
}
