import type { SubjectAccess } from '../../../../../api/admin-subscriptions'

/** What the server's reply means, said after a change: it may differ from what was asked. */
export function outcomeOf(
  action: 'activate' | 'deactivate' | 'tie',
  state: SubjectAccess,
  childName: string,
): string {
  const subject = state.subject_name
  if (action === 'deactivate') {
    if (state.access === 'inactive') return `${subject} is now locked for ${childName}.`
    if (state.access === 'stripe')
      return `Lantern’s access was removed; ${childName} keeps ${subject} through the card subscription.`
    return `Lantern’s access was removed, but ${childName} still opens ${subject} through a code, class or school.`
  }
  if (action === 'tie')
    return `${subject} is now paid by ${state.stripe_subscription_id ?? 'the card subscription'}.`
  if (state.access === 'inactive') return `${subject} is still locked for ${childName}.`
  return `${subject} is now open for ${childName}.`
}
