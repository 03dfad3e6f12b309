import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import type { Subscription, SubscriptionProduct } from '../../../../../api/subscriptions'
import { Button } from '../../../../../ui/Button'
import { CancelDialog } from './CancelDialog'
import { CourseChangeDialog, type PendingChange } from './CourseChangeDialog'
import { formatDate, formatMoney } from './format'
import { ResumeDialog } from './ResumeDialog'

type Props = {
  childName: string
  subscription: Subscription
  products: SubscriptionProduct[]
}

const box = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '5' },
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
})
const rowStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
})

const priceOf = (p: SubscriptionProduct, interval: Subscription['interval']) =>
  interval === 'year'
    ? { id: p.annual_price_id, cents: p.annual_amount_cents }
    : { id: p.price_id, cents: p.monthly_amount_cents }

/** One paid plan: its subjects, when it renews or ends, and cancel, resume, add and remove. */
export function SubscriptionCard({ childName, subscription: sub, products }: Props) {
  const [dialog, setDialog] = useState<'cancel' | 'resume' | null>(null)
  const [change, setChange] = useState<PendingChange | null>(null)
  const byCourse = new Map(products.map((p) => [p.course.id, p]))
  const included = sub.course_ids.map((id) => ({ id, product: byCourse.get(id) }))
  const names = included.map((c) => c.product?.course.subject_name ?? `Course ${c.id}`)
  const addable = products.filter((p) => !p.is_subscribed && priceOf(p, sub.interval).id)
  const renewal = included.reduce<number | null>((sum, c) => {
    const cents = c.product ? priceOf(c.product, sub.interval).cents : null
    return sum === null || cents === null ? null : sum + cents
  }, 0)
  const cancelling = sub.cancel_at_period_end
  const per = sub.interval === 'year' ? 'year' : 'month'

  return (
    <article aria-label={`${names.join(', ')} subscription`} className={box}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3' })}>
        <div>
          <h3 className={css({ fontWeight: '750', fontSize: 'lg' })}>
            {sub.interval === 'year' ? 'Yearly plan' : 'Monthly plan'}
          </h3>
          <p
            className={css({
              color: cancelling ? 'warning.fg' : 'fg.muted',
              fontWeight: cancelling ? '650' : '400',
            })}
          >
            {cancelling
              ? `Cancelled: access ends on ${formatDate(sub.current_period_end)}`
              : sub.status === 'past_due'
                ? 'The last payment did not go through. Update the card to keep access.'
                : `Renews on ${formatDate(sub.current_period_end)}${renewal !== null ? ` · ${formatMoney(renewal)} a ${per}` : ''}`}
          </p>
        </div>
        {cancelling ? (
          <Button size="sm" onClick={() => setDialog('resume')}>
            Resume
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setDialog('cancel')}>
            Cancel subscription
          </Button>
        )}
      </div>
      <ul aria-label="Subjects in this plan">
        {included.map((c) => (
          <li key={c.id} className={rowStyle}>
            <span className={css({ fontWeight: '650' })}>
              {c.product?.course.subject_name ?? `Course ${c.id}`}
            </span>
            {!cancelling && included.length > 1 && c.product ? (
              <Button
                aria-label={`Remove ${c.product.course.subject_name}`}
                size="sm"
                variant="ghost"
                onClick={() =>
                  setChange({
                    action: 'remove',
                    priceId: priceOf(c.product!, sub.interval).id ?? c.product!.price_id,
                    courseName: c.product!.course.subject_name,
                  })
                }
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {!cancelling && addable.length ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Add to this plan:</span>
          {addable.map((p) => (
            <Button
              key={p.course.id}
              size="sm"
              variant="outline"
              onClick={() =>
                setChange({
                  action: 'add',
                  priceId: priceOf(p, sub.interval).id!,
                  courseName: p.course.subject_name,
                })
              }
            >
              + {p.course.subject_name}
            </Button>
          ))}
        </div>
      ) : null}
      <CancelDialog
        childName={childName}
        subjects={names.join(' and ')}
        subscription={sub}
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
      />
      <ResumeDialog
        subscription={sub}
        renewalCents={renewal}
        open={dialog === 'resume'}
        onClose={() => setDialog(null)}
      />
      <CourseChangeDialog
        childName={childName}
        subscription={sub}
        change={change}
        onClose={() => setChange(null)}
      />
    </article>
  )
}
