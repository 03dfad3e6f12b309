import { css } from '../../../styled-system/css'
import type { Course } from '../../api/courses'
import type { ClassSummary } from '../../api/teachers'
import { SelectField } from '../SelectField'

export type Source = { classId: number | null; courseId: number | null }

/** The course of a class: the school's course at the class's level in its subject. */
export const courseOfClass = (courses: Course[], klass: ClassSummary | undefined) =>
  klass
    ? (courses.find(
        (c) => c.academic_level_id === klass.academic_level_id && c.subject_id === klass.subject_id,
      )?.id ?? null)
    : null

/** A class (whose level and subject pick the course) or a course of the school's. */
export function SourcePicker({
  classes,
  courses,
  source,
  error,
  onChange,
}: {
  classes: ClassSummary[]
  courses: Course[]
  source: Source
  error?: string
  onChange: (source: Source) => void
}) {
  return (
    <div className={row}>
      <SelectField
        label="Class"
        value={source.classId ? String(source.classId) : ''}
        placeholder="No class"
        hint="Its level and subject choose the course."
        options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(e) => {
          const classId = Number(e.target.value) || null
          const klass = classes.find((c) => c.id === classId)
          onChange({ classId, courseId: courseOfClass(courses, klass) ?? (classId ? null : source.courseId) })
        }}
      />
      <SelectField
        label="Course"
        value={source.courseId ? String(source.courseId) : ''}
        placeholder="Choose a course"
        error={error}
        options={courses.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(e) => onChange({ classId: source.classId, courseId: Number(e.target.value) || null })}
      />
    </div>
  )
}

const row = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 20rem))' },
})
