import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { z } from 'zod'
import { adminContract } from '../../../../../../contracts/admin'
import { css } from '../../../../../../styled-system/css'
import {
  type SubjectAccess,
  type SubjectTarget,
  tieSubjectToSubscription,
} from '../../../../../api/admin-subscriptions'
import { ApiError, messageOf } from '../../../../../api/errors'
import { useForm } from '../../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../../forms/validate'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import * as Dialog from '../../../../../ui/Dialog'
import { TextField } from '../../../../../ui/Field'

type Props = {
  target: SubjectTarget
  subject: string
  childName: string
  onTied: (state: SubjectAccess) => void
  onClose: () => void
}

// The contract's own rule for the id, so the page and the server never disagree.
const TieSchema = z.object({
  subscription: adminContract.linkChildSubjectStripe.body.shape.stripe_subscription_id,
})

/** Ties the subject to a card subscription the family pays; the server's refusal shows under the field. */
export function TieDialog({ target, subject, childName, onTied, onClose }: Props) {
  const form = useForm({ subscription: '' })
  const tie = useMutation({
    mutationFn: (id: string) => tieSubjectToSubscription(target, id),
    onSuccess: onTied,
    onError: (error) => {
      // 409 (another family, another child, does not pay for it) and 404 (unknown id) are about the id.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        form.setErrors({ subscription: error.message })
      else if (error instanceof ApiError && error.issues.length)
        form.setErrors(issuesToErrors(error.issues, { stripe_subscription_id: 'subscription' }))
    },
  })
  const fieldError = form.errors.subscription
  const otherError = tie.isError && !fieldError ? tie.error : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validate(TieSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    tie.mutate(result.data.subscription)
  }
  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => {
        if (!open && !tie.isPending) onClose()
      }}
    >
      <Dialog.Content>
        <Dialog.Title>
          Tie {subject} for {childName} to a card subscription
        </Dialog.Title>
        <Dialog.Description>
          Use the id of a subscription this parent pays that includes {subject}. {childName} then keeps{' '}
          {subject} for as long as it is paid.
        </Dialog.Description>
        <form
          ref={form.formRef}
          noValidate
          onSubmit={submit}
          // The server's message may quote a long id: it wraps inside the dialog.
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '4',
            mt: '4',
            overflowWrap: 'anywhere',
          })}
        >
          <TextField
            label="Card subscription id"
            placeholder="sub_…"
            autoComplete="off"
            spellCheck={false}
            {...form.field('subscription')}
          />
          {otherError ? <Alert status="danger">{messageOf(otherError)}</Alert> : null}
          <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
            <Button variant="ghost" onClick={onClose} disabled={tie.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={tie.isPending} loadingText="Tying…">
              Tie subscription
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
