import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { css } from '../../../styled-system/css'
import { chip, link } from '../../../styled-system/recipes'
import type { LessonSummary } from '../../api/lessons'
import * as Card from '../../ui/Card'
import { muted } from '../states'
import { ChangedSinceAssigned } from './ChangedSinceAssigned'
import { lessonTypeName, plural, studentsText } from './format'
import { LessonButtons } from './LessonButtons'
import type { Duplicating } from './LessonDialogs'

type Props = {
  lesson: LessonSummary
  duplicating: Duplicating
  onAssign: () => void
  onDelete: () => void
}

/** One lesson in a list: what it is, who made it, who has it, and what the teacher can do with it. */
export function LessonCard({ lesson, ...actions }: Props) {
  const titleId = useId()
  return (
    <Card.Root as="article" aria-labelledby={titleId} className={css({ height: '100%' })}>
      <Card.Body className={css({ display: 'grid', gap: '3', alignContent: 'start', height: '100%' })}>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <span className={chip({ tone: 'info' })}>{lessonTypeName(lesson.lesson_type_id)}</span>
          {lesson.needs_reassignment ? <ChangedSinceAssigned /> : null}
        </div>
        <h3 id={titleId} className={css({ fontSize: 'lg', fontWeight: '750', lineHeight: '1.3' })}>
          <Link to="/teacher/lessons" search={{ lesson: lesson.id }} className={link()}>
            {lesson.title}
          </Link>
        </h3>
        <dl className={facts}>
          <dt>Course</dt>
          <dd>{lesson.course_name}</dd>
          <dt>Items</dt>
          <dd>{plural(lesson.items_count, 'item')}</dd>
          <dt>Made by</dt>
          <dd>{madeBy(lesson)}</dd>
          <dt>Students</dt>
          <dd className={lesson.assigned_students ? undefined : muted}>
            {studentsText(lesson.assigned_students)}
          </dd>
        </dl>
        <div className={css({ mt: 'auto' })}>
          <LessonButtons lesson={lesson} named {...actions} />
        </div>
      </Card.Body>
    </Card.Root>
  )
}

export const madeBy = (lesson: Pick<LessonSummary, 'owner_name' | 'school_id' | 'school_name'>) =>
  lesson.owner_name ?? (lesson.school_id === null ? 'Lantern' : (lesson.school_name ?? 'Your school'))

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '1 3',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', fontWeight: '600' },
})
