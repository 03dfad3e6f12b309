import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { type ClassSummary, classesQueryOptions } from '../../api/teachers'
import { WORKSHEETS_PAGE_SIZE, type Worksheet, worksheetsQueryOptions } from '../../api/worksheets'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { table, tableScroller } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { SelectField } from '../SelectField'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { dayOf } from './dates'
import { NeedsAssigning } from './NeedsAssigning'
import { WorksheetDetailView } from './WorksheetDetailView'
import { WorksheetFrame } from './WorksheetFrame'

/** The teacher's worksheets and their classes'; `worksheetId` opens one in place. */
export function WorksheetLibrary({ worksheetId }: { worksheetId?: number }) {
  if (worksheetId) return <WorksheetDetailView worksheetId={worksheetId} />
  return (
    <WorksheetFrame
      title="Worksheet library"
      intro="Your worksheets and your classes’. Open one to see its questions, change it, download it or assign it."
    >
      <WorksheetList />
    </WorksheetFrame>
  )
}

function WorksheetList() {
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const [classId, setClassId] = useState<number | undefined>()
  const [includeDraft, setIncludeDraft] = useState(true)
  const [page, setPage] = useState(1)
  const list = useQuery(worksheetsQueryOptions({ page, classId, includeDraft }))
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total_count / WORKSHEETS_PAGE_SIZE)) : 1
  return (
    <section aria-label="Your worksheets" className={css({ display: 'grid', gap: '4' })}>
      <div className={filters}>
        <SelectField
          label="Class"
          value={classId ? String(classId) : ''}
          placeholder="All my classes"
          options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => {
            setClassId(Number(e.target.value) || undefined)
            setPage(1)
          }}
        />
        <Checkbox
          label="Show drafts"
          checked={includeDraft}
          onChange={(e) => {
            setIncludeDraft(e.target.checked)
            setPage(1)
          }}
        />
      </div>
      {list.error ? (
        <LoadFailed title="Your worksheets did not load" error={list.error} retry={() => list.refetch()} />
      ) : !list.data ? (
        <Loading>Loading your worksheets…</Loading>
      ) : list.data.items.length === 0 ? (
        <Empty>
          No worksheets here yet.{' '}
          <Link to="/teacher/creator" className={link()}>
            Make a worksheet
          </Link>{' '}
          from the question bank.
        </Empty>
      ) : (
        <>
          <WorksheetTable worksheets={list.data.items} classes={classes} />
          {pages > 1 ? (
            <nav aria-label="Pages" className={pager}>
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className={muted} aria-live="polite">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}

export const classNameOf = (classes: ClassSummary[], id: number | null) =>
  id === null ? null : (classes.find((c) => c.id === id)?.name ?? `Class ${id}`)

function WorksheetTable({ worksheets, classes }: { worksheets: Worksheet[]; classes: ClassSummary[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label="Worksheets">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Worksheet</th>
            <th scope="col">Class</th>
            <th scope="col">Questions</th>
            <th scope="col">Last assigned</th>
          </tr>
        </thead>
        <tbody>
          {worksheets.map((w) => (
            <tr key={w.id}>
              <Cell label="Worksheet">
                <Link to="/teacher/worksheet-library" search={{ worksheet: w.id }} className={link()}>
                  {w.title}
                </Link>
                {w.is_draft ? <span className={muted}> (draft)</span> : null}
                {w.needs_reassignment ? (
                  <>
                    {' '}
                    <NeedsAssigning />
                  </>
                ) : null}
              </Cell>
              <Cell label="Class">{classNameOf(classes, w.class_id ?? w.owner_class_id) ?? 'Bank'}</Cell>
              <Cell label="Questions">{w.question_ids.length}</Cell>
              <Cell label="Last assigned">
                {w.date_assigned ? `${dayOf(w.date_assigned)} → due ${dayOf(w.due_date)}` : 'Not yet'}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const filters = css({
  display: 'grid',
  gap: '4',
  alignItems: 'end',
  gridTemplateColumns: { base: '1fr', md: 'minmax(14rem, 20rem) auto' },
})
const pager = css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'center' })
