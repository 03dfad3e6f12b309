import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { messageOf } from '../api/errors'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import * as Dialog from '../ui/Dialog'

type Props = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  pending: boolean
  error: unknown
  onConfirm: () => void
  onClose: () => void
}

/** Asks before a change that cannot be undone from here; shows the server's reason when it fails. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  pending,
  error,
  ...on
}: Props) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={({ open: next }) => {
        if (!next && !pending) on.onClose()
      }}
    >
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>{children}</div>
        </Dialog.Description>
        {error ? <Alert status="danger">{messageOf(error)}</Alert> : null}
        <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
          <Button variant="ghost" onClick={on.onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} loadingText={busyLabel} onClick={on.onConfirm}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
