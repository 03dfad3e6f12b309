import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { levelsQueryOptions } from '../../api/children'
import { ApiError } from '../../api/errors'
import {
  type ClassDetail,
  classQueryOptions,
  schoolStudentsQueryOptions,
  teachersQueryOptions,
  useClassMembers,
} from '../../api/teachers'
import { Alert } from '../../ui/Alert'
import * as Card from '../../ui/Card'
import { Checkbox } from '../../ui/Checkbox'
import { TextLink } from '../../ui/TextLink'
import { fullName, levelName } from '../format'
import { ManageNav } from '../ManageFrame'
import { LoadFailed, Loading } from '../states'
import { AddPeople } from './AddPeople'
import { MemberList } from './MemberList'

/** One class: its students and teachers, to add and remove. */
export function ClassDetailView({ classId }: { classId: number }) {
  const detail = useQuery(classQueryOptions(classId))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <ManageNav />
      <TextLink to="/teacher/manage/classes" className={css({ fontSize: 'sm', alignSelf: 'flex-start' })}>
        ← All classes
      </TextLink>
      {detail.data ? (
        <ClassPeople klass={detail.data} />
      ) : detail.error instanceof ApiError && detail.error.status === 404 ? (
        <Alert status="warning" title="We can’t find that class">
          It may have been removed, or the link is wrong.
        </Alert>
      ) : detail.error ? (
        <LoadFailed title="The class did not load" error={detail.error} retry={() => detail.refetch()} />
      ) : (
        <Loading>Loading the class…</Loading>
      )}
    </div>
  )
}

function ClassPeople({ klass }: { klass: ClassDetail }) {
  const levels = useQuery(levelsQueryOptions()).data ?? []
  const { add, remove } = useClassMembers(klass.id)
  return (
    <>
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800' })}>{klass.name}</h1>
        <p className={css({ color: 'fg.muted' })}>
          {klass.subject_name} · {levelName(levels, klass.academic_level_id)} · {klass.students.length}{' '}
          {klass.students.length === 1 ? 'student' : 'students'}
        </p>
      </div>
      {add.error ? <Alert status="danger">{add.error.message}</Alert> : null}
      <div
        className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}
      >
        <Section title="Students">
          <MemberList noun="students" className={klass.name} people={klass.students} remove={remove} />
          <h3 className={subTitle}>Add students</h3>
          <AddStudents klass={klass} onAdd={add.mutateAsync} pending={add.isPending} />
        </Section>
        <Section title="Teachers">
          <MemberList noun="teachers" className={klass.name} people={klass.teachers} remove={remove} />
          <h3 className={subTitle}>Add teachers</h3>
          <AddTeachers klass={klass} onAdd={add.mutateAsync} pending={add.isPending} />
        </Section>
      </div>
    </>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {children}
      </Card.Body>
    </Card.Root>
  )
}

type AddProps = { klass: ClassDetail; onAdd: (ids: number[]) => Promise<unknown>; pending: boolean }

/** The school's students not yet in the class (of its level, unless the teacher widens it), to tick and add. */
export function AddStudents({ klass, onAdd, pending }: AddProps) {
  const [sameLevel, setSameLevel] = useState(true)
  const students = useQuery(schoolStudentsQueryOptions())
  const levels = useQuery(levelsQueryOptions()).data ?? []
  if (students.error)
    return (
      <LoadFailed title="The students did not load" error={students.error} retry={() => students.refetch()} />
    )
  if (!students.data) return <Loading>Loading the school’s students…</Loading>
  const inClass = new Set(klass.students.map((s) => s.id))
  const candidates = students.data
    .filter((s) => !inClass.has(s.id) && (!sameLevel || s.academic_level_id === klass.academic_level_id))
    .map((s) => ({
      id: s.id,
      name: fullName(s),
      detail: `${levelName(levels, s.academic_level_id)} · ${s.username ?? ''}`,
    }))
  return (
    <>
      <Checkbox
        label={`Only ${levelName(levels, klass.academic_level_id)} students`}
        checked={sameLevel}
        onChange={(event) => setSameLevel(event.target.checked)}
      />
      <AddPeople noun="students" candidates={candidates} pending={pending} onAdd={onAdd} />
    </>
  )
}

function AddTeachers({ klass, onAdd, pending }: AddProps) {
  const teachers = useQuery(teachersQueryOptions({ page: 1, search: '', excludeClassId: klass.id }))
  if (teachers.error)
    return (
      <LoadFailed title="The teachers did not load" error={teachers.error} retry={() => teachers.refetch()} />
    )
  if (!teachers.data) return <Loading>Loading the school’s teachers…</Loading>
  const candidates = teachers.data.items.map((t) => ({
    id: t.id,
    name: fullName(t),
    detail: t.email ?? t.username ?? '',
  }))
  return <AddPeople noun="teachers" candidates={candidates} pending={pending} onAdd={onAdd} />
}

const subTitle = css({ fontWeight: '700', mt: '3' })
