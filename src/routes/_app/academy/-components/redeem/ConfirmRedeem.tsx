import { css } from '../../../../../../styled-system/css'
import { Button } from '../../../../../ui/Button'
import * as Dialog from '../../../../../ui/Dialog'

type Props = {
  open: boolean
  code: string
  childName: string
  subjects: string
  onConfirm: () => void
  onCancel: () => void
}

/** A code works once, so the parent confirms which child gets it. */
export function ConfirmRedeem({ open, code, childName, subjects, onConfirm, onCancel }: Props) {
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={({ open: next }) => (next ? null : onCancel())}>
      <Dialog.Content>
        <Dialog.Title>Use this code for {childName}?</Dialog.Title>
        <Dialog.Description>
          Code {code} will unlock {subjects} for {childName}. A code works only once, so it cannot be moved to
          another child afterwards.
        </Dialog.Description>
        <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
          <Button variant="outline" onClick={onCancel}>
            Go back
          </Button>
          <Button onClick={onConfirm}>Yes, unlock for {childName}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
