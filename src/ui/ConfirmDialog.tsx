import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { messageOf } from '../api/errors'
import { Alert } from './Alert'
import { Button } from './Button'
import * as Dialog from './Dialog'

type Props = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  danger?: boolean
  pending: boolean
  error: unknown
  confirmDisabled?: boolean
  /** What keeping things as they are is called here. */
  cancelLabel?: string
  onConfirm: () => void
  onClose: () => void
}

/**
 * Asks before anything that costs money, ends access or cannot be undone from here; shows the server's reason when
 * it fails. The families' pages and the teacher area share it.
 */
export function ConfirmDialog(props: Props) {
  const { open, title, children, confirmLabel, busyLabel, danger, pending, error, onConfirm, onClose } = props
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={({ open: next }) => {
        if (!next && !pending) onClose()
      }}
    >
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>{children}</div>
        </Dialog.Description>
        {error ? <Alert status="danger">{messageOf(error)}</Alert> : null}
        <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {props.cancelLabel ?? 'Keep things as they are'}
          </Button>
          <Button
            variant={danger ? 'danger' : 'solid'}
            loading={pending}
            loadingText={busyLabel}
            disabled={props.confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
