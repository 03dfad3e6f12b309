import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { css } from '../../../../../styled-system/css'
import { button } from '../../../../../styled-system/recipes'
import { quizzesQueryOptions } from '../../../../api/quiz'
import { useAuthUser } from '../../../../auth/actor'
import { LockedCourse } from '../../../../courses/LockedCourse'
import { cardGrid, emptyBox, StudentPage } from './StudentPage'
import { SubjectFilter, useCourseShelf } from './SubjectFilter'
import { SubjectShelf, shelfSection, shelfTitle } from './SubjectShelf'
import { WorksheetItem } from './WorksheetItem'

// A long worksheet title wraps on a phone instead of pushing the page sideways.
const startButton = css({ whiteSpace: 'normal', height: 'auto', minHeight: '12', py: '3', maxWidth: 'full' })

/** The v2 worksheet page: pick up where you left off first, then every worksheet as cards. */
export function WorksheetsPage() {
  const { data: quizzes } = useSuspenseQuery(quizzesQueryOptions())
  const shelf = useCourseShelf(quizzes)
  const lite = useAuthUser()?.is_free_tier ?? false
  // With a course chosen, "continue" and "start here" stay within it.
  const pool = shelf.course ? quizzes.filter((q) => q.course_id === shelf.course?.id) : quizzes
  const started = pool.filter((q) => q.status === 'in_progress')
  // The first not started in the shelf's order (the shelf lists worksheets by id).
  const next = started[0] ?? [...pool].sort((a, b) => a.id - b.id).find((q) => q.status === 'not_started')

  return (
    <StudentPage title="Worksheets" intro="Practise a topic. Every answer is marked and explained.">
      {quizzes.length === 0 ? (
        <div className={emptyBox}>
          <p className={css({ fontWeight: '700', fontSize: 'lg' })}>No worksheets here yet</p>
          <p>When worksheets are added for your level, they will appear here.</p>
        </div>
      ) : null}
      <SubjectFilter options={shelf.options} value={shelf.value} onChange={shelf.onChange} />
      {next ? (
        <section aria-labelledby="continue-title" className={shelfSection}>
          <h2 id="continue-title" className={shelfTitle}>
            {started.length ? 'Continue where you left off' : 'Start here'}
          </h2>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
            <Link
              to="/student/quiz/$quizId"
              params={{ quizId: String(next.id) }}
              className={`${button({ size: 'lg' })} ${startButton}`}
            >
              {started.length ? 'Continue' : 'Start'} {next.title}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          {started.length > 1 ? (
            <ul className={cardGrid} aria-label="Worksheets in progress">
              {started.slice(1).map((quiz) => (
                <li key={quiz.id}>
                  <WorksheetItem quiz={quiz} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {shelf.course?.access === null ? (
        <LockedCourse courseName={shelf.course.name} offerLite={!lite} />
      ) : null}
      {shelf.groups.map((group) => (
        <SubjectShelf key={group.subject} group={group} idPrefix="v2" />
      ))}
    </StudentPage>
  )
}
