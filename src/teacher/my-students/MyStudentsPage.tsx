import { type UseQueryResult, useQueries, useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import {
  type ClassDetail,
  type ClassSummary,
  classesQueryOptions,
  classQueryOptions,
  useClassMembers,
} from '../../api/teachers'
import * as Card from '../../ui/Card'
import { TextLink } from '../../ui/TextLink'
import { AddStudents } from '../classes/ClassDetailView'
import { CreateClassForm } from '../classes/CreateClassForm'
import { fullName } from '../format'
import { ResetPassword } from '../ResetPassword'
import { Empty, LoadFailed, Loading, muted } from '../states'

/** Every teacher's students, class by class, with their reports and a new password for a lost card. */
export function MyStudentsPage() {
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const sorted = [...classes].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
  const details = useQueries({ queries: sorted.map((c) => classQueryOptions(c.id)) })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800' })}>Students</h1>
        <p className={css({ mt: '1', color: 'fg.muted', maxWidth: '44rem' })}>
          The students of your classes. Open a student’s report, or give them a new password if they lost
          their sign-in card.
        </p>
      </div>
      {sorted.length === 0 ? (
        <Empty>You have no classes yet. Start one below, or ask your school’s admin to put you in one.</Empty>
      ) : (
        sorted.map((klass, index) => <ClassSection key={klass.id} klass={klass} detail={details[index]} />)
      )}
      <Card.Root as="section" aria-label="Start a class">
        <Card.Body>
          <CreateClassForm onCreated={() => undefined} />
        </Card.Body>
      </Card.Root>
    </div>
  )
}

type Detail = UseQueryResult<ClassDetail>

/** A teacher adds children of the school to their own class (ADR 0048: they reach their classes). */
function AddToClass({ klass }: { klass: ClassDetail }) {
  const { add } = useClassMembers(klass.id)
  return (
    <details className={css({ mt: '4' })}>
      <summary className={css({ cursor: 'pointer', fontWeight: '650' })}>
        Add students to {klass.name}
      </summary>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' })}>
        <AddStudents klass={klass} onAdd={add.mutateAsync} pending={add.isPending} />
      </div>
    </details>
  )
}

function ClassSection({ klass, detail }: { klass: ClassSummary; detail: Detail }) {
  const titleId = `class-${klass.id}-title`
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title id={titleId}>{klass.name}</Card.Title>
        <Card.Description>
          {klass.subject_name} · {klass.students_count} {klass.students_count === 1 ? 'student' : 'students'}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {detail.error ? (
          <LoadFailed title="This class did not load" error={detail.error} retry={() => detail.refetch()} />
        ) : !detail.data ? (
          <Loading>Loading the students…</Loading>
        ) : detail.data.students.length === 0 ? (
          <Empty>No students in this class yet.</Empty>
        ) : (
          <ul aria-label={`Students of ${klass.name}`} className={list}>
            {[...detail.data.students]
              .sort((a, b) => fullName(a).localeCompare(fullName(b)))
              .map((student) => (
                <li key={student.id} className={row}>
                  <div className={css({ minWidth: 0 })}>
                    <TextLink
                      to="/teacher/students/$studentId/class/$classId/reports"
                      params={{ studentId: String(student.id), classId: String(klass.id) }}
                    >
                      {fullName(student)}
                    </TextLink>
                    {student.username ? <span className={muted}> · {student.username}</span> : null}
                  </div>
                  <ResetPassword student={student} />
                </li>
              ))}
          </ul>
        )}
        {detail.data ? <AddToClass klass={detail.data} /> : null}
      </Card.Body>
    </Card.Root>
  )
}

const list = css({ display: 'flex', flexDirection: 'column', listStyle: 'none' })
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '2',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
})
