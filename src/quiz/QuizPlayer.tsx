import { dataState } from '../../machines/dataState'
import { css } from '../../styled-system/css'
import { AnsweringView } from './AnsweringView'
import { AttemptCoach } from './AttemptCoach'
import { GradingView } from './GradingView'
import { ReadyScreen } from './ReadyScreen'
import { ReviewView } from './review/ReviewView'
import { QuizSession } from './session'

type Props = { onReview: () => void; onRetry: (questionId: number) => void }

/**
 * Shows what the session is doing: answering, live marking (and its end or failure), or review, with the
 * coach's encouragement during a practice (AttemptCoach). The root names
 * the machine's state in `data-state`, as the QA path plans do (docs/machines/paths/quizSession.json).
 */
export function QuizPlayer({ onReview, onRetry }: Props) {
  const view = QuizSession.useSelector((s) =>
    s.matches('reviewing')
      ? 'review'
      : s.matches('attempting')
        ? 'answer'
        : s.matches('ready') || s.matches('starting')
          ? 'ready'
          : 'grading',
  )
  const state = QuizSession.useSelector((s) => dataState(s.value))
  return (
    <div data-flow="quizSession" data-state={state} className={css({ display: 'contents' })}>
      <AttemptCoach>
        {view === 'ready' ? (
          <ReadyScreen />
        ) : view === 'review' ? (
          <ReviewView onRetry={onRetry} />
        ) : view === 'answer' ? (
          <AnsweringView />
        ) : (
          <GradingView onReview={onReview} />
        )}
      </AttemptCoach>
    </div>
  )
}
