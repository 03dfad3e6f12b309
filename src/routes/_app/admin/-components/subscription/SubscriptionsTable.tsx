import { css } from '../../../../../../styled-system/css'
import { chip } from '../../../../../../styled-system/recipes'
import type { AcademySubscription } from '../../../../../api/admin-subscriptions'
import { formatDate } from '../../../../../dates'
import { Cell } from '../../../../../ui/TableCell'
import { mono, muted, nowrap, table, tableScroller } from './styles'

const STATUS: Record<
  AcademySubscription['status'],
  { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  active: { label: 'Active', tone: 'success' },
  trialing: { label: 'Trial', tone: 'success' },
  past_due: { label: 'Payment overdue', tone: 'warning' },
  incomplete: { label: 'Incomplete', tone: 'warning' },
  canceled: { label: 'Ended', tone: 'neutral' },
}

const block = css({ display: 'block' })

export function SubscriptionsTable({ subscriptions }: { subscriptions: AcademySubscription[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label="Academy subscriptions">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Parent</th>
            <th scope="col">Child</th>
            <th scope="col">Subjects</th>
            <th scope="col">Status</th>
            <th scope="col">Period ends</th>
            <th scope="col">Cancels at period end</th>
            <th scope="col">Subscription</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((s) => {
            const status = STATUS[s.status]
            return (
              <tr key={s.subscription_id}>
                <Cell label="Parent">
                  {s.parent ? (
                    <>
                      {s.parent.first_name} {s.parent.last_name}
                      {s.parent.email ? (
                        <span className={`${muted} ${mono} ${block}`}>{s.parent.email}</span>
                      ) : null}
                    </>
                  ) : (
                    <span className={muted}>No parent linked</span>
                  )}
                </Cell>
                <Cell label="Child" className={nowrap}>
                  {s.student.first_name} {s.student.last_name}
                </Cell>
                <Cell label="Subjects">{s.subject_names.join(', ') || '—'}</Cell>
                <Cell label="Status">
                  <span className={chip({ tone: status.tone })}>{status.label}</span>
                </Cell>
                <Cell label="Period ends" className={nowrap}>
                  {formatDate(s.current_period_end)}
                </Cell>
                <Cell label="Cancels at period end">{s.cancel_at_period_end ? 'Yes' : 'No'}</Cell>
                <Cell label="Subscription">
                  <span className={mono}>{s.subscription_id}</span>
                  <span className={`${muted} ${block}`}>
                    {s.interval === 'year' ? 'Yearly' : 'Monthly'}, started {formatDate(s.created_at)}
                  </span>
                </Cell>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
