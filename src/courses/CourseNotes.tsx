import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { NotebookText } from 'lucide-react'
import { css } from '../../styled-system/css'
import { link } from '../../styled-system/recipes'
import { contentsQueryOptions } from '../api/courses'

/** The notes of one course, as links; nothing at all while loading, on failure or when there are none. */
export function CourseNotes({ courseId, subject }: { courseId: number; subject: string }) {
  const { data } = useQuery({ ...contentsQueryOptions({ course_id: courseId }), retry: false })
  if (!data?.length) return null
  return (
    <section
      aria-labelledby="course-notes"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h2 id="course-notes" className={css({ fontSize: 'xl', fontWeight: '800' })}>
        {subject} notes
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {data.map((item) => (
          <li key={item.id} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
            <NotebookText
              aria-hidden="true"
              className={css({ color: 'brand.accent', flexShrink: 0, mt: '0.5' })}
            />
            <span>
              <Link
                to="/learning-content/$contentId"
                params={{ contentId: String(item.id) }}
                className={link()}
              >
                {item.title}
              </Link>
              {item.summary ? (
                <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                  {item.summary}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
