import { CircleCheck, Hourglass, ListChecks, NotebookText } from 'lucide-react'
import type { ReactNode } from 'react'
import { LESSON_ITEM_TYPE } from '../../../../../contracts/constants'
import { css } from '../../../../../styled-system/css'
import type { LearningPath } from '../../../../api/lessons'
import { useCompleteLessonItem } from '../../../../api/lessons'
import type { QuizSummary } from '../../../../api/quiz'
import { Button, ButtonLink } from '../../../../ui/Button'

export type PathItem = LearningPath['sections'][number]['items'][number]
export type QuizStatus = QuizSummary['status']

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  _first: { borderTopWidth: '0' },
})
const icon = css({ width: '6', height: '6', flexShrink: 0 })
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  width: { base: '100%', sm: 'auto' },
  ml: { sm: 'auto' },
  '& > *': { flex: { base: '1', sm: 'none' } },
})

const marksText = (item: PathItem) =>
  item.marks_given === null || item.max_score === null
    ? null
    : `${item.marks_given} out of ${item.max_score} ${item.max_score === 1 ? 'mark' : 'marks'}`

function Step({
  done,
  kind,
  title,
  status,
  children,
}: {
  done: boolean
  kind: 'worksheet' | 'note' | 'waiting'
  title: string
  status: ReactNode
  children?: ReactNode
}) {
  const Icon = done
    ? CircleCheck
    : kind === 'note'
      ? NotebookText
      : kind === 'waiting'
        ? Hourglass
        : ListChecks
  return (
    <li className={row}>
      <Icon
        aria-hidden="true"
        className={`${icon} ${css({ color: done ? 'success.fg' : 'brand.accent' })}`}
      />
      <div className={css({ flex: '1', minWidth: '12rem' })}>
        <p className={css({ fontWeight: '700', fontSize: 'lg', overflowWrap: 'anywhere' })}>{title}</p>
        <p className={css({ color: done ? 'success.fg' : 'fg.muted', fontWeight: done ? '650' : '400' })}>
          {status}
        </p>
      </div>
      {children ? <div className={actions}>{children}</div> : null}
    </li>
  )
}

// Every row has a "Start" or "Read": the item's title in each name tells them apart in a list of links.
const named = (action: string, item: PathItem) => `${action}: ${item.title}`

/** A worksheet: done with its marks, or a button that opens the child's quiz of it. */
function WorksheetStep({ item, quizStatus }: { item: PathItem; quizStatus?: QuizStatus }) {
  if (item.quiz_id === null)
    return <Step done={false} kind="waiting" title={item.title} status="Your teacher will set this soon" />
  const params = { quizId: String(item.quiz_id) }
  if (item.completed) {
    const marks = marksText(item)
    return (
      <Step done kind="worksheet" title={item.title} status={marks ? `Done · ${marks}` : 'Done'}>
        <ButtonLink
          to="/student/quiz/$quizId"
          params={params}
          search={{ view: 'review' }}
          variant="outline"
          aria-label={named('Look back', item)}
        >
          Look back
        </ButtonLink>
      </Step>
    )
  }
  if (quizStatus === 'completed')
    return (
      <Step
        done={false}
        kind="worksheet"
        title={item.title}
        status="Handed in · your teacher is marking it"
      />
    )
  const started = quizStatus === 'in_progress'
  const questions = item.item_stats.num_questions
  return (
    <Step
      done={false}
      kind="worksheet"
      title={item.title}
      status={started ? "You've started this one" : questions ? `${questions} questions` : 'Worksheet'}
    >
      <ButtonLink
        to="/student/quiz/$quizId"
        params={params}
        search={{}}
        aria-label={named(started ? 'Carry on' : 'Start', item)}
      >
        {started ? 'Carry on' : 'Start'}
      </ButtonLink>
    </Step>
  )
}

/** A page of notes: open it, then say it has been read. */
function NoteStep({ item, courseId }: { item: PathItem; courseId: number }) {
  const complete = useCompleteLessonItem(courseId)
  if (item.content_id === null)
    return <Step done={false} kind="waiting" title={item.title} status="Your teacher will set this soon" />
  const params = { contentId: String(item.content_id) }
  // Done as soon as the server says so, without waiting for the path to be read again.
  if (item.completed || complete.isSuccess)
    return (
      <Step
        done
        kind="note"
        title={item.title}
        status={
          complete.isSuccess ? <span role="status">Done · you've read it</span> : "Done · you've read it"
        }
      >
        <ButtonLink
          to="/learning-content/$contentId"
          params={params}
          variant="outline"
          aria-label={named('Read again', item)}
        >
          Read again
        </ButtonLink>
      </Step>
    )
  return (
    <Step
      done={false}
      kind="note"
      title={item.title}
      status={
        complete.isError ? <span role="alert">That didn't save. Please try again.</span> : 'Notes to read'
      }
    >
      <ButtonLink
        to="/learning-content/$contentId"
        params={params}
        variant="outline"
        aria-label={named('Read', item)}
      >
        Read
      </ButtonLink>
      <Button
        loading={complete.isPending}
        loadingText="Saving…"
        aria-label={named("I've read it", item)}
        onClick={() => complete.mutate(item.id)}
      >
        I've read it
      </Button>
    </Step>
  )
}

type Props = { item: PathItem; courseId: number; quizStatus?: QuizStatus }

export function LearningPathItem({ item, courseId, quizStatus }: Props) {
  return item.item_type_id === LESSON_ITEM_TYPE.CONTENT ? (
    <NoteStep item={item} courseId={courseId} />
  ) : (
    <WorksheetStep item={item} quizStatus={quizStatus} />
  )
}
