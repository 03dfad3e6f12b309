import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { choiceCard } from '../../../../../../styled-system/recipes'
import { flagsQueryOptions, type ReviewedFilter } from '../../../../../api/coach-staff'
import { messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { FlagList } from '../../../-components/FlagList'
import { FlagPager } from '../../../-components/FlagPager'

const FILTERS: { value: ReviewedFilter; label: string; empty: string }[] = [
  { value: 'false', label: 'Not looked at yet', empty: 'Every flagged message has been looked at.' },
  { value: 'true', label: 'Looked at', empty: 'No flagged message has been looked at yet.' },
  { value: 'all', label: 'All', empty: 'The coach has not flagged any message yet.' },
]
const SIZE = 20

/** Every message the coach flagged, visitors' included, newest first, with the coach's reply to each. */
export function FlaggedTab() {
  const [reviewed, setReviewed] = useState<ReviewedFilter>('false')
  const [page, setPage] = useState(1)
  const { data, error, isPending, refetch } = useQuery(
    flagsQueryOptions({ scope: { kind: 'all' }, reviewed, page, size: SIZE }),
  )
  const filter = FILTERS.find((f) => f.value === reviewed) ?? FILTERS[0]
  const classes = choiceCard({ size: 'sm' })

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '4' })}>
      <fieldset className={css({ border: 'none', p: '0', m: '0', minWidth: '0' })}>
        <legend className={css({ fontWeight: '650', mb: '2' })}>Show</legend>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {FILTERS.map((option) => (
            <label key={option.value} className={classes.root}>
              <input
                type="radio"
                name="reviewed"
                value={option.value}
                checked={reviewed === option.value}
                onChange={() => {
                  setReviewed(option.value)
                  setPage(1)
                }}
                className={classes.control}
              />
              <span className={classes.text}>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <Alert status="danger" title="The flagged messages did not load">
          <p>{messageOf(error)}</p>
          <Button variant="outline" size="sm" className={css({ mt: '2' })} onClick={() => refetch()}>
            Try again
          </Button>
        </Alert>
      ) : isPending ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          Loading flagged messages…
        </p>
      ) : data.items.length === 0 ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          {page > 1 ? 'There are no flagged messages on this page.' : filter.empty}
        </p>
      ) : (
        <FlagList flags={data.items} showStudent label="Flagged messages" />
      )}
      {data ? (
        <FlagPager
          page={page}
          total={data.total_count}
          size={SIZE}
          onPage={setPage}
          label="Pages of flagged messages"
        />
      ) : null}
    </div>
  )
}
