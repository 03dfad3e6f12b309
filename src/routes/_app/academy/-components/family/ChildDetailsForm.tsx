import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { refreshAccess } from '../../../../../api/access'
import { type Child, type Level, updateChild } from '../../../../../api/children'
import { ApiError, messageOf } from '../../../../../api/errors'
import { useForm } from '../../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../../forms/validate'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { TextField } from '../../../../../ui/Field'
import { PasswordField } from '../../../../../ui/PasswordField'
import { ChildChangesFormSchema } from './childSchema'
import { LevelSelect } from './LevelSelect'

/** Names, level and a new password; a new password signs the child out everywhere, and the form says so. */
export function ChildDetailsForm({ child, levels }: { child: Child; levels: Level[] }) {
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm({
    first_name: child.first_name,
    last_name: child.last_name,
    academic_level_id: child.academic_level_id ? String(child.academic_level_id) : '',
    password: '',
  })
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateChild>[1]) => updateChild(child.id, body),
    onSuccess: async (_next, body) => {
      // A new level is a new set of courses.
      await refreshAccess(queryClient)
      form.setValues((v) => ({ ...v, password: '' }))
      setSaved(
        body.password
          ? `Saved. ${child.first_name} has been signed out on every device and now signs in with the new password.`
          : 'Saved.',
      )
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length) form.setErrors(issuesToErrors(error.issues))
    },
  })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setSaved(null)
    const result = validate(ChildChangesFormSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    const { password, academic_level_id, ...names } = result.data
    save.mutate({ ...names, academic_level_id: Number(academic_level_id), ...(password ? { password } : {}) })
  }

  return (
    <Card.Root as="section" aria-labelledby="details-title">
      <Card.Header>
        <Card.Title id="details-title">{child.first_name}’s details</Card.Title>
        <Card.Description>
          {child.first_name} signs in on the Student tab with the username{' '}
          <strong>{child.username ?? '—'}</strong>.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form
          ref={form.formRef}
          noValidate
          onSubmit={submit}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          {save.error ? <Alert status="danger">{messageOf(save.error)}</Alert> : null}
          {saved ? <Alert status="success">{saved}</Alert> : null}
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
            })}
          >
            <TextField label="First name" autoComplete="off" {...form.field('first_name')} />
            <TextField label="Last name" autoComplete="off" {...form.field('last_name')} />
          </div>
          <LevelSelect
            levels={levels}
            {...form.field('academic_level_id')}
            error={form.errors.academic_level_id}
          />
          <PasswordField
            label="New password (optional)"
            autoComplete="new-password"
            hint={`Leave it empty to keep the current one. A new password signs ${child.first_name} out on every device.`}
            {...form.field('password')}
          />
          <div>
            <Button type="submit" loading={save.isPending} loadingText="Saving…">
              Save changes
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
