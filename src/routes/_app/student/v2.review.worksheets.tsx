import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { CompletedPage } from './-components/CompletedPage'
import { loadQuizzes } from './-components/loaders'

export const Route = createFileRoute('/_app/student/v2/review/worksheets')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Completed worksheets' },
  loader: loadQuizzes,
  pendingComponent: () => <Spinner label="Loading your worksheets" />,
  component: CompletedPage,
})
