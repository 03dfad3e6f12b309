import type { UserCourse } from '../../../../../api/children'
import type { Subscription } from '../../../../../api/subscriptions'

const money = new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD' })

import { formatDate } from '../../../../../dates'

export { formatDate }

/** Cents as Singapore dollars, "S$29.00". */
export function formatMoney(cents: number, currency = 'SGD') {
  const amount = Math.abs(cents) / 100
  if (currency !== 'SGD')
    return new Intl.NumberFormat('en-SG', { style: 'currency', currency }).format(amount)
  return money.format(amount).replace(/^SGD\s?|^\$/, 'S$')
}

export const childName = (child: { first_name: string; last_name: string }) =>
  `${child.first_name} ${child.last_name}`.trim()

export type AccessState = { unlocked: boolean; lite: boolean; label: string }

/** How one course is unlocked for a child, in words a parent understands at a glance. */
export function accessOf(course: UserCourse, subscriptions: Subscription[]): AccessState {
  const access = course.access
  if (!access) return { unlocked: false, lite: false, label: 'Not unlocked' }
  const until = access.ends_at ? ` until ${formatDate(access.ends_at)}` : ''
  switch (access.source) {
    case 'subscription': {
      const sub = subscriptions.find((s) => s.course_ids.includes(course.id))
      if (sub?.cancel_at_period_end)
        return {
          unlocked: true,
          lite: false,
          label: `Subscription · ends ${formatDate(sub.current_period_end)}`,
        }
      if (sub)
        return {
          unlocked: true,
          lite: false,
          label: `Subscription · renews ${formatDate(sub.current_period_end)}`,
        }
      return { unlocked: true, lite: false, label: `Subscription${until}` }
    }
    case 'activation':
      return { unlocked: true, lite: false, label: `Activation code${until}` }
    case 'admin':
      return { unlocked: true, lite: false, label: `Given by Lantern${until}` }
    case 'class':
      return { unlocked: true, lite: false, label: 'Through a school class' }
    case 'school':
      return { unlocked: true, lite: false, label: 'Through their school' }
    case 'lite':
      return { unlocked: false, lite: true, label: 'Lite · 3 free worksheets' }
  }
}
