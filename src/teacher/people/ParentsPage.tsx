import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { css } from '../../../styled-system/css'
import { levelsQueryOptions } from '../../api/children'
import { parentQueryOptions, parentsQueryOptions } from '../../api/teachers'
import { table, tableScroller } from '../../ui/data-table'
import { TextField } from '../../ui/Field'
import { Cell } from '../../ui/TableCell'
import { fullName, levelName, matches } from '../format'
import { ManageFrame } from '../ManageFrame'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { Disclosure } from './Disclosure'

/** The parents of the school's students, each with their children. */
export function ParentsPage() {
  const { data: parents } = useSuspenseQuery(parentsQueryOptions())
  const [search, setSearch] = useState('')
  const wanted = useDeferredValue(search)
  const found = parents
    .filter((p) => matches(wanted, fullName(p), p.email, p.username))
    .sort((a, b) => fullName(a).localeCompare(fullName(b)))
  return (
    <ManageFrame
      title="Parents"
      intro="Parents who have linked their Lantern account to a child of your school. A parent links a child with the child’s sign-in card."
    >
      {parents.length === 0 ? (
        <Empty>No parent has linked a child of your school yet.</Empty>
      ) : (
        <>
          <div className={css({ maxWidth: '28rem' })}>
            <TextField
              label="Search by name or email"
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {found.length === 0 ? (
            <Empty>No parents match “{search}”.</Empty>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
            <section className={tableScroller} tabIndex={0} aria-label="Parents">
              <table className={table}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Children</th>
                  </tr>
                </thead>
                <tbody>
                  {found.map((parent) => (
                    <tr key={parent.id}>
                      <Cell label="Name">{fullName(parent)}</Cell>
                      <Cell label="Email" className={css({ overflowWrap: 'anywhere' })}>
                        {parent.email ?? parent.username ?? '—'}
                      </Cell>
                      <Cell label="Children">
                        <Disclosure
                          label={`${parent.children_count} ${parent.children_count === 1 ? 'child' : 'children'}`}
                          name={fullName(parent)}
                        >
                          <ParentChildren id={parent.id} />
                        </Disclosure>
                      </Cell>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </ManageFrame>
  )
}

function ParentChildren({ id }: { id: number }) {
  const detail = useQuery(parentQueryOptions(id))
  const levels = useQuery(levelsQueryOptions()).data ?? []
  if (detail.error)
    return (
      <LoadFailed title="Their children did not load" error={detail.error} retry={() => detail.refetch()} />
    )
  if (!detail.data) return <Loading>Loading…</Loading>
  if (detail.data.children.length === 0) return <span className={muted}>None at your school</span>
  return (
    <ul className={css({ listStyle: 'disc', ps: '5' })}>
      {detail.data.children.map((child) => (
        <li key={child.id}>
          {fullName(child)} <span className={muted}>({levelName(levels, child.academic_level_id)})</span>
        </li>
      ))}
    </ul>
  )
}
