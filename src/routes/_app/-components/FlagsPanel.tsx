import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { childrenQueryOptions } from '../../../api/children'
import { type FlagScope, flagsQueryOptions } from '../../../api/coach-staff'
import { messageOf } from '../../../api/errors'
import { Alert } from '../../../ui/Alert'
import * as Card from '../../../ui/Card'
import { FlagList } from './FlagList'
import { FlagPager } from './FlagPager'

type Props = {
  scope: FlagScope
  /** Shows one student's flags out of a class's (the class call has no student filter). */
  studentId?: number
  description: ReactNode
  empty: string
  showStudent?: boolean
}

// A class's flags are filtered to one student here, so they are read a whole page (the contract's most) at once.
const sizeFor = (studentId?: number) => (studentId ? 100 : 10)

/** "Conversations to look at": the flagged messages of one child or one student, newest first. */
export function FlagsPanel({ scope, studentId, description, empty, showStudent }: Props) {
  const [page, setPage] = useState(1)
  const size = sizeFor(studentId)
  const { data, error, isPending, refetch } = useQuery(flagsQueryOptions({ scope, page, size }))
  const flags = data?.items.filter((flag) => !studentId || flag.student?.id === studentId) ?? []

  return (
    <Card.Root as="section" aria-labelledby="flags-title">
      <Card.Header>
        <Card.Title id="flags-title">Conversations to look at</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {error ? (
          <Alert status="danger" title="The conversations did not load">
            {messageOf(error)}{' '}
            <button type="button" className={css({ textDecoration: 'underline' })} onClick={() => refetch()}>
              Try again
            </button>
          </Alert>
        ) : isPending ? (
          <p role="status" className={css({ color: 'fg.muted' })}>
            Loading conversations…
          </p>
        ) : flags.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{empty}</p>
        ) : (
          <FlagList flags={flags} showStudent={showStudent} label="Conversations to look at" />
        )}
        {data ? (
          <FlagPager
            page={page}
            total={data.total_count}
            size={size}
            onPage={setPage}
            label="Pages of conversations"
            counted={!studentId}
          />
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}

/** The panel on a parent's child page, laid out with the page above it; nothing for a child not theirs. */
export function ChildFlagsPanel({ childId }: { childId: number }) {
  const child = useQuery(childrenQueryOptions()).data?.find((c) => c.id === childId)
  if (!child) return null
  return (
    <div className={css({ maxWidth: '56rem', mx: 'auto', width: '100%', mt: '6' })}>
      <FlagsPanel
        scope={{ kind: 'child', childId }}
        description={`Messages ${child.first_name} sent the coach that it was worried about, with the coach’s reply. Talk them through with ${child.first_name} when you can, then mark them as looked at.`}
        empty="Nothing to look at. The coach tells you here if your child says something worrying."
      />
    </div>
  )
}
