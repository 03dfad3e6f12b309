import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { academySubscriptionsQueryOptions } from '../../../../../api/admin-subscriptions'
import { messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { TextField } from '../../../../../ui/Field'
import { Spinner } from '../../../../../ui/Spinner'
import { SubscriptionsTable } from './SubscriptionsTable'
import { muted, toolbar } from './styles'

/** Today in the admin's own time zone, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Card subscriptions started up to a day, newest first. */
export function AcademySubscriptionsTab() {
  const [toDate, setToDate] = useState(today)
  const list = useQuery(academySubscriptionsQueryOptions(toDate))
  return (
    <div className={css({ pt: '4' })}>
      <div className={toolbar}>
        <TextField
          label="Started up to"
          hint="Clear the date to see every subscription."
          type="date"
          value={toDate}
          max="9999-12-31"
          onChange={(e) => setToDate(e.target.value)}
        />
      </div>
      {list.isPending ? (
        <Spinner label="Loading subscriptions" />
      ) : list.isError ? (
        <div
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
        >
          <Alert status="danger" title="The subscriptions could not be loaded">
            {messageOf(list.error)}
          </Alert>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p role="status" className={muted}>
          {toDate
            ? 'No card subscription was started up to this day.'
            : 'No family has bought a card subscription yet.'}
        </p>
      ) : (
        <>
          <p className={`${muted} ${css({ mb: '3' })}`}>
            {list.data.length} subscription{list.data.length === 1 ? '' : 's'}, newest first.
          </p>
          <SubscriptionsTable subscriptions={list.data} />
        </>
      )}
    </div>
  )
}
