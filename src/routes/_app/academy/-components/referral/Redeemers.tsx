import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { type Redeemer, redeemersQueryOptions } from '../../../../../api/referral'
import { formatDate } from '../../../../../dates'
import { Alert } from '../../../../../ui/Alert'
import { Spinner } from '../../../../../ui/Spinner'

const STATUS: Record<Redeemer['status'], string> = {
  pending: 'Joined: your free months start when they first subscribe',
  redeemed: 'Subscribed: their free month is on, yours comes with your next subscription',
  rewarded: 'Subscribed: you both got a month free',
}

const dateOf = (iso: string | null) => (iso ? formatDate(iso) : '')

/** The families who joined with the code: first name and initial only, and where their reward stands. */
export function Redeemers({ code }: { code: string }) {
  const { data, error, isPending } = useQuery(redeemersQueryOptions(code))
  if (isPending) return <Spinner label="Loading who joined" />
  if (error) return <Alert status="danger">{messageOf(error)}</Alert>
  if (!data.length)
    return (
      <p className={css({ color: 'fg.muted' })}>
        Nobody has joined with your code yet. When a friend does, you will see them here.
      </p>
    )
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {data.map((r) => (
        <li
          key={r.id}
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: '2',
            p: '3',
            borderRadius: 'control',
            bg: 'bg.subtle',
          })}
        >
          <span className={css({ fontWeight: '700' })}>
            {r.first_name} {r.last_initial}.
            <span className={css({ color: 'fg.muted', fontWeight: '500', ms: '2' })}>
              {dateOf(r.redeemed_at)}
            </span>
          </span>
          <span>{STATUS[r.status]}</span>
        </li>
      ))}
    </ul>
  )
}
