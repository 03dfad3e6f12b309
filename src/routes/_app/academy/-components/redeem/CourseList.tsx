import { BookOpen } from 'lucide-react'
import type { ActivatedCourse } from '../../../../../../machines/activation.machine'
import { css } from '../../../../../../styled-system/css'
import { dateText } from './format'

/** The subjects a code opens (or opened), each with how long it stays open. */
export function CourseList({ courses, label }: { courses: ActivatedCourse[]; label: string }) {
  return (
    <ul aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {courses.map((course) => (
        <li
          key={course.course_id}
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            p: '3',
            bg: 'bg.subtle',
            borderRadius: 'control',
          })}
        >
          <BookOpen aria-hidden="true" className={css({ color: 'brand.accent', flexShrink: 0 })} />
          <span>
            <strong>{course.course_name}</strong>
            <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
              {course.expires_at ? `Open until ${dateText(course.expires_at)}` : 'Open with no end date'}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
