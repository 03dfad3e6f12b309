import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../styled-system/css'
import { quizzesQueryOptions } from '../../../../api/quiz'
import { useAuthUser } from '../../../../auth/actor'
import { cardGrid, emptyBox, StudentPage } from './StudentPage'
import { ALL_SUBJECTS, SubjectFilter } from './SubjectFilter'
import { groupBySubject } from './shelf'
import { WorksheetItem } from './WorksheetItem'

/** Every worksheet of the subjects unlocked for the student, by subject then topic, with its status. */
export function LibraryPage() {
  const { data: quizzes } = useSuspenseQuery(quizzesQueryOptions())
  const lite = useAuthUser()?.is_free_tier ?? false
  const [subject, setSubject] = useState(ALL_SUBJECTS)
  const groups = groupBySubject(quizzes)
  const shown = groups.filter((g) => subject === ALL_SUBJECTS || g.subject === subject)

  return (
    <StudentPage
      title="Library"
      intro={
        lite
          ? 'Pick a worksheet. With Lantern Lite you can try 3 worksheets in each subject; a grown-up can unlock the rest.'
          : 'Pick a worksheet. Your answers save as you go, so you can stop any time.'
      }
    >
      {quizzes.length === 0 ? (
        <div className={emptyBox}>
          <p className={css({ fontWeight: '700', fontSize: 'lg' })}>No subjects unlocked yet</p>
          <p>
            Your worksheets appear here once a subject is unlocked for you. A grown-up can add one on their
            Lantern page or with an activation code, or your teacher can add you to a class.
          </p>
        </div>
      ) : (
        <>
          <SubjectFilter subjects={groups.map((g) => g.subject)} value={subject} onChange={setSubject} />
          {shown.map((group) => (
            <section
              key={group.subject}
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
          ))}
        </>
      )}
    </StudentPage>
  )
}
