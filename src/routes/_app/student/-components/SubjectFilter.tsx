import { useQuery } from '@tanstack/react-query'
import { Lock } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../../../../styled-system/css'
import { choiceCard } from '../../../../../styled-system/recipes'
import { type UserCourse, userCoursesQueryOptions } from '../../../../api/courses'
import type { QuizSummary } from '../../../../api/quiz'
import { sortCourses, useSelectedCourse } from '../../../../courses/selectedCourse'
import { groupBySubject } from './shelf'

export type ShelfOption = { value: string; label: string; locked?: boolean }
type Props = { options: ShelfOption[]; value: string; onChange: (value: string) => void }

export const ALL_SUBJECTS = 'all'

/** Radio chips: every subject, or one course; a locked one carries a lock. */
export function SubjectFilter({ options, value, onChange }: Props) {
  const classes = choiceCard({ size: 'sm' })
  if (options.length < 2) return null
  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0', minWidth: '0' })}>
      <legend className={css({ fontWeight: '650', mb: '2' })}>Show</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {[{ value: ALL_SUBJECTS, label: 'All subjects' }, ...options].map((option) => (
          <label key={option.value} className={classes.root}>
            <input
              type="radio"
              name="subject"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={classes.control}
            />
            <span className={classes.text}>
              {option.label}
              {option.locked ? (
                <>
                  {' '}
                  <Lock aria-hidden="true" className={css({ display: 'inline', width: '4', height: '4' })} />
                  <span className={css({ srOnly: true })}>(locked)</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function labelled(courses: UserCourse[]): ShelfOption[] {
  const repeated = (c: UserCourse) => courses.filter((o) => o.subject_name === c.subject_name).length > 1
  return courses.map((c) => ({
    value: String(c.id),
    label: repeated(c) ? c.name : c.subject_name,
    locked: c.access === null,
  }))
}

/**
 * Which course the shelf shows (the student's courses from GET /courses/user, the choice kept in local storage),
 * and the worksheets grouped for it. Without the course list it falls back to the subjects of the worksheets.
 */
export function useCourseShelf(quizzes: QuizSummary[]) {
  const courses = useQuery(userCoursesQueryOptions()).data
  const sorted = courses?.length ? sortCourses(courses) : null
  const [course, selectCourse] = useSelectedCourse(sorted ?? [])
  const [subject, setSubject] = useState(ALL_SUBJECTS)
  const groups = groupBySubject(quizzes)

  if (!sorted) {
    return {
      course: null,
      options: groups.map((g) => ({ value: g.subject, label: g.subject })),
      value: subject,
      onChange: setSubject,
      groups: groups.filter((g) => subject === ALL_SUBJECTS || g.subject === subject),
    }
  }
  return {
    course,
    options: labelled(sorted),
    value: course ? String(course.id) : ALL_SUBJECTS,
    onChange: (value: string) => selectCourse(value === ALL_SUBJECTS ? null : Number(value)),
    groups: course ? groupBySubject(quizzes.filter((q) => q.course_id === course.id)) : groups,
  }
}
