import { AnsweringView } from './AnsweringView'
import { GradingView } from './GradingView'
import { ReviewView } from './review/ReviewView'
import { QuizSession } from './session'

type Props = { onReview: () => void; onRetry: (questionId: number) => void }

/** Shows what the session is doing: answering, live marking (and its end or failure), or review. */
export function QuizPlayer({ onReview, onRetry }: Props) {
  const view = QuizSession.useSelector((s) =>
    s.matches('reviewing') ? 'review' : s.matches('attempting') ? 'answer' : 'grading',
  )
  if (view === 'review') return <ReviewView onRetry={onRetry} />
  if (view === 'answer') return <AnsweringView />
  return <GradingView onReview={onReview} />
}
