import type { Subscription } from '../../../../../api/subscriptions'
import { ConfirmDialog } from './ConfirmDialog'
import { formatDate, formatMoney } from './format'
import { useSubscriptionActions } from './useSubscriptionActions'

type Props = {
  subscription: Subscription
  renewalCents: number | null
  open: boolean
  onClose: () => void
}

/** Resuming means the card is charged again at the next renewal: said before the parent confirms. */
export function ResumeDialog({ subscription, renewalCents, open, onClose }: Props) {
  const { resume } = useSubscriptionActions()
  const close = () => {
    resume.reset()
    onClose()
  }
  const per = subscription.interval === 'year' ? 'year' : 'month'
  return (
    <ConfirmDialog
      open={open}
      title="Resume this subscription?"
      confirmLabel="Resume subscription"
      busyLabel="Resuming…"
      pending={resume.isPending}
      error={resume.error}
      onClose={close}
      onConfirm={() => resume.mutate(subscription.subscription_id, { onSuccess: close })}
    >
      <p>
        It will renew on <strong>{formatDate(subscription.current_period_end)}</strong>
        {renewalCents !== null ? ` and your card is charged ${formatMoney(renewalCents)} a ${per}` : ''},
        until you cancel.
      </p>
    </ConfirmDialog>
  )
}
