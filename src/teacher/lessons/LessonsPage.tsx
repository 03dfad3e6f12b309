import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import type { Course } from '../../api/courses'
import { type LessonFilters, lessonsQueryOptions, schoolLessonsQueryOptions } from '../../api/lessons'
import { type ClassSummary, classesQueryOptions, schoolCoursesQueryOptions } from '../../api/teachers'
import { ButtonLink } from '../../ui/Button'
import { titleStyle } from '../SectionFrame'
import { SelectField } from '../SelectField'
import { courseOfClass } from '../worksheets/SourcePicker'
import { TYPE_OPTIONS } from './format'
import { LessonDetail } from './LessonDetail'
import { useDuplicateAndOpen, useLessonDialogs } from './LessonDialogs'
import { LessonGroup } from './LessonGroup'

/** The teacher's lessons page: the school's lessons and Lantern's; `lessonId` opens one in place. */
export function LessonsPage({ lessonId }: { lessonId?: number }) {
  if (lessonId) return <LessonDetail lessonId={lessonId} />
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: 0 })}>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', justifyContent: 'space-between' })}>
        <div className={css({ minWidth: 0, flex: '1 1 20rem' })}>
          <h1 className={titleStyle}>Lessons</h1>
          <p className={css({ mt: '1', color: 'fg.muted', maxWidth: '44rem' })}>
            Worksheets and notes in sections, set for a class in one go. Open a lesson to see how your
            students are doing, section by section.
          </p>
        </div>
        <ButtonLink to="/teacher/lessons/manage" className={css({ alignSelf: 'flex-start' })}>
          <Plus aria-hidden="true" />
          New lesson
        </ButtonLink>
      </div>
      <LessonLists />
    </div>
  )
}

function LessonLists() {
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const courses = useQuery(schoolCoursesQueryOptions()).data ?? []
  const [filters, setFilters] = useState<LessonFilters>({})
  const school = useQuery(schoolLessonsQueryOptions(filters))
  const common = useQuery({
    ...lessonsQueryOptions(filters),
    select: (lessons) => lessons.filter((l) => l.school_id === null),
  })
  const { assign, remove, dialogs } = useLessonDialogs({ classes })
  const duplicating = useDuplicateAndOpen()
  const filtered = filters.courseId !== undefined || filters.lessonTypeId !== undefined
  const cards = { duplicating, onAssign: assign, onDelete: remove }
  return (
    <>
      <div className={filterRow}>
        <SelectField
          label="Course"
          value={filters.courseId ? String(filters.courseId) : ''}
          placeholder="All courses"
          options={coursesFor(classes, courses).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => setFilters({ ...filters, courseId: Number(e.target.value) || undefined })}
        />
        <SelectField
          label="Type"
          value={filters.lessonTypeId ? String(filters.lessonTypeId) : ''}
          placeholder="All types"
          options={TYPE_OPTIONS}
          onChange={(e) => setFilters({ ...filters, lessonTypeId: Number(e.target.value) || undefined })}
        />
      </div>
      <LessonGroup
        title="Our school’s lessons"
        intro="Made by teachers at your school. You can change the ones you made."
        query={school}
        empty={
          filtered ? (
            'None of your school’s lessons match these filters.'
          ) : (
            <>
              No lessons yet —{' '}
              <Link to="/teacher/lessons/manage" className={link()}>
                create one
              </Link>
              .
            </>
          )
        }
        {...cards}
      />
      <LessonGroup
        title="Lantern lessons"
        intro="Ready-made by Lantern’s curriculum team. Assign one as it is, or duplicate it to change your copy."
        query={common}
        empty={filtered ? 'No Lantern lessons match these filters.' : 'No Lantern lessons yet.'}
        {...cards}
      />
      {dialogs}
    </>
  )
}

/** The courses of the teacher's classes, or every course of the school when no class matches one. */
function coursesFor(classes: ClassSummary[], courses: Course[]) {
  const ids = new Set(classes.map((k) => courseOfClass(courses, k)))
  const theirs = courses.filter((c) => ids.has(c.id))
  return theirs.length ? theirs : courses
}

const filterRow = css({
  display: 'grid',
  gap: '4',
  alignItems: 'end',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 16rem))' },
})
