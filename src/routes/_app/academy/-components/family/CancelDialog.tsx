import type { Subscription } from '../../../../../api/subscriptions'
import { ConfirmDialog } from './ConfirmDialog'
import { formatDate } from './format'
import { useSubscriptionActions } from './useSubscriptionActions'

type Props = {
  childName: string
  subjects: string
  subscription: Subscription
  open: boolean
  onClose: () => void
}

/** Cancelling stops the renewal; the dialog says the day access ends, before anything changes. */
export function CancelDialog({ childName, subjects, subscription, open, onClose }: Props) {
  const { cancel } = useSubscriptionActions()
  const ends = formatDate(subscription.current_period_end)
  const close = () => {
    cancel.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={open}
      title="Cancel this subscription?"
      confirmLabel="Cancel subscription"
      busyLabel="Cancelling…"
      danger
      pending={cancel.isPending}
      error={cancel.error}
      onClose={close}
      onConfirm={() => cancel.mutate(subscription.subscription_id, { onSuccess: close })}
    >
      <p>
        {childName} keeps {subjects} until <strong>{ends}</strong>. After that day the subscription ends and
        you are not charged again.
      </p>
      <p>Changed your mind before then? You can resume it here and nothing is lost.</p>
    </ConfirmDialog>
  )
}
