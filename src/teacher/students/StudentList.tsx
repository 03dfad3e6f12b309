import { useSuspenseQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { css } from '../../../styled-system/css'
import { levelsQueryOptions } from '../../api/children'
import { classesQueryOptions, schoolStudentsQueryOptions } from '../../api/teachers'
import { Button } from '../../ui/Button'
import { table, tableScroller } from '../../ui/data-table'
import { TextField } from '../../ui/Field'
import { Cell } from '../../ui/TableCell'
import { fullName, levelName, levelOptions, matches } from '../format'
import { ResetPassword } from '../ResetPassword'
import { SelectField } from '../SelectField'
import { Empty } from '../states'

const ROWS = 100

/** The school's students, found by name or username and level; each can be given a new password. */
export function StudentList() {
  const { data: students } = useSuspenseQuery(schoolStudentsQueryOptions())
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const { data: levels } = useSuspenseQuery(levelsQueryOptions())
  const [search, setSearch] = useState('')
  const [level, setLevel] = useState('')
  const [shown, setShown] = useState(ROWS)
  const wanted = useDeferredValue(search)
  const classNames = new Map(classes.map((c) => [c.id, c.name]))
  const found = students
    .filter(
      (s) => (!level || String(s.academic_level_id) === level) && matches(wanted, fullName(s), s.username),
    )
    .sort((a, b) => fullName(a).localeCompare(fullName(b)))

  if (students.length === 0)
    return <Empty>Your school has no students yet. Add them one by one or from a CSV file.</Empty>
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={filters}>
        <TextField
          label="Search by name or username"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setShown(ROWS)
          }}
        />
        <SelectField
          label="Level"
          placeholder="Every level"
          options={levelOptions(levels)}
          value={level}
          onChange={(event) => {
            setLevel(event.target.value)
            setShown(ROWS)
          }}
        />
      </div>
      <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {found.length === students.length
          ? `${students.length} ${students.length === 1 ? 'student' : 'students'}`
          : `${found.length} of ${students.length} students match`}
      </p>
      {found.length === 0 ? null : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className={tableScroller} tabIndex={0} aria-label="Students">
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Username</th>
                <th scope="col">Level</th>
                <th scope="col">Classes</th>
                <th scope="col">Parent</th>
                <th scope="col">
                  <span className={css({ srOnly: true })}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {found.slice(0, shown).map((student) => (
                <tr key={student.id}>
                  <Cell label="Name">{fullName(student)}</Cell>
                  <Cell label="Username">{student.username ?? '—'}</Cell>
                  <Cell label="Level">{levelName(levels, student.academic_level_id)}</Cell>
                  <Cell label="Classes">
                    {student.class_ids.map((id) => classNames.get(id) ?? `Class ${id}`).join(', ') || '—'}
                  </Cell>
                  <Cell label="Parent">{student.has_parent ? 'Linked' : '—'}</Cell>
                  <Cell label="Actions">
                    <ResetPassword student={student} />
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {found.length > shown ? (
        <div>
          <Button variant="outline" onClick={() => setShown(shown + ROWS)}>
            Show {Math.min(ROWS, found.length - shown)} more
          </Button>
        </div>
      ) : null}
    </div>
  )
}

const filters = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: '2fr 1fr' },
  alignItems: 'start',
})
