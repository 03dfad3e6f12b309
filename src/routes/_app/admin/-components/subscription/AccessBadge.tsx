import { CreditCard, Lock, LockOpen } from 'lucide-react'
import { css, cx } from '../../../../../../styled-system/css'
import { chip } from '../../../../../../styled-system/recipes'
import type { SubjectAccess } from '../../../../../api/admin-subscriptions'

// A subscription id is long: on a phone it wraps inside the badge instead of widening the page.
const wraps = css({ whiteSpace: 'normal', overflowWrap: 'anywhere' })

/** How the child reaches the subject, in words; the colour and icon only help. */
export function AccessBadge({ subject }: { subject: SubjectAccess }) {
  if (subject.access === 'stripe')
    return (
      <span className={cx(chip({ tone: 'info' }), wraps)}>
        <CreditCard aria-hidden="true" />
        Card subscription {subject.stripe_subscription_id}
      </span>
    )
  if (subject.access === 'active')
    return (
      <span className={chip({ tone: 'success' })}>
        <LockOpen aria-hidden="true" />
        Open (a grant, code, class or school)
      </span>
    )
  return (
    <span className={chip({ tone: 'neutral' })}>
      <Lock aria-hidden="true" />
      Locked
    </span>
  )
}
