import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import * as Dialog from '../../../../../ui/Dialog'

type Props = {
  open: boolean
  subject: string
  childName: string
  pending: boolean
  error: unknown
  onConfirm: () => void
  onClose: () => void
}

/** Asks before ending a child's access: it takes back what Lantern gave; other sources stay. */
export function DeactivateDialog({ open, subject, childName, pending, error, onConfirm, onClose }: Props) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={({ open: next }) => {
        if (!next && !pending) onClose()
      }}
    >
      <Dialog.Content>
        <Dialog.Title>
          Deactivate {subject} for {childName}?
        </Dialog.Title>
        <Dialog.Description>
          {childName} loses {subject} at once, unless a card subscription, a code, a class or the school also
          gives it. You can activate it again later.
        </Dialog.Description>
        {error ? (
          <Alert status="danger" className={css({ mt: '4' })}>
            {messageOf(error)}
          </Alert>
        ) : null}
        <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} loadingText="Deactivating…" onClick={onConfirm}>
            Deactivate {subject}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
