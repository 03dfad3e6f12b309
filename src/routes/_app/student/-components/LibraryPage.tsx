import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../../../styled-system/css'
import { quizzesQueryOptions } from '../../../../api/quiz'
import { useAuthUser } from '../../../../auth/actor'
import { CourseNotes } from '../../../../courses/CourseNotes'
import { LockedCourse } from '../../../../courses/LockedCourse'
import { Alert } from '../../../../ui/Alert'
import { cardGrid, emptyBox, StudentPage } from './StudentPage'
import { SubjectFilter, useCourseShelf } from './SubjectFilter'
import type { SubjectGroup } from './shelf'
import { WorksheetItem } from './WorksheetItem'

function SubjectShelf({ group }: { group: SubjectGroup }) {
  return (
    <section
      aria-labelledby={`subject-${group.subject}`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id={`subject-${group.subject}`} className={css({ fontSize: '2xl', fontWeight: '800' })}>
        {group.subject}
      </h2>
      <ul className={cardGrid}>
        {group.topics.map(({ topic, quizzes: list }) => (
          <li key={topic}>
            <section
              aria-label={`${group.subject}: ${topic}`}
              className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
            >
              <h3 className={css({ fontSize: 'md', color: 'fg.muted' })}>{topic}</h3>
              {list.map((quiz) => (
                <WorksheetItem key={quiz.id} quiz={quiz} />
              ))}
            </section>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Every worksheet of the subjects unlocked for the student, by subject then topic; one course at a time. */
export function LibraryPage() {
  const { data: quizzes } = useSuspenseQuery(quizzesQueryOptions())
  const lite = useAuthUser()?.is_free_tier ?? false
  const shelf = useCourseShelf(quizzes)
  const { course } = shelf

  return (
    <StudentPage
      title="Library"
      intro={
        lite
          ? 'Pick a worksheet. With Lantern Lite you can try 3 worksheets in each subject; a grown-up can unlock the rest.'
          : 'Pick a worksheet. Your answers save as you go, so you can stop any time.'
      }
    >
      <SubjectFilter options={shelf.options} value={shelf.value} onChange={shelf.onChange} />
      {course?.access === null ? (
        <LockedCourse courseName={course.name} offerLite={!lite} />
      ) : quizzes.length === 0 && !course ? (
        <div className={emptyBox}>
          <p className={css({ fontWeight: '700', fontSize: 'lg' })}>No subjects unlocked yet</p>
          <p>
            Your worksheets appear here once a subject is unlocked for you. A grown-up can add one on their
            Lantern page or with an activation code, or your teacher can add you to a class.
          </p>
        </div>
      ) : (
        <>
          {course?.access && !course.access.full ? (
            <Alert status="info" title={`${course.subject_name} with Lantern Lite`}>
              You can try 3 worksheets in {course.subject_name} for free. Ask a grown-up to unlock the subject
              and you can do every worksheet in it.
            </Alert>
          ) : null}
          {course && shelf.groups.length === 0 ? (
            <div className={emptyBox}>
              <p className={css({ fontWeight: '700', fontSize: 'lg' })}>No worksheets in {course.name} yet</p>
              <p>New worksheets are added often. Try another subject for now.</p>
            </div>
          ) : null}
          {shelf.groups.map((group) => (
            <SubjectShelf key={group.subject} group={group} />
          ))}
          {course ? <CourseNotes courseId={course.id} subject={course.subject_name} /> : null}
        </>
      )}
    </StudentPage>
  )
}
