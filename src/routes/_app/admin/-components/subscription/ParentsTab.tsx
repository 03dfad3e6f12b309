import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { type ParentSummary, parentsQueryOptions } from '../../../../../api/admin-subscriptions'
import { messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { TextField } from '../../../../../ui/Field'
import { Spinner } from '../../../../../ui/Spinner'
import { Pager } from './Pager'
import { ParentChildren } from './ParentChildren'
import { ParentsTable } from './ParentsTable'
import { muted, toolbar } from './styles'
import { useDebounced } from './useDebounced'

/** Find a parent, then open their children's subjects below the list. */
export function ParentsTab() {
  const [typed, setTyped] = useState('')
  const search = useDebounced(typed.trim())
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<ParentSummary | null>(null)
  // A new search starts at its first page.
  const [searched, setSearched] = useState(search)
  if (searched !== search) {
    setSearched(search)
    setPage(1)
  }
  const parents = useQuery(parentsQueryOptions(search, page))
  const data = parents.data
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', pt: '4' })}>
      <div>
        <div className={toolbar}>
          <TextField
            label="Search parents"
            hint="Name, email or username"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        {parents.isPending ? (
          <Spinner label="Loading parents" />
        ) : parents.isError && !data ? (
          <div
            className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
          >
            <Alert status="danger" title="The parents could not be loaded">
              {messageOf(parents.error)}
            </Alert>
            <Button variant="outline" size="sm" onClick={() => void parents.refetch()}>
              Try again
            </Button>
          </div>
        ) : data && data.items.length === 0 ? (
          <p role="status" className={muted}>
            {search ? `No parent matches “${search}”.` : 'There are no parent accounts yet.'}
          </p>
        ) : data ? (
          <>
            <ParentsTable
              parents={data.items}
              selectedId={selected?.id ?? null}
              busy={parents.isPlaceholderData}
              onSelect={setSelected}
            />
            <Pager page={data.page} size={data.size} total={data.total_count} onPage={setPage} />
          </>
        ) : null}
      </div>
      {selected ? <ParentChildren key={selected.id} parent={selected} /> : null}
    </div>
  )
}
