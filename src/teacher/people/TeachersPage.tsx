import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TEACHER_ROLE_LABEL, type TeacherRoleId } from '../../../contracts/constants'
import { css } from '../../../styled-system/css'
import { type TeacherSummary, teacherQueryOptions, teachersQueryOptions } from '../../api/teachers'
import { Button } from '../../ui/Button'
import { table, tableScroller } from '../../ui/data-table'
import { TextField } from '../../ui/Field'
import { Cell } from '../../ui/TableCell'
import { fullName } from '../format'
import { ManageFrame } from '../ManageFrame'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { useDebounced } from '../useDebounced'
import { Disclosure } from './Disclosure'

/** The school's teachers, a page at a time, found by name; each with their role and classes. */
export function TeachersPage() {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const wanted = useDebounced(search.trim())
  const list = useQuery(teachersQueryOptions({ page, search: wanted }))
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total_count / list.data.size)) : 1
  return (
    <ManageFrame title="Teachers" intro="Your school’s teachers, their roles and the classes they teach.">
      <div className={css({ maxWidth: '28rem' })}>
        <TextField
          label="Search by name or email"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
        />
      </div>
      {list.error ? (
        <LoadFailed title="The teachers did not load" error={list.error} retry={() => list.refetch()} />
      ) : !list.data ? (
        <Loading>Loading teachers…</Loading>
      ) : list.data.items.length === 0 ? (
        <Empty>{wanted ? `No teachers match “${wanted}”.` : 'Your school has no teachers yet.'}</Empty>
      ) : (
        <TeacherTable teachers={list.data.items} />
      )}
      {list.data && (pages > 1 || page > 1) ? (
        <nav
          aria-label="Pages of teachers"
          className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
        >
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span role="status" className={muted}>
            Page {page} of {pages} ({list.data.total_count} teachers)
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </ManageFrame>
  )
}

function TeacherTable({ teachers }: { teachers: TeacherSummary[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label="Teachers">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email or username</th>
            <th scope="col">Role</th>
            <th scope="col">Classes</th>
          </tr>
        </thead>
        <tbody>
          {teachers.map((teacher) => (
            <tr key={teacher.id}>
              <Cell label="Name">
                {fullName(teacher)}
                {teacher.is_active ? null : <span className={muted}> (inactive)</span>}
              </Cell>
              <Cell label="Email or username" className={css({ overflowWrap: 'anywhere' })}>
                {teacher.email ?? teacher.username ?? '—'}
              </Cell>
              <Cell label="Role">
                {TEACHER_ROLE_LABEL[teacher.teacher_role_id as TeacherRoleId] ?? 'Teacher'}
              </Cell>
              <Cell label="Classes">
                {teacher.classes_count === 0 ? (
                  <span className={muted}>None</span>
                ) : (
                  <Disclosure
                    label={`${teacher.classes_count} ${teacher.classes_count === 1 ? 'class' : 'classes'}`}
                    name={fullName(teacher)}
                  >
                    <TeacherClasses id={teacher.id} />
                  </Disclosure>
                )}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function TeacherClasses({ id }: { id: number }) {
  const detail = useQuery(teacherQueryOptions(id))
  if (detail.error)
    return (
      <LoadFailed title="Their classes did not load" error={detail.error} retry={() => detail.refetch()} />
    )
  if (!detail.data) return <Loading>Loading…</Loading>
  return (
    <ul className={css({ listStyle: 'disc', ps: '5' })}>
      {detail.data.classes.map((klass) => (
        <li key={klass.id}>
          {klass.name} <span className={muted}>({klass.subject_name})</span>
        </li>
      ))}
    </ul>
  )
}
