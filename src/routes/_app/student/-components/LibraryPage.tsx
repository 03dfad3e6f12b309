import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../styled-system/css'
import { quizzesQueryOptions } from '../../../../api/quiz'
import { cardGrid, emptyBox, StudentPage } from './StudentPage'
import { ALL_SUBJECTS, SubjectFilter } from './SubjectFilter'
import { groupBySubject } from './shelf'
import { WorksheetItem } from './WorksheetItem'

/** Every worksheet of the student's level, by subject then topic, with its status. */
export function LibraryPage() {
  const { data: quizzes } = useSuspenseQuery(quizzesQueryOptions())
  const [subject, setSubject] = useState(ALL_SUBJECTS)
  const groups = groupBySubject(quizzes)
  const shown = groups.filter((g) => subject === ALL_SUBJECTS || g.subject === subject)

  return (
    <StudentPage
      title="Library"
      intro="Pick a worksheet. Your answers save as you go, so you can stop any time."
    >
      {quizzes.length === 0 ? (
        <div className={emptyBox}>
          <p className={css({ fontWeight: '700', fontSize: 'lg' })}>No worksheets here yet</p>
          <p>When your teacher or Lantern adds worksheets for your level, they will appear here.</p>
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
