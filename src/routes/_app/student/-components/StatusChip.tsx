import { CircleCheck, CircleDashed, CirclePlay } from 'lucide-react'
import { chip } from '../../../../../styled-system/recipes'
import type { QuizSummary } from '../../../../api/quiz'
import { percentOf, scoreBand } from '../../../../quiz/scoreBands'
import { scoreText } from './shelf'

/** Not started / In progress / Completed with its score, coloured by its band; icon and words, not colour alone. */
export function StatusChip({ quiz }: { quiz: QuizSummary }) {
  if (quiz.status === 'completed') {
    const score = scoreText(quiz)
    return (
      <span className={chip({ tone: scoreBand(percentOf(quiz.marks_given, quiz.max_score)).tone })}>
        <CircleCheck aria-hidden="true" />
        Completed{score ? ` · ${score}` : ''}
      </span>
    )
  }
  if (quiz.status === 'in_progress') {
    return (
      <span className={chip({ tone: 'info' })}>
        <CirclePlay aria-hidden="true" />
        In progress
      </span>
    )
  }
  return (
    <span className={chip()}>
      <CircleDashed aria-hidden="true" />
      Not started
    </span>
  )
}
