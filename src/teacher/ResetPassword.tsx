import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../styled-system/css'
import { messageOf } from '../api/errors'
import { useResetPassword } from '../api/teachers'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import * as Dialog from '../ui/Dialog'
import { fullName } from './format'
import { SignInCards } from './SignInCards'

type Student = { id: number; first_name: string; last_name: string }

/**
 * Asks first (the child is signed out everywhere), then shows the child's new card in the same dialog: one
 * dialog, so closing the question never closes the answer.
 */
export function ResetPassword({ student }: { student: Student }) {
  const [open, setOpen] = useState(false)
  const reset = useResetPassword()
  const name = fullName(student)
  const close = () => {
    if (reset.isPending) return
    setOpen(false)
    reset.reset()
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Reset password for ${name}`}
      >
        <KeyRound aria-hidden="true" />
        Reset password
      </Button>
      <Dialog.Root
        open={open}
        role={reset.data ? 'dialog' : 'alertdialog'}
        onOpenChange={({ open: next }) => (next ? null : close())}
      >
        <Dialog.Content className={css({ maxWidth: '36rem' })}>
          {reset.data ? (
            <>
              <Dialog.Title>{name}’s new sign-in card</Dialog.Title>
              <SignInCards cards={[reset.data]} />
              <Dialog.Footer>
                <Button onClick={close}>Done</Button>
              </Dialog.Footer>
            </>
          ) : (
            <>
              <Dialog.Title>Reset {name}’s password?</Dialog.Title>
              <Dialog.Description>
                {student.first_name} gets a new password and is signed out on every device. The old password
                stops working now.
              </Dialog.Description>
              {reset.error ? <Alert status="danger">{messageOf(reset.error)}</Alert> : null}
              <Dialog.Footer>
                <Button variant="ghost" onClick={close} disabled={reset.isPending}>
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  loading={reset.isPending}
                  loadingText="Resetting…"
                  onClick={() => reset.mutate(student.id)}
                >
                  Reset password
                </Button>
              </Dialog.Footer>
            </>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </>
  )
}
