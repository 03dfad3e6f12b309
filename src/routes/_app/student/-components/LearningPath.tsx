import { useQuery } from '@tanstack/react-query'
import { BookOpen, ClipboardList, Sprout } from 'lucide-react'
import { css } from '../../../../../styled-system/css'
import { messageOf } from '../../../../api/errors'
import { learningPathQueryOptions } from '../../../../api/lessons'
import { isNotServed, quizzesQueryOptions } from '../../../../api/quiz'
import { Alert } from '../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../ui/Button'
import { Spinner } from '../../../../ui/Spinner'
import type { QuizStatus } from './LearningPathItem'
import { LearningPathProgress } from './LearningPathProgress'
import { LearningPathSection } from './LearningPathSection'
import { emptyBox } from './StudentPage'

// Work is handed in and marked on other pages, so a path seen a little while ago is read again on return.
const FRESH_FOR = 15_000

/** What did not load, in the server's words, and a large button to try again. */
export function LoadFailedRetry(props: {
  title: string
  error: unknown
  retrying: boolean
  retry: () => void
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <Alert status="warning" title={props.title}>
        {messageOf(props.error)}
      </Alert>
      <Button size="lg" loading={props.retrying} loadingText="Trying again…" onClick={props.retry}>
        Try again
      </Button>
    </div>
  )
}

/** Kind words when there is nothing to do here, and the ways to other work. */
export function LearningPathEmpty({ title, children }: { title: string; children: string }) {
  return (
    <div className={emptyBox}>
      <Sprout aria-hidden="true" className={css({ width: '10', height: '10', color: 'brand.accent' })} />
      <p className={css({ fontWeight: '750', fontSize: 'xl' })}>{title}</p>
      <p className={css({ fontSize: 'lg', maxWidth: '40rem' })}>{children}</p>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', width: { base: '100%', sm: 'auto' } })}
      >
        <ButtonLink to="/student/library" size="lg" className={css({ flex: { base: '1', sm: 'none' } })}>
          <BookOpen aria-hidden="true" />
          Go to the library
        </ButtonLink>
        <ButtonLink
          to="/student/v2/assignment"
          size="lg"
          variant="outline"
          className={css({ flex: { base: '1', sm: 'none' } })}
        >
          <ClipboardList aria-hidden="true" />
          My assignments
        </ButtonLink>
      </div>
    </div>
  )
}

/** The child's quizzes by id, to tell a worksheet begun from one not started; empty until (or unless) it loads. */
function useQuizStatus() {
  const { data } = useQuery({ ...quizzesQueryOptions(), staleTime: FRESH_FOR })
  return new Map<number, QuizStatus>((data ?? []).map((quiz) => [quiz.id, quiz.status]))
}

type Props = { courseId: number; subject: string }

/** The lessons set in one course, oldest first, with the child's progress through them. */
export function LearningPath({ courseId, subject }: Props) {
  const path = useQuery({ ...learningPathQueryOptions(courseId), staleTime: FRESH_FOR })
  const quizStatus = useQuizStatus()

  if (path.isPending) return <Spinner label={`Loading your ${subject} lessons`} />
  // A failed refresh keeps the path on screen; only a path never read shows the error.
  if (!path.data) {
    if (isNotServed(path.error))
      return (
        <LearningPathEmpty title="Your learning path is nearly ready">
          Lessons from your teacher will show here very soon. Until then, you can pick a worksheet in the
          library or do your assignments.
        </LearningPathEmpty>
      )
    return (
      <LoadFailedRetry
        title={`We couldn't load your ${subject} lessons`}
        error={path.error}
        retrying={path.isFetching}
        retry={() => path.refetch()}
      />
    )
  }

  const { sections } = path.data
  if (sections.length === 0)
    return (
      <LearningPathEmpty title={`No ${subject} lessons yet`}>
        {`When your teacher sets a ${subject} lesson, it will show up here, step by step. For now, you could pick a worksheet in the library or do your assignments.`}
      </LearningPathEmpty>
    )

  const items = sections.flatMap((section) => section.items)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <LearningPathProgress
        done={items.filter((item) => item.completed).length}
        total={items.length}
        label={`Your ${subject} learning path`}
      />
      <ol
        className={css({
          listStyle: 'none',
          p: '0',
          m: '0',
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
        })}
      >
        {sections.map((section, index) => (
          <li key={section.id}>
            <LearningPathSection
              section={section}
              step={index + 1}
              courseId={courseId}
              quizStatus={quizStatus}
            />
          </li>
        ))}
      </ol>
    </div>
  )
}
