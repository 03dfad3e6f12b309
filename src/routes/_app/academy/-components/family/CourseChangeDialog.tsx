import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { type CourseChange, previewCourseChange, type Subscription } from '../../../../../api/subscriptions'
import { ConfirmDialog } from './ConfirmDialog'
import { formatDate, formatMoney } from './format'
import { useSubscriptionActions } from './useSubscriptionActions'

export type PendingChange = { action: CourseChange; priceId: string; courseName: string }

type Props = {
  childName: string
  subscription: Subscription
  change: PendingChange | null
  onClose: () => void
}

/** Adding or removing a course: the prorated amount from the server first, then the parent confirms. */
export function CourseChangeDialog({ childName, subscription, change, onClose }: Props) {
  const { change: apply } = useSubscriptionActions()
  const preview = useQuery({
    queryKey: ['subscriptions', 'preview', subscription.subscription_id, change?.priceId, change?.action],
    queryFn: () => previewCourseChange(subscription.subscription_id, change!.priceId, change!.action),
    enabled: change !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
  const adding = change?.action === 'add'
  const close = () => {
    apply.reset()
    onClose()
  }
  const p = preview.data
  return (
    <ConfirmDialog
      open={change !== null}
      title={
        adding
          ? `Add ${change?.courseName} for ${childName}?`
          : `Remove ${change?.courseName} from ${childName}’s plan?`
      }
      confirmLabel={
        adding ? (p ? `Add and pay ${formatMoney(p.amount_cents, p.currency)}` : 'Add') : 'Remove'
      }
      busyLabel={adding ? 'Adding…' : 'Removing…'}
      danger={!adding}
      pending={apply.isPending}
      error={apply.error ?? preview.error}
      confirmDisabled={!p}
      onClose={close}
      onConfirm={() =>
        change &&
        p &&
        apply.mutate(
          {
            id: subscription.subscription_id,
            priceId: change.priceId,
            action: change.action,
            prorationDate: p.proration_date,
          },
          { onSuccess: close },
        )
      }
    >
      {preview.isPending ? <p role="status">Working out the price…</p> : null}
      {preview.error ? <p>{`We could not work out the price: ${messageOf(preview.error)}`}</p> : null}
      {p ? (
        adding ? (
          <p>
            {childName} can use {change?.courseName} straight away. You pay{' '}
            <strong className={css({ fontWeight: '750' })}>{formatMoney(p.amount_cents, p.currency)}</strong>{' '}
            now for the rest of this period, until {formatDate(p.period_end)}; after that it renews with the
            rest of the plan.
          </p>
        ) : (
          <p>
            {childName} loses {change?.courseName} now.{' '}
            {p.amount_cents < 0
              ? `The unused part, ${formatMoney(p.amount_cents, p.currency)}, comes off your next bill.`
              : 'Nothing is refunded for the days already paid.'}{' '}
            The rest of the plan carries on and renews on {formatDate(p.period_end)}.
          </p>
        )
      ) : null}
    </ConfirmDialog>
  )
}
