import { createFileRoute, type ErrorComponentProps, notFound } from '@tanstack/react-router'
import { WorksheetCoachPage } from '../../../coach/WorksheetCoachPage'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { LoadError } from '../../-components/LoadError'
import { pageContainer, pageTitle } from '../../-components/styles'

const positiveId = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const Route = createFileRoute('/_public/chat/quiz/$quizId')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Worksheet with the AI coach' },
  loader: async ({ params }) => {
    const id = positiveId(params.quizId)
    if (!id) throw notFound()
    // Loaded on demand so the API client stays out of the first page's bundle.
    const [{ queryClient }, api, { ApiError }] = await Promise.all([
      import('../../../api/queryClient'),
      import('../../../api/chat'),
      import('../../../api/errors'),
    ])
    try {
      await queryClient.ensureQueryData(api.demoQuizQueryOptions(id))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  pendingComponent: () => <Spinner label="Opening the worksheet" />,
  notFoundComponent: () => (
    <div className={pageContainer}>
      <h1 className={pageTitle}>We can’t find that worksheet</h1>
      <p>
        It may no longer be public, or the link is not quite right. You can still ask the coach on its own.
      </p>
      <a href="/chat">Ask the coach</a>
    </div>
  ),
  errorComponent: (props: ErrorComponentProps) => (
    <LoadError {...props} title="Worksheet with the AI coach" failure="The worksheet could not be loaded." />
  ),
  component: Page,
})

function Page() {
  return <WorksheetCoachPage quizId={Number(Route.useParams().quizId)} />
}
