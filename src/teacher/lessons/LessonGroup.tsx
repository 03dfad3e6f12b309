import { type ReactNode, useId } from 'react'
import { css } from '../../../styled-system/css'
import type { LessonSummary } from '../../api/lessons'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { LessonCard } from './LessonCard'
import type { Duplicating } from './LessonDialogs'

type Query = { data?: LessonSummary[]; error: unknown; refetch: () => unknown }

/** A titled group of lesson cards with its own loading, failure and empty states. */
export function LessonGroup({
  title,
  intro,
  query,
  empty,
  duplicating,
  onAssign,
  onDelete,
}: {
  title: string
  intro: string
  query: Query
  empty: ReactNode
  duplicating: Duplicating
  onAssign: (lesson: LessonSummary) => void
  onDelete: (lesson: LessonSummary) => void
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '3' })}>
      <div>
        <h2 id={id} className={css({ fontSize: 'xl', fontWeight: '750' })}>
          {title}
          {query.data ? <span className={muted}> ({query.data.length})</span> : null}
        </h2>
        <p className={`${muted} ${css({ fontSize: 'sm' })}`}>{intro}</p>
      </div>
      {query.error ? (
        <LoadFailed title={`${title} did not load`} error={query.error} retry={() => query.refetch()} />
      ) : !query.data ? (
        <Loading>Loading {title.toLowerCase()}…</Loading>
      ) : query.data.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ul className={grid}>
          {query.data.map((lesson) => (
            <li key={lesson.id}>
              <LessonCard
                lesson={lesson}
                duplicating={duplicating}
                onAssign={() => onAssign(lesson)}
                onDelete={() => onDelete(lesson)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: '3',
  listStyle: 'none',
})
