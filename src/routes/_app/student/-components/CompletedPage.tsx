import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../../../../styled-system/css'
import { button, link } from '../../../../../styled-system/recipes'
import { quizzesQueryOptions } from '../../../../api/quiz'
import { cardGrid, emptyBox, StudentPage } from './StudentPage'
import { SubjectShelf, shelfSection, shelfTitle } from './SubjectShelf'
import { groupBySubject } from './shelf'
import { WorksheetItem } from './WorksheetItem'

const byNewest = (a: { completed_at: string | null }, b: { completed_at: string | null }) =>
  (b.completed_at ?? '').localeCompare(a.completed_at ?? '')

/** Completed worksheets with their scores; each opens in review. `recent` shows the latest few only. */
export function CompletedPage({ recent = false }: { recent?: boolean }) {
  const { data: quizzes } = useSuspenseQuery(quizzesQueryOptions())
  const done = quizzes.filter((q) => q.status === 'completed').sort(byNewest)
  const marks = done.reduce((sum, q) => sum + (q.marks_given ?? 0), 0)
  const max = done.reduce((sum, q) => sum + q.max_score, 0)

  return (
    <StudentPage
      title={recent ? 'Review' : 'Completed worksheets'}
      intro="Look back at your answers, read the explanations and try questions again."
    >
      {done.length === 0 ? (
        <div className={emptyBox}>
          <p className={css({ fontWeight: '700', fontSize: 'lg' })}>Nothing to review yet</p>
          <p>Finish a worksheet and it will appear here with your marks and explanations.</p>
          <Link to="/student/library" className={button()}>
            Find a worksheet
          </Link>
        </div>
      ) : (
        <p className={css({ fontWeight: '650' })}>
          {done.length} worksheet{done.length === 1 ? '' : 's'} completed
          {max > 0 ? ` · ${Math.round((marks / max) * 100)}% of all marks` : ''}
        </p>
      )}
      {recent && done.length ? (
        <section aria-labelledby="recent-title" className={shelfSection}>
          <h2 id="recent-title" className={shelfTitle}>
            Recently completed
          </h2>
          <ul className={cardGrid}>
            {done.slice(0, 6).map((quiz) => (
              <li key={quiz.id}>
                <WorksheetItem quiz={quiz} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p>
            <Link to="/student/v2/review/worksheets" className={link()}>
              See all completed worksheets
            </Link>
          </p>
        </section>
      ) : null}
      {!recent
        ? groupBySubject(done).map((group) => (
            <SubjectShelf key={group.subject} group={group} idPrefix="done" />
          ))
        : null}
    </StudentPage>
  )
}
