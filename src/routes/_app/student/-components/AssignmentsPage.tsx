import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../../../styled-system/css'
import { type QuizSummary, quizzesQueryOptions } from '../../../../api/quiz'
import { cardGrid, emptyBox, StudentPage } from './StudentPage'
import { shelfSection, shelfTitle } from './SubjectShelf'
import { WorksheetItem } from './WorksheetItem'

const dueTime = (q: QuizSummary) => (q.due_date ? new Date(q.due_date).getTime() : Number.POSITIVE_INFINITY)

/** Work a teacher set: what is still to do, soonest due first (late work on top), then what was handed in. */
export function AssignmentsPage() {
  const { data: quizzes } = useSuspenseQuery(quizzesQueryOptions())
  const set = quizzes.filter((q) => q.assignment_id !== null)
  const toDo = set.filter((q) => q.status !== 'completed').sort((a, b) => dueTime(a) - dueTime(b))
  const done = set
    .filter((q) => q.status === 'completed')
    .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''))
  return (
    <StudentPage title="Assignments" intro="Work your teacher set for you, with the day it is due.">
      {set.length === 0 ? (
        <div className={emptyBox}>
          <p className={css({ fontWeight: '700', fontSize: 'lg' })}>No assignments yet</p>
          <p>When your teacher sets you work, it appears here with the day it is due.</p>
        </div>
      ) : null}
      {set.length ? <Shelf id="to-do" title="To do" quizzes={toDo} empty="All done. Well done!" /> : null}
      {done.length ? <Shelf id="handed-in" title="Handed in" quizzes={done} /> : null}
    </StudentPage>
  )
}

function Shelf({
  id,
  title,
  quizzes,
  empty,
}: {
  id: string
  title: string
  quizzes: QuizSummary[]
  empty?: string
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={shelfSection}>
      <h2 id={`${id}-title`} className={shelfTitle}>
        {title}
      </h2>
      {quizzes.length === 0 && empty ? <p>{empty}</p> : null}
      <ul className={cardGrid} aria-label={title}>
        {quizzes.map((quiz) => (
          <li key={quiz.id}>
            <WorksheetItem quiz={quiz} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
