import { css } from '../../../../../styled-system/css'
import { cardGrid } from './StudentPage'
import type { SubjectGroup } from './shelf'
import { WorksheetItem } from './WorksheetItem'

export const shelfSection = css({ display: 'flex', flexDirection: 'column', gap: '3' })
export const shelfTitle = css({ fontSize: '2xl', fontWeight: '800' })

/** One subject's worksheets as cards, every topic's in order, under the subject's heading. */
export function SubjectShelf({ group, idPrefix }: { group: SubjectGroup; idPrefix: string }) {
  const titleId = `${idPrefix}-${group.subject}`
  return (
    <section aria-labelledby={titleId} className={shelfSection}>
      <h2 id={titleId} className={shelfTitle}>
        {group.subject}
      </h2>
      <ul className={cardGrid}>
        {group.topics.flatMap(({ quizzes: list }) =>
          list.map((quiz) => (
            <li key={quiz.id}>
              <WorksheetItem quiz={quiz} headingLevel={3} />
            </li>
          )),
        )}
      </ul>
    </section>
  )
}
