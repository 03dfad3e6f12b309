import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../../../../styled-system/css'
import { button } from '../../../../../styled-system/recipes'
import { messageOf } from '../../../../api/errors'
import { createRevisionQuiz, isNotServed, quizKeys, quizzesQueryOptions } from '../../../../api/quiz'
import { Button } from '../../../../ui/Button'
import { cardGrid, emptyBox, StudentPage } from './StudentPage'
import { groupBySubject, needsRevision } from './shelf'
import { WorksheetItem } from './WorksheetItem'

function MakeRevision({ courseId, subject }: { courseId: number; subject: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [unavailable, setUnavailable] = useState(false)
  const make = useMutation({
    mutationFn: () => createRevisionQuiz(courseId),
    onSuccess: async (quiz) => {
      await queryClient.invalidateQueries({ queryKey: quizKeys.all })
      await navigate({ to: '/student/quiz/$quizId', params: { quizId: String(quiz.id) } })
    },
    onError: (error) => setUnavailable(isNotServed(error)),
  })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
      <Button
        variant="outline"
        disabled={unavailable}
        loading={make.isPending}
        loadingText="Making your worksheet…"
        onClick={() => make.mutate()}
      >
        <Sparkles aria-hidden="true" />
        Make me a {subject} revision worksheet
      </Button>
      {unavailable ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          Revision worksheets are coming soon. For now, open a worksheet below and choose “Try this question
          again”.
        </p>
      ) : make.isError ? (
        <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {messageOf(make.error)}
        </p>
      ) : null}
    </div>
  )
}

/** Completed worksheets with part marks or wrong answers: the ones worth practising again. */
export function RevisionPage() {
  const { data: quizzes } = useSuspenseQuery(quizzesQueryOptions())
  const groups = groupBySubject(quizzes.filter(needsRevision))
  return (
    <StudentPage
      title="Revise"
      intro="These worksheets have questions you can get right next time. Open one to see what to fix."
    >
      {groups.length === 0 ? (
        <div className={emptyBox}>
          <p className={css({ fontWeight: '700', fontSize: 'lg' })}>Nothing to revise right now</p>
          <p>
            When a worksheet has answers that were not quite right, it will appear here so you can practise
            them.
          </p>
          <Link to="/student/library" className={button()}>
            Find a worksheet
          </Link>
        </div>
      ) : null}
      {groups.map((group) => {
        const list = group.topics.flatMap((t) => t.quizzes)
        return (
          <section
            key={group.subject}
            aria-labelledby={`revise-${group.subject}`}
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          >
            <h2 id={`revise-${group.subject}`} className={css({ fontSize: '2xl', fontWeight: '800' })}>
              {group.subject}
            </h2>
            <MakeRevision courseId={list[0].course_id} subject={group.subject} />
            <ul className={cardGrid}>
              {list.map((quiz) => (
                <li key={quiz.id}>
                  <WorksheetItem quiz={quiz} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </StudentPage>
  )
}
