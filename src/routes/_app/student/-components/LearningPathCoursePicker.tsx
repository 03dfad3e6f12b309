import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../../styled-system/css'
import { choiceCard } from '../../../../../styled-system/recipes'
import { type UserCourse, userCoursesQueryOptions } from '../../../../api/courses'
import { pickCourse, sortCourses, useSelectedCourse } from '../../../../courses/selectedCourse'

/** The courses a learning path can show: the unlocked ones, in the school's subject order. */
export const pathCoursesOf = (courses: UserCourse[]) => sortCourses(courses.filter((c) => c.access !== null))

/**
 * The course whose path is shown: the one chosen last (shared with the library, product §9), else the first.
 * A locked course chosen in the library is passed over, not forgotten.
 */
export const pathCourseOf = (courses: UserCourse[], storedId: number | null) =>
  pickCourse(courses, storedId) ?? courses[0] ?? null

export function usePathCourse() {
  const query = useQuery(userCoursesQueryOptions())
  const courses = pathCoursesOf(query.data ?? [])
  const [stored, select] = useSelectedCourse(courses)
  return { query, courses, course: stored ?? courses[0] ?? null, select }
}

export const courseLabelOf = (course: UserCourse, courses: UserCourse[]) =>
  courses.filter((c) => c.subject_name === course.subject_name).length > 1 ? course.name : course.subject_name

type Props = { courses: UserCourse[]; value: number; onChange: (id: number) => void }

/** Big radio chips, one per subject; nothing to choose with a single subject. */
export function LearningPathCoursePicker({ courses, value, onChange }: Props) {
  const classes = choiceCard({ size: 'sm' })
  if (courses.length < 2) return null
  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0', minWidth: '0' })}>
      <legend className={css({ fontWeight: '650', mb: '2' })}>Choose a subject</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {courses.map((course) => (
          <label key={course.id} className={classes.root}>
            <input
              type="radio"
              name="learning-path-subject"
              value={course.id}
              checked={value === course.id}
              onChange={() => onChange(course.id)}
              className={classes.control}
            />
            <span className={classes.text}>{courseLabelOf(course, courses)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
