import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { css } from '../../../../../../styled-system/css'
import { childKeys, linkChild } from '../../../../../api/children'
import { ApiError, messageOf } from '../../../../../api/errors'
import { useForm } from '../../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../../forms/validate'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { TextField } from '../../../../../ui/Field'
import { PasswordField } from '../../../../../ui/PasswordField'

const LinkSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Enter your child’s username.')
    .max(254, 'That is too long for a username.'),
  password: z.string().min(1, 'Enter your child’s password.').max(128, 'Use at most 128 characters.'),
})

/** Links a student account the child already has, with the child's own username and password. */
export function LinkChildForm() {
  const form = useForm({ username: '', password: '' })
  const queryClient = useQueryClient()
  const link = useMutation({
    mutationFn: linkChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childKeys.all }),
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length) form.setErrors(issuesToErrors(error.issues))
    },
  })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(LinkSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    link.mutate(result.data)
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {link.error ? <Alert status="danger">{messageOf(link.error)}</Alert> : null}
      {link.isSuccess ? (
        <Alert status="success">{`${link.data.first_name} is now linked to your account.`}</Alert>
      ) : null}
      <TextField
        label="Child’s username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      <PasswordField label="Child’s password" autoComplete="off" {...form.field('password')} />
      <div>
        <Button type="submit" variant="outline" loading={link.isPending} loadingText="Linking…">
          Link this account
        </Button>
      </div>
    </form>
  )
}
