import { createFileRoute, notFound } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { MissingQuiz } from './-components/MissingQuiz'
import { QuizPage, type QuizSearch } from './-components/QuizPage'

const positiveId = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const Route = createFileRoute('/_app/student/quiz/$quizId')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Worksheet' },
  validateSearch: (search: Record<string, unknown>): QuizSearch => ({
    view: search.view === 'review' ? 'review' : undefined,
    retry: positiveId(search.retry),
    question: positiveId(search.question),
  }),
  loader: async ({ params }) => {
    const id = positiveId(params.quizId)
    if (!id) throw notFound()
    // Loaded on demand so the API client stays out of the first page's bundle.
    const [{ queryClient }, { quizQueryOptions, passageQueryOptions }, { ApiError }] = await Promise.all([
      import('../../../api/queryClient'),
      import('../../../api/quiz'),
      import('../../../api/errors'),
    ])
    try {
      const quiz = await queryClient.ensureQueryData(quizQueryOptions(id))
      // Passages sit above their questions on a phone: arriving after the question, one pushes it off screen.
      const passages = new Set(quiz.questions.flatMap((q) => (q.passage_id ? [q.passage_id] : [])))
      await Promise.all([...passages].map((p) => queryClient.prefetchQuery(passageQueryOptions(p))))
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound()
      throw error
    }
  },
  notFoundComponent: MissingQuiz,
  pendingComponent: () => <Spinner label="Opening your worksheet" />,
  component: Page,
})

function Page() {
  const { quizId } = Route.useParams()
  const search = Route.useSearch()
  return <QuizPage quizId={Number(quizId)} search={search} />
}
