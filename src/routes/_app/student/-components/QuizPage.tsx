import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { type QuizDetail, quizQueryOptions } from '../../../../api/quiz'
import { QuizPlayer } from '../../../../quiz/QuizPlayer'
import { type QuizMode, QuizSessionProvider } from '../../../../quiz/session'

/** `question`: the position to open on, from 1 (back from "Ask Lantern" to the question asked about). */
export type QuizSearch = { view?: 'review'; retry?: number; question?: number }

function modeOf(quiz: QuizDetail, search: QuizSearch): QuizMode {
  if (search.retry) {
    const evaluation = quiz.evaluations.find((e) => e.question_id === search.retry)
    if (evaluation && !evaluation.grading_completed) return 'retry'
    if (evaluation) return 'review'
  }
  if (quiz.status === 'completed' && search.view === 'review') return 'review'
  return 'attempt'
}

/** The quiz player; review and "try again" are views of the same page chosen by its search. */
export function QuizPage({ quizId, search }: { quizId: number; search: QuizSearch }) {
  return <QuizView key={`${search.view ?? ''}-${search.retry ?? ''}`} quizId={quizId} search={search} />
}

function QuizView({ quizId, search }: { quizId: number; search: QuizSearch }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: quiz, dataUpdatedAt } = useSuspenseQuery(quizQueryOptions(quizId))
  // Chosen on arrival: marks arriving later refresh the data but must not switch the view under the child.
  const [mode] = useState(() => modeOf(quiz, search))

  // The next view starts from the server's copy, so it shows the marks just stored.
  async function show(next: QuizSearch) {
    await queryClient.fetchQuery({ ...quizQueryOptions(quizId), staleTime: 0 })
    await navigate({ to: '/student/quiz/$quizId', params: { quizId: String(quizId) }, search: next })
  }

  return (
    <QuizSessionProvider
      quiz={quiz}
      mode={mode}
      receivedAt={dataUpdatedAt}
      retryQuestionId={mode === 'retry' ? search.retry : undefined}
      startPosition={search.question}
    >
      <QuizPlayer onReview={() => show({ view: 'review' })} onRetry={(retry) => show({ retry })} />
    </QuizSessionProvider>
  )
}
