import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { client } from '../../../../../api/client'
import { ApiError, expectStatus, messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import * as Dialog from '../../../../../ui/Dialog'
import { TextField } from '../../../../../ui/Field'
import { PasswordField } from '../../../../../ui/PasswordField'
import { toaster } from '../../../../../ui/toaster'

type Props = { child: { id: number; first_name: string } }

const fieldError = (error: unknown, path: string) =>
  error instanceof ApiError ? (error.issues.find((i) => i.path === path)?.message ?? null) : null

/** Deleting a child asks for the name typed and the parent's password, after saying what goes and what stays. */
export function DeleteChildDialog({ child }: Props) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: async () =>
      expectStatus(
        await client.children.deleteChild({
          params: { id: child.id },
          body: { confirm_name: name, current_password: password || undefined },
        }),
        200,
      ),
    onSuccess: async () => {
      setOpen(false)
      toaster.create({ type: 'success', title: `${child.first_name}'s account and data are deleted.` })
      await queryClient.invalidateQueries()
      await navigate({ to: '/academy/dashboard' })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    remove.mutate()
  }
  const nameError = fieldError(remove.error, 'confirm_name')
  const passwordError = fieldError(remove.error, 'current_password')
  const otherError = remove.error && !nameError && !passwordError ? messageOf(remove.error) : null
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="outline" className={css({ color: 'danger.fg', borderColor: 'danger.border' })}>
          Delete {child.first_name}’s account
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <form onSubmit={submit} noValidate>
          <Dialog.Title>Delete {child.first_name}’s account?</Dialog.Title>
          <Dialog.Description>
            This deletes the account, every worksheet attempt, answer and mark, XP and streaks, for good. Any
            subscription for {child.first_name} ends now, without a refund of the month already paid. We keep
            only the payment records the law asks us to keep, without {child.first_name}'s name.
          </Dialog.Description>
          <Dialog.Body className={css({ display: 'grid', gap: '4', mt: '4' })}>
            <TextField
              label={`Type ${child.first_name} to confirm`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={nameError}
              autoComplete="off"
            />
            <PasswordField
              label="Your password"
              hint="The one you sign in to Lantern with. If you sign in with Google or Apple, leave it empty."
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={passwordError}
              autoComplete="current-password"
            />
            {otherError ? <Alert status="danger">{otherError}</Alert> : null}
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button type="button" variant="ghost">
                Keep the account
              </Button>
            </Dialog.CloseTrigger>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete for good'}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
