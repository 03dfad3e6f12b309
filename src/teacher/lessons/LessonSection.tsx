import { Link } from '@tanstack/react-router'
import { BookOpen, FileText } from 'lucide-react'
import { useId } from 'react'
import { LESSON_ITEM_TYPE } from '../../../contracts/constants'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import type { Lesson } from '../../api/lessons'
import * as Card from '../../ui/Card'
import { Empty, muted } from '../states'
import { SectionReport } from './SectionReport'

type Section = Lesson['sections'][number]
type Item = Section['items'][number]

/** A section: its items in order (each opens the worksheet or the notes), then how the students are doing. */
export function LessonSection({
  section,
  number,
  report,
}: {
  section: Section
  number: number
  report: { classId?: number } | null
}) {
  const id = useId()
  const items = [...section.items].sort((a, b) => a.order - b.order)
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body className={css({ display: 'grid', gap: '4', minWidth: 0 })}>
        <h2 id={id} className={css({ fontSize: 'lg', fontWeight: '750' })}>
          <span className={muted}>Section {number}:</span> {section.title}
        </h2>
        {items.length === 0 ? (
          <Empty>No items in this section yet.</Empty>
        ) : (
          <ol aria-label={`Items of section ${number}`} className={css({ display: 'grid', gap: '2' })}>
            {items.map((item) => (
              <li key={item.id} className={itemRow}>
                <ItemLink item={item} />
              </li>
            ))}
          </ol>
        )}
        {report && items.length > 0 ? (
          <SectionReport sectionId={section.id} classId={report.classId} />
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}

function ItemLink({ item }: { item: Item }) {
  if (item.item_type_id === LESSON_ITEM_TYPE.CONTENT)
    return (
      <>
        <BookOpen aria-hidden="true" className={icon} />
        <span className={kind}>Notes</span>
        {item.content_id ? (
          <Link
            to="/learning-content/$contentId"
            params={{ contentId: String(item.content_id) }}
            className={link()}
          >
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </>
    )
  return (
    <>
      <FileText aria-hidden="true" className={icon} />
      <span className={kind}>Worksheet</span>
      {item.worksheet_id ? (
        <Link to="/teacher/worksheet-library" search={{ worksheet: item.worksheet_id }} className={link()}>
          {item.title}
        </Link>
      ) : (
        item.title
      )}
    </>
  )
}

const itemRow = css({
  display: 'grid',
  gridTemplateColumns: 'auto 5.5rem minmax(0, 1fr)',
  gap: '2',
  alignItems: 'baseline',
})
const icon = css({ w: '4', h: '4', alignSelf: 'center', color: 'fg.muted' })
const kind = css({ fontSize: 'xs', fontWeight: '700', color: 'fg.muted', textTransform: 'uppercase' })
