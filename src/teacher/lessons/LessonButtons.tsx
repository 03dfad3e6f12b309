import { Copy, Pencil, Send, Trash2 } from 'lucide-react'
import { LESSON_TYPE } from '../../../contracts/constants'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import type { LessonSummary } from '../../api/lessons'
import { Alert } from '../../ui/Alert'
import { Button, ButtonLink } from '../../ui/Button'
import type { Duplicating } from './LessonDialogs'

type Props = {
  lesson: Pick<LessonSummary, 'id' | 'title' | 'lesson_type_id' | 'can_edit'>
  duplicating: Duplicating
  onAssign: () => void
  onDelete: () => void
  /** Whose name finishes each button for a screen reader, where many lessons share a page. */
  named?: boolean
}

/** Assign, Edit and Delete (for those who may change it), and Duplicate (for anyone). */
export function LessonButtons({ lesson, duplicating, onAssign, onDelete, named = false }: Props) {
  const whose = named ? <span className={css({ srOnly: true })}> “{lesson.title}”</span> : null
  const failed = duplicating.failed?.id === lesson.id ? duplicating.failed.error : null
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button size="sm" onClick={onAssign}>
          <Send aria-hidden="true" />
          Assign{whose}
        </Button>
        {lesson.can_edit ? <EditLink lesson={lesson}>{whose}</EditLink> : null}
        <Button
          size="sm"
          variant="outline"
          loading={duplicating.pendingId === lesson.id}
          loadingText="Copying…"
          onClick={() => duplicating.duplicate(lesson.id)}
        >
          <Copy aria-hidden="true" />
          Duplicate{whose}
        </Button>
        {lesson.can_edit ? (
          <Button size="sm" variant="ghost" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete{whose}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <Alert status="danger" title="It was not copied">
          {messageOf(failed)}
        </Alert>
      ) : null}
    </div>
  )
}

function EditLink({ lesson, children }: { lesson: Props['lesson']; children: React.ReactNode }) {
  const content = (
    <>
      <Pencil aria-hidden="true" />
      Edit{children}
    </>
  )
  return lesson.lesson_type_id === LESSON_TYPE.TOPIC_BOOSTER ? (
    <ButtonLink
      size="sm"
      variant="outline"
      to="/teacher/lessons/manage-topic-booster/$lessonId"
      params={{ lessonId: String(lesson.id) }}
    >
      {content}
    </ButtonLink>
  ) : (
    <ButtonLink size="sm" variant="outline" to="/teacher/lessons/manage" search={{ lessonId: lesson.id }}>
      {content}
    </ButtonLink>
  )
}
