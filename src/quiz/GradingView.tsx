import { RotateCcw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { quizSessionMachine } from '../../machines/quizSession.machine'
import { css } from '../../styled-system/css'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { Encouragement } from './Encouragement'
import { GradingItem } from './GradingItem'
import { OutOfHearts, useQuizHearts } from './Hearts'
import { ResultSummary } from './ResultSummary'
import { QuizSession, useQuizData } from './session'

type Props = { onReview: () => void }

function phaseOf(s: SnapshotFrom<typeof quizSessionMachine>) {
  if (s.matches('completed')) return 'completed'
  if (s.matches('failed')) return 'failed'
  return s.matches({ marking: 'reconnecting' }) ? 'reconnecting' : 'marking'
}

/** Live marking: each question turns marked as its event arrives; score, time and XP at the end. */
export function GradingView({ onReview }: Props) {
  const { quiz, questionIds } = useQuizData()
  const session = QuizSession.useActorRef()
  const phase = QuizSession.useSelector(phaseOf)
  const marking = phase === 'marking' || phase === 'reconnecting'
  const error = QuizSession.useSelector((s) => s.context.error)
  const timedOut = QuizSession.useSelector((s) => s.context.timedOut)
  // Out of hearts, marking again cannot work yet: say when it can, and offer asking a grown-up instead.
  const hearts = useQuizHearts()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1
          ref={heading}
          tabIndex={-1}
          className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', outline: 'none' })}
        >
          {quiz.title}
        </h1>
        <div
          role="status"
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            fontSize: 'lg',
            fontWeight: '650',
          })}
        >
          {marking ? (
            <>
              <Spinner size="sm" label={null} />
              {phase === 'reconnecting'
                ? 'Connection lost. Reconnecting… your answers are saved.'
                : 'Marking your answers…'}
            </>
          ) : null}
          {phase === 'completed' ? 'Marking finished.' : null}
        </div>
        {timedOut ? (
          <p className={css({ color: 'fg.muted' })}>Time is up, so we handed in your answers for you.</p>
        ) : null}
      </header>
      <Encouragement />
      {phase === 'failed' && hearts?.hearts === 0 ? <OutOfHearts hearts={hearts} /> : null}
      {phase === 'failed' && hearts?.hearts !== 0 ? (
        <Alert status="danger" title="Marking stopped">
          <p>{error}</p>
          <p>Your answers are saved, so nothing is lost.</p>
          <Button className={css({ mt: '3' })} onClick={() => session.send({ type: 'quiz.retry' })}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : null}
      {phase === 'completed' ? <ResultSummary onReview={onReview} /> : null}
      <ol
        aria-label="Your marks"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0' })}
      >
        {questionIds.map((id) => (
          <GradingItem key={id} questionId={id} marking={marking} />
        ))}
      </ol>
    </div>
  )
}
