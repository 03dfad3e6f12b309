import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { css } from '../../../../../../styled-system/css'
import { type ParentSummary, parentChildrenQueryOptions } from '../../../../../api/admin-subscriptions'
import { levelsQueryOptions } from '../../../../../api/children'
import { messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { Spinner } from '../../../../../ui/Spinner'
import { ChildCard } from './ChildCard'
import { muted, sectionTitle } from './styles'

/** The selected parent's children, each with the subjects they can open and how. */
export function ParentChildren({ parent }: { parent: ParentSummary }) {
  const children = useQuery(parentChildrenQueryOptions(parent.id))
  // Level names only label the children: without them a child shows no level, never an error.
  const levels = useQuery({ ...levelsQueryOptions(), retry: false })
  const heading = useRef<HTMLHeadingElement>(null)
  // Keyboard and screen-reader users land on what they opened.
  useEffect(() => heading.current?.focus(), [])
  const levelName = (id: number | null) => levels.data?.find((l) => l.id === id)?.name ?? null
  const name = `${parent.first_name} ${parent.last_name}`
  return (
    <section
      aria-labelledby="parent-children-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div>
        <h2 id="parent-children-title" ref={heading} tabIndex={-1} className={sectionTitle}>
          {name}’s children
        </h2>
        <p className={muted}>{parent.email ?? parent.username}</p>
      </div>
      {children.isPending ? (
        <Spinner label={`Loading ${name}’s children`} />
      ) : children.isError ? (
        <div
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
        >
          <Alert status="danger" title="The children could not be loaded">
            {messageOf(children.error)}
          </Alert>
          <Button variant="outline" size="sm" onClick={() => void children.refetch()}>
            Try again
          </Button>
        </div>
      ) : children.data.length === 0 ? (
        <p role="status" className={muted}>
          {name} has no children linked to their account.
        </p>
      ) : (
        children.data.map((child) => (
          <ChildCard
            key={child.id}
            parentId={parent.id}
            child={child}
            level={levelName(child.academic_level_id)}
          />
        ))
      )}
    </section>
  )
}
