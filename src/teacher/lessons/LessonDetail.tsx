import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { chip } from '../../../styled-system/recipes'
import { ApiError } from '../../api/errors'
import { type Lesson, lessonQueryOptions } from '../../api/lessons'
import { type ClassSummary, classesQueryOptions } from '../../api/teachers'
import { Alert } from '../../ui/Alert'
import { TextLink } from '../../ui/TextLink'
import { titleStyle } from '../SectionFrame'
import { SelectField } from '../SelectField'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { ChangedSinceAssigned } from './ChangedSinceAssigned'
import { lessonTypeName, plural, studentsText } from './format'
import { LessonButtons } from './LessonButtons'
import { madeBy } from './LessonCard'
import { useDuplicateAndOpen, useLessonDialogs } from './LessonDialogs'
import { LessonSection } from './LessonSection'

/** One lesson, opened in place: its sections in order and, under each, how the students are doing. */
export function LessonDetail({ lessonId }: { lessonId: number }) {
  const detail = useQuery(lessonQueryOptions(lessonId))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: 0 })}>
      <TextLink to="/teacher/lessons" className={css({ fontSize: 'sm', alignSelf: 'flex-start' })}>
        ← All lessons
      </TextLink>
      {detail.data ? (
        <LessonView lesson={detail.data} />
      ) : detail.error instanceof ApiError && detail.error.status === 404 ? (
        <Alert status="warning" title="We can’t find that lesson">
          It may have been deleted, or the link is wrong.
        </Alert>
      ) : detail.error ? (
        <LoadFailed title="The lesson did not load" error={detail.error} retry={() => detail.refetch()} />
      ) : (
        <Loading>Loading the lesson…</Loading>
      )}
    </div>
  )
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const navigate = useNavigate()
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const [classId, setClassId] = useState<number | undefined>()
  const { assign, remove, dialogs } = useLessonDialogs({
    classes,
    onDeleted: () => navigate({ to: '/teacher/lessons', search: {} }),
  })
  const duplicating = useDuplicateAndOpen()
  const sections = [...lesson.sections].sort((a, b) => a.order - b.order)
  const items = sections.reduce((n, s) => n + s.items.length, 0)
  return (
    <>
      <section aria-label="The lesson" className={css({ display: 'grid', gap: '4' })}>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <span className={chip({ tone: 'info' })}>{lessonTypeName(lesson.lesson_type_id)}</span>
          {lesson.needs_reassignment ? <ChangedSinceAssigned /> : null}
        </div>
        <h1 className={titleStyle}>{lesson.title}</h1>
        <p className={muted}>
          {lesson.course_name} · {plural(sections.length, 'section')}, {plural(items, 'item')} · Made by{' '}
          {madeBy(lesson)} · {studentsText(lesson.assigned_students)}
        </p>
        {lesson.needs_reassignment ? (
          <Alert status="warning" title="Changed since it was assigned">
            The students have the items it had then. Assign it again to give them the new ones.
          </Alert>
        ) : null}
        <LessonButtons
          lesson={lesson}
          duplicating={duplicating}
          onAssign={() => assign(lesson)}
          onDelete={() => remove(lesson)}
        />
      </section>
      {lesson.assigned_students === 0 ? (
        <Empty>
          Nobody has been set this lesson yet. Assign it to a class, and how each student does shows here,
          section by section.
        </Empty>
      ) : (
        <ReportClass classes={classes} classId={classId} onChange={setClassId} />
      )}
      {sections.length === 0 ? (
        <Empty>This lesson has no sections yet.</Empty>
      ) : (
        <ol aria-label="Sections" className={css({ display: 'grid', gap: '4', listStyle: 'none' })}>
          {sections.map((section, index) => (
            <li key={section.id}>
              <LessonSection
                section={section}
                number={index + 1}
                report={lesson.assigned_students > 0 ? { classId } : null}
              />
            </li>
          ))}
        </ol>
      )}
      {dialogs}
    </>
  )
}

function ReportClass({
  classes,
  classId,
  onChange,
}: {
  classes: ClassSummary[]
  classId?: number
  onChange: (id: number | undefined) => void
}) {
  return (
    <div className={css({ maxWidth: '22rem' })}>
      <SelectField
        label="Show how they did for"
        value={classId ? String(classId) : ''}
        placeholder="All my students"
        hint="Each section’s report below shows these students."
        options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(e) => onChange(Number(e.target.value) || undefined)}
      />
    </div>
  )
}
