import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { levelsQueryOptions } from '../../api/children'
import { classesQueryOptions } from '../../api/teachers'
import * as Card from '../../ui/Card'
import { table, tableScroller } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { levelName } from '../format'
import { ManageFrame } from '../ManageFrame'
import { Empty } from '../states'
import { ClassDetailView } from './ClassDetailView'
import { CreateClassForm } from './CreateClassForm'

/** The school's classes and a form for a new one; `classId` opens one class to change its people. */
export function ClassesPage({ classId }: { classId?: number }) {
  if (classId) return <ClassDetailView classId={classId} />
  return (
    <ManageFrame
      title="Classes"
      intro="Your school’s classes. Open a class to add or remove its students and teachers."
    >
      <ClassList />
      <Card.Root as="section">
        <Card.Body>
          <CreateClassWithNavigation />
        </Card.Body>
      </Card.Root>
    </ManageFrame>
  )
}

function CreateClassWithNavigation() {
  const navigate = useNavigate()
  return (
    <CreateClassForm onCreated={(id) => navigate({ to: '/teacher/manage/classes', search: { class: id } })} />
  )
}

function ClassList() {
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const { data: levels } = useSuspenseQuery(levelsQueryOptions())
  if (classes.length === 0) return <Empty>Your school has no classes yet. Make the first one below.</Empty>
  const sorted = [...classes].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label="Classes">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Subject</th>
            <th scope="col">Level</th>
            <th scope="col">Students</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((klass) => (
            <tr key={klass.id}>
              <Cell label="Class">
                <Link to="/teacher/manage/classes" search={{ class: klass.id }} className={link()}>
                  {klass.name}
                </Link>
                {klass.is_active ? null : <span className={css({ color: 'fg.muted' })}> (closed)</span>}
              </Cell>
              <Cell label="Subject">{klass.subject_name}</Cell>
              <Cell label="Level">{levelName(levels, klass.academic_level_id)}</Cell>
              <Cell label="Students">{klass.students_count}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
